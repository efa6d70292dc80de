import { useState } from 'react';
import type { RecipeFormValues } from '../../../shared/recipe-form';
import { DraftNotice } from './draft-notice';
import { FormErrorBanner } from './form-controls';
import { ComboModeNote } from './recipe-form-parts';
import { BasicsSection, MethodSection, StorySection, TimingSection } from './recipe-form-sections';
import { useRecipeForm } from './use-recipe-form';

export { EMPTY_RECIPE } from './use-recipe-form';

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
  const form = useRecipeForm({ mode, initial, onSubmit, draftPath });
  const [imageBusy, setImageBusy] = useState(false);

  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      {form.restored && <DraftNotice onDiscard={form.discard} />}
      <FormErrorBanner ref={form.formErrorBox} message={form.formError} />
      {form.combo && <ComboModeNote />}

      <BasicsSection {...form.sectionProps} onImageBusyChange={setImageBusy} />
      <TimingSection {...form.sectionProps} />
      <MethodSection {...form.sectionProps} />
      <StorySection {...form.sectionProps} />

      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            form.forget();
            onCancel();
          }}
        >
          Cancel
        </button>
        <button type="submit" className="btn-primary min-w-40" disabled={form.saving || imageBusy}>
          {form.saving ? savingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
