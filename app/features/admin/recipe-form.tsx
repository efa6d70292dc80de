import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  isComboMode,
  validateRecipeForm,
  type FieldErrors,
  type RecipeField,
  type RecipeFormValues,
} from '../../../shared/recipe-form';
import { DraftNotice } from './draft-notice';
import { recipeDraftSchema, useFormDraft, type Pending } from './form-draft';
import {
  BasicsSection,
  ComboModeNote,
  MethodSection,
  StorySection,
  TimingSection,
  type ListField,
  type SectionProps,
} from './recipe-form-sections';

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
  pan: '',
  featured: false,
};

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
  pan: 'recipe-pan',
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

/** docs/product.md#admin (Add Recipe, Edit Recipe): every field, the list editors and combo mode. */
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

  const listProps = (field: ListField) => ({
    items: values[field],
    onChange: (list: string[]) => set(field, list),
    draft: pending[field] ?? '',
    onDraftChange: (text: string) => setPending((p) => ({ ...p, [field]: text })),
  });
  const sectionProps: SectionProps = { mode, values, errors, set, listProps };

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
      {combo && <ComboModeNote />}

      <BasicsSection {...sectionProps} onImageBusyChange={setImageBusy} />
      <TimingSection {...sectionProps} />
      <MethodSection {...sectionProps} />
      <StorySection {...sectionProps} />

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
