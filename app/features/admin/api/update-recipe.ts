import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../../../shared/contracts/contract';
import { recipesApi } from '../../../../shared/contracts/recipes';
import {
  changedFields,
  recipeToFormValues,
  toRecipePayload,
  type RecipeFormValues,
  type RecipeChanges,
} from '../../../../shared/recipe-form';
import type { Recipe } from '../../../../shared/schemas/recipe';
import { autolinkStory } from '../../../../shared/story-autolink';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../data/api';
import { adminRequest, afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { sessionEndedOnSave } from '../admin-errors';
import { clearDraft } from '../form-draft';
import { useLinkTargets } from '../use-link-targets';

/** PUT /api/recipes/:slug: saves the fields of a recipe the admin changed (or a featured change). */
export async function updateRecipe(slug: string, changes: unknown): Promise<void> {
  await adminRequest(recipesApi.update.method, pathOf(recipesApi.update, { slug }), changes);
}

/**
 * Edit Recipe's save (docs/product.md#admin): only the fields changed in this form are sent (the
 * rest, featured among it, may have changed elsewhere since), the draft is forgotten, the admin
 * lists and this device's catalog are brought up to date and the dashboard opens. `save` answers
 * null when saved, else the form's message (the toast has said it too).
 */
export function useUpdateRecipe(slug: string, draftPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkTargets = useLinkTargets();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: ({ changes }: { changes: RecipeChanges; title: string }) => updateRecipe(slug, changes),
    onSuccess: async (_, { title }) => {
      // Saved: before the refetch below remounts the form, so it does not come back as a draft.
      clearDraft(draftPath);
      toast({ title: 'Recipe Updated', description: `"${title}" has been updated.`, variant: 'success' });
      await afterRecipeChange(queryClient);
      void navigate('/admin/dashboard');
    },
  });

  /** `saved` is the recipe the form started from. */
  async function save(values: RecipeFormValues, saved: Recipe): Promise<string | null> {
    const payload = toRecipePayload(values);
    const changes = changedFields(toRecipePayload(recipeToFormValues(saved)), payload);
    if (changes.story !== undefined) changes.story = autolinkStory(changes.story, linkTargets, { excludeSlug: slug });
    try {
      await mutation.mutateAsync({ changes, title: payload.title });
      return null;
    } catch (err) {
      const ended = sessionEndedOnSave(err, draftPath, navigate);
      if (ended) return ended;
      const message =
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'There was a problem updating your recipe. Please try again.';
      toast({ title: 'Failed to update recipe', description: message, variant: 'destructive' });
      return `Failed to update recipe: ${message}`;
    }
  }

  return { save, isPending: mutation.isPending };
}
