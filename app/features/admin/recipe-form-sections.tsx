import { RECIPE_CATEGORIES } from '../../../shared/categories';
import { DIFFICULTIES } from '../../../shared/schemas/recipe';
import { describedBy, FormField } from '../../components/form-field';
import { FeaturedCheckbox, TextBox } from './form-controls';
import { ImageField } from './image-field';
import { ListEditor } from './list-editor';
import { PanField } from './pan-field';
import { FormSection, type SectionProps } from './recipe-form-parts';

const TAG_SUGGESTIONS = RECIPE_CATEGORIES.filter((c) => c.id !== 'all').map((c) => c.id);
const DIETARY_SUGGESTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Egg-Free'];

export function BasicsSection({
  mode,
  values,
  errors,
  set,
  listProps,
  onImageBusyChange,
}: SectionProps & { onImageBusyChange: (busy: boolean) => void }) {
  return (
    <FormSection id="basics" heading="The basics">
      <TextBox
        id="recipe-title"
        label="Title"
        value={values.title}
        error={errors.title}
        onChange={(v) => set('title', v)}
      />
      <ImageField
        id="recipe-image"
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        onBusyChange={onImageBusyChange}
        allowUrl={mode === 'edit'}
        error={errors.imageUrl}
      />
      <TextBox
        id="recipe-description"
        label="Description"
        area="min-h-24"
        value={values.description}
        error={errors.description}
        onChange={(v) => set('description', v)}
      />
      <ListEditor
        id="recipe-tags"
        label="Tags"
        itemName="tag"
        {...listProps('tags')}
        placeholder="e.g. Cookies"
        suggestions={TAG_SUGGESTIONS}
        editable={mode === 'edit'}
        hint="Categories such as Bread, Cake or Cookies. The tag FavoriteCombos makes this a favorite combo."
        error={errors.tags}
      />
    </FormSection>
  );
}

export function TimingSection({ values, errors, set }: SectionProps) {
  return (
    <FormSection id="timing" heading="Timing and yield">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextBox
          id="recipe-prep-time"
          label="Prep Time"
          placeholder="15 mins"
          value={values.prepTime}
          error={errors.prepTime}
          onChange={(v) => set('prepTime', v)}
        />
        <TextBox
          id="recipe-cook-time"
          label="Cook Time"
          placeholder="30 mins"
          value={values.cookTime}
          error={errors.cookTime}
          onChange={(v) => set('cookTime', v)}
        />
        <FormField id="recipe-servings" label="Servings" error={errors.servings}>
          <input
            id="recipe-servings"
            className="input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={values.servings ?? ''}
            onChange={(e) => set('servings', e.target.value)}
            {...describedBy('recipe-servings', { error: errors.servings })}
          />
        </FormField>
        <FormField id="recipe-difficulty" label="Difficulty" error={errors.difficulty}>
          <select
            id="recipe-difficulty"
            className="input"
            value={values.difficulty}
            onChange={(e) => set('difficulty', e.target.value)}
            {...describedBy('recipe-difficulty', { error: errors.difficulty })}
          >
            <option value="">Choose a difficulty</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </FormField>
        <PanField value={values.pan} error={errors.pan} onChange={(v) => set('pan', v)} />
      </div>
    </FormSection>
  );
}

export function MethodSection({ mode, errors, listProps }: SectionProps) {
  return (
    <FormSection id="method" heading="Ingredients and method" className="space-y-6">
      <ListEditor
        id="recipe-ingredients"
        label="Ingredients"
        itemName="ingredient"
        {...listProps('ingredients')}
        placeholder="e.g. 250 g plain flour"
        editable={mode === 'edit'}
        hint="Press Enter or + to add each ingredient."
        error={errors.ingredients}
      />
      <ListEditor
        id="recipe-instructions"
        label="Instructions"
        itemName="instruction"
        {...listProps('instructions')}
        placeholder="Describe one step"
        multiline
        editable={mode === 'edit'}
        hint="Press Ctrl+Enter to add an instruction"
        error={errors.instructions}
      />
      <ListEditor
        id="recipe-dietary"
        label="Dietary Info"
        itemName="dietary note"
        {...listProps('dietaryInfo')}
        placeholder="e.g. Vegetarian"
        suggestions={DIETARY_SUGGESTIONS}
        editable={mode === 'edit'}
      />
    </FormSection>
  );
}

export function StorySection({ values, errors, set }: SectionProps) {
  return (
    <FormSection id="story" heading="Story and notes">
      <TextBox
        id="recipe-story"
        label="Story"
        hint="Recipe names you mention become links to those recipes when you save."
        area="min-h-40 field-sizing-content max-h-[70vh]"
        value={values.story}
        error={errors.story}
        onChange={(v) => set('story', v)}
      />
      <TextBox
        id="recipe-notes"
        label="Notes"
        area="min-h-28 field-sizing-content max-h-[70vh]"
        value={values.notes}
        onChange={(v) => set('notes', v)}
      />
      <FeaturedCheckbox
        id="recipe-featured"
        what="recipe"
        checked={values.featured}
        onChange={(v) => set('featured', v)}
      />
    </FormSection>
  );
}
