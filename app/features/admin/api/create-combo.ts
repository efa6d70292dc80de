import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { comboToRecipePayload, type ComboFormValues } from '../../../../shared/recipe-form';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../data/api';
import { afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { sessionEndedOnSave, toastLogInFirst } from '../admin-errors';
import { getAdminToken } from '../admin-session';
import { createRecipe } from './create-recipe';

const FAILED = 'Failed to add favorite combo. Please try again.';

/**
 * Add Favorite Combo's save (docs/product.md#admin): a combo is a recipe made of others, added by
 * the same call as a recipe (`createRecipe`). `add` takes the form's values with the story already
 * linked (the page shows those links before saving) and answers null when saved, else the form's
 * message. On success `onSaved` runs first (the page forgets its draft), then the admin lists and
 * this device's catalog are brought up to date and the combo's page opens.
 */
export function useCreateCombo(draftPath: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: (values: ComboFormValues) => createRecipe(comboToRecipePayload(values)),
    onSuccess: async (created) => {
      onSaved();
      toast({ title: 'Success!', description: 'Your favorite combo has been added successfully.', variant: 'success' });
      await afterRecipeChange(queryClient);
      void navigate(`/recipes/${created.slug}`);
    },
  });

  async function add(values: ComboFormValues): Promise<string | null> {
    if (!getAdminToken()) {
      toastLogInFirst();
      return 'Admin authentication required';
    }
    try {
      await mutation.mutateAsync(values);
      return null;
    } catch (err) {
      // The form's draft is kept (form-draft.ts); logging in again comes back here with it.
      const ended = sessionEndedOnSave(err, draftPath, navigate);
      if (ended) return ended;
      // docs/product.md#admin: the status and body are logged; the admin sees the plain message (and a server reason, if any).
      console.error(err instanceof Error ? err.message : err);
      toast({ title: 'Error', description: FAILED, variant: 'destructive' });
      return err instanceof ApiError && err.status < 500 && err.serverMessage ? err.serverMessage : FAILED;
    }
  }

  return { add, isPending: mutation.isPending };
}
