import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  isComboMode,
  validateRecipeForm,
  type FieldErrors,
  type RecipeField,
  type RecipeFormValues,
} from '../../../shared/recipe-form';
import { recipeDraftSchema, useFormDraft, type Pending } from './form-draft';
import type { ListField, SectionProps } from './recipe-form-parts';

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

/**
 * The recipe form's state: the values (kept as a draft under `draftPath`), each field's message,
 * the form's refusal, and the save, which adds what waits in the new-entry boxes and checks every
 * field before `onSubmit`.
 */
export function useRecipeForm({
  mode,
  initial,
  onSubmit,
  draftPath,
}: {
  mode: 'add' | 'edit';
  initial: RecipeFormValues;
  onSubmit: (values: RecipeFormValues) => Promise<string | null>;
  draftPath?: string | undefined;
}) {
  // The draft holds the text still waiting in each new-entry box too (a reload, a 401 on an image upload).
  const draft = useFormDraft(draftPath, initial, recipeDraftSchema);
  const { values, setValues, pending, setPending } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorBox = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

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

  return {
    sectionProps,
    submit,
    saving,
    formError,
    formErrorBox,
    restored: draft.restored,
    discard,
    forget: draft.forget,
    combo: isComboMode(values.tags),
  };
}
