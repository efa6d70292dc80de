import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { RECIPE_CATEGORIES } from '../../../shared/categories';
import {
  isComboMode,
  validateRecipeForm,
  type FieldErrors,
  type RecipeField,
  type RecipeFormValues,
} from '../../../shared/recipe-form';
import { DIFFICULTIES } from '../../../shared/schemas/recipe';
import { DraftNotice } from './draft-notice';
import { describedBy, FormField } from '../../components/form-field';
import { recipeDraftSchema, useFormDraft, type Pending } from './form-draft';
import { ImageField } from './image-field';
import { ListEditor } from './list-editor';

export const EMPTY_RECIPE: RecipeFormValues = {
  title: '',
  description: '',
  story: '',
  prepTime: '',
  cookTime: '',
  servings: '1',
  difficulty: '',
  ingredients: [],
  instructions: [],
  imageUrl: null,
  tags: [],
  dietaryInfo: [],
  notes: '',
  featured: false,
};

const TAG_SUGGESTIONS = RECIPE_CATEGORIES.filter((c) => c.id !== 'all').map((c) => c.id);
const DIETARY_SUGGESTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Egg-Free'];

type ListField = 'tags' | 'ingredients' | 'instructions' | 'dietaryInfo';
const LIST_FIELDS: ListField[] = ['tags', 'ingredients', 'instructions', 'dietaryInfo'];

/**
 * Text left in a list's new-entry box is added when the form is sent, as if Enter was pressed:
 * 'Add Recipe' saves everything typed. Until then it stays in its box, a draft included.
 */
function withPendingEntries(values: RecipeFormValues, pending: Pending): RecipeFormValues {
  let next = values;
  for (const field of LIST_FIELDS) {
    const entry = pending[field]?.trim();
    if (entry) next = { ...next, [field]: [...values[field], entry] };
  }
  return next;
}

/** Where the browser focuses for each field's error (list fields: their new-entry box). */
const FOCUS_TARGET: Record<RecipeField, string> = {
  title: 'recipe-title',
  description: 'recipe-description',
  tags: 'recipe-tags-new',
  prepTime: 'recipe-prep-time',
  cookTime: 'recipe-cook-time',
  servings: 'recipe-servings',
  difficulty: 'recipe-difficulty',
  ingredients: 'recipe-ingredients-new',
  instructions: 'recipe-instructions-new',
  story: 'recipe-story',
  imageUrl: 'recipe-image-url',
};

interface RecipeFormProps {
  mode: 'add' | 'edit';
  initial: RecipeFormValues;
  submitLabel: string;
  savingLabel: string;
  /** Saves; resolves to a message for the form's error area, or null on success. */
  onSubmit: (values: RecipeFormValues) => Promise<string | null>;
  onCancel: () => void;
  /** The form's route: what is typed is kept as a draft under it until saved or cancelled. */
  draftPath?: string;
}

/** spec admin 2 (Add Recipe, Edit Recipe): every field, the list editors and combo mode. */
export function RecipeForm({
  mode,
  initial,
  submitLabel,
  savingLabel,
  onSubmit,
  onCancel,
  draftPath,
}: RecipeFormProps) {
  // The draft holds the text still waiting in each new-entry box too (a reload, a 401 on an image upload).
  const draft = useFormDraft(draftPath, initial, recipeDraftSchema);
  const { values, setValues, pending, setPending } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorBox = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const combo = isComboMode(values.tags);

  const set = <K extends keyof RecipeFormValues>(key: K, value: RecipeFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const toSave = withPendingEntries(values, pending);
    if (toSave !== values) {
      setValues(toSave);
      setPending({});
    }
    const found = validateRecipeForm(toSave);
    setErrors(found);
    const first = Object.keys(found)[0] as RecipeField | undefined;
    if (first) {
      setFormError('Please fix the fields marked below.');
      document.getElementById(FOCUS_TARGET[first])?.focus();
      return;
    }
    setFormError(null);
    setSaving(true);
    let refusal: string | null = null;
    try {
      refusal = await onSubmit(toSave);
    } finally {
      flushSync(() => {
        setSaving(false);
        setFormError(refusal);
      });
    }
    // The submit button lost focus when it was disabled: the keyboard goes on from the message.
    if (refusal) formErrorBox.current?.focus();
  }

  const text = (field: 'title' | 'prepTime' | 'cookTime', id: string, label: string, placeholder?: string) => (
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

  const listProps = (field: ListField) => ({
    items: values[field],
    onChange: (list: string[]) => set(field, list),
    draft: pending[field] ?? '',
    onDraftChange: (text: string) => setPending((p) => ({ ...p, [field]: text })),
  });

  const discard = () => {
    draft.discard();
    setErrors({});
    setFormError(null);
    document.getElementById('recipe-title')?.focus(); // the notice that held focus is gone
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {draft.restored && <DraftNotice onDiscard={discard} />}
      {formError && (
        <div
          ref={formErrorBox}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-berry/40 bg-berry/5 px-4 py-3 font-medium text-berry-dark"
        >
          {formError}
        </div>
      )}
      {combo && (
        <div role="note" className="rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-ink">
          <p className="font-semibold">Favorite Combo mode</p>
          <p className="mt-1 text-[15px] text-cocoa">
            Use the story section to reference other recipes: recipe names in the story become links. Prep time, cook
            time, servings, difficulty, ingredients and instructions are optional.
          </p>
        </div>
      )}

      <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="basics-heading">
        <h2 id="basics-heading" className="text-2xl">
          The basics
        </h2>
        {text('title', 'recipe-title', 'Title')}
        <ImageField
          id="recipe-image"
          value={values.imageUrl}
          onChange={(v) => set('imageUrl', v)}
          onBusyChange={setImageBusy}
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

      <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="timing-heading">
        <h2 id="timing-heading" className="text-2xl">
          Timing and yield
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('prepTime', 'recipe-prep-time', 'Prep Time', '15 mins')}
          {text('cookTime', 'recipe-cook-time', 'Cook Time', '30 mins')}
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
        </div>
      </section>

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

      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            draft.forget();
            onCancel();
          }}
        >
          Cancel
        </button>
        <button type="submit" className="btn-primary min-w-40" disabled={saving || imageBusy}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
