import { RECIPE_CATEGORIES } from '../../../shared/categories';
import type { FieldErrors, RecipeFormValues } from '../../../shared/recipe-form';
import { DIFFICULTIES } from '../../../shared/schemas/recipe';
import { describedBy, FormField } from '../../components/form-field';
import { ImageField } from './image-field';
import { ListEditor } from './list-editor';
import { PanField } from './pan-field';

const TAG_SUGGESTIONS = RECIPE_CATEGORIES.filter((c) => c.id !== 'all').map((c) => c.id);
const DIETARY_SUGGESTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Egg-Free'];

export type ListField = 'tags' | 'ingredients' | 'instructions' | 'dietaryInfo';

/** What each section of the recipe form reads and changes (the form keeps the state). */
export interface SectionProps {
  mode: 'add' | 'edit';
  values: RecipeFormValues;
  errors: FieldErrors;
  set: <K extends keyof RecipeFormValues>(key: K, value: RecipeFormValues[K]) => void;
  listProps: (field: ListField) => {
    items: string[];
    onChange: (list: string[]) => void;
    draft: string;
    onDraftChange: (text: string) => void;
  };
}

function TextInput({
  field,
  id,
  label,
  placeholder,
  values,
  errors,
  set,
}: Pick<SectionProps, 'values' | 'errors' | 'set'> & {
  field: 'title' | 'prepTime' | 'cookTime';
  id: string;
  label: string;
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label} error={errors[field]}>
      <input
        id={id}
        className="input"
        value={values[field]}
        placeholder={placeholder}
        onChange={(e) => set(field, e.target.value)}
        {...describedBy(id, { error: errors[field] })}
      />
    </FormField>
  );
}

/** docs/product.md#admin: what a recipe with the FavoriteCombos tag asks for. */
export function ComboModeNote() {
  return (
    <div role="note" className="rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-ink">
      <p className="font-semibold">Favorite Combo mode</p>
      <p className="mt-1 text-[15px] text-cocoa">
        Use the story section to reference other recipes: recipe names in the story become links. Prep time, cook time,
        servings, difficulty, ingredients and instructions are optional.
      </p>
    </div>
  );
}

export function BasicsSection({
  mode,
  values,
  errors,
  set,
  listProps,
  onImageBusyChange,
}: SectionProps & { onImageBusyChange: (busy: boolean) => void }) {
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="basics-heading">
      <h2 id="basics-heading" className="text-2xl">
        The basics
      </h2>
      <TextInput field="title" id="recipe-title" label="Title" values={values} errors={errors} set={set} />
      <ImageField
        id="recipe-image"
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        onBusyChange={onImageBusyChange}
        allowUrl={mode === 'edit'}
        error={errors.imageUrl}
      />
      <FormField id="recipe-description" label="Description" error={errors.description}>
        <textarea
          id="recipe-description"
          className="input min-h-24"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...describedBy('recipe-description', { error: errors.description })}
        />
      </FormField>
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
    </section>
  );
}

export function TimingSection({ values, errors, set }: SectionProps) {
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="timing-heading">
      <h2 id="timing-heading" className="text-2xl">
        Timing and yield
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          field="prepTime"
          id="recipe-prep-time"
          label="Prep Time"
          placeholder="15 mins"
          values={values}
          errors={errors}
          set={set}
        />
        <TextInput
          field="cookTime"
          id="recipe-cook-time"
          label="Cook Time"
          placeholder="30 mins"
          values={values}
          errors={errors}
          set={set}
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
    </section>
  );
}

export function MethodSection({ mode, errors, listProps }: SectionProps) {
  return (
    <section className="card space-y-6 p-5 sm:p-6" aria-labelledby="method-heading">
      <h2 id="method-heading" className="text-2xl">
        Ingredients and method
      </h2>
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
    </section>
  );
}

export function StorySection({ values, errors, set }: SectionProps) {
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="story-heading">
      <h2 id="story-heading" className="text-2xl">
        Story and notes
      </h2>
      <FormField
        id="recipe-story"
        label="Story"
        hint="Recipe names you mention become links to those recipes when you save."
        error={errors.story}
      >
        <textarea
          id="recipe-story"
          className="input min-h-40 field-sizing-content max-h-[70vh]"
          value={values.story}
          onChange={(e) => set('story', e.target.value)}
          {...describedBy('recipe-story', { error: errors.story, hint: true })}
        />
      </FormField>
      <FormField id="recipe-notes" label="Notes">
        <textarea
          id="recipe-notes"
          className="input min-h-28 field-sizing-content max-h-[70vh]"
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <input
          id="recipe-featured"
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-crust"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
        />
        <label htmlFor="recipe-featured" className="font-semibold">
          Featured
          <span className="block text-sm font-normal text-cocoa">
            Show this recipe in Featured Recipes on the home page.
          </span>
        </label>
      </div>
    </section>
  );
}
