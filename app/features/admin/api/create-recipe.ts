import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { recipesApi } from '../../../../shared/contracts/recipes';
import { isComboMode, toRecipePayload, type RecipeFormValues } from '../../../../shared/recipe-form';
import type { Recipe } from '../../../../shared/schemas/recipe';
import { autolinkStory } from '../../../../shared/story-autolink';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../data/api';
import { adminRequest, afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { sessionEndedOnSave, toastLogInFirst } from '../admin-errors';
import { getAdminToken } from '../admin-session';
import { clearDraft } from '../form-draft';
import { useLinkTargets } from '../use-link-targets';

/** POST /api/recipes: adds a recipe (a favorite combo is one too); the answer is the recipe as stored. */
export async function createRecipe(payload: unknown): Promise<Recipe> {
  return recipesApi.create.answer.parse(await adminRequest(recipesApi.create.method, recipesApi.create.path, payload));
}

/**
 * Add Recipe's save (docs/product.md#admin): the story's recipe names become links, then the
 * recipe is added, the form's draft forgotten, the admin lists and this device's catalog brought
 * up to date, and the new recipe's page opened. `add` answers null when saved, else the form's
 * message (the toast has said it too).
 */
export function useCreateRecipe(draftPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkTargets = useLinkTargets();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: createRecipe,
    onSuccess: async (created) => {
      clearDraft(draftPath);
      toast({ title: 'Recipe Added', description: `"${created.title}" has been added.`, variant: 'success' });
      await afterRecipeChange(queryClient);
      void navigate(`/recipes/${created.slug}`);
    },
  });

  async function add(values: RecipeFormValues): Promise<string | null> {
    if (!getAdminToken()) {
      toastLogInFirst();
      return 'Admin authentication required';
    }
    const payload = toRecipePayload(values);
    payload.story = autolinkStory(payload.story, linkTargets, { comboPhrases: isComboMode(payload.tags) });
    try {
      await mutation.mutateAsync(payload);
      return null;
    } catch (err) {
      const ended = sessionEndedOnSave(err, draftPath, navigate);
      if (ended) return ended;
      console.error('Failed to add recipe', err);
      toast({
        title: 'Error',
        description: 'There was a problem adding your recipe. Please try again.',
        variant: 'destructive',
      });
      const detail = err instanceof ApiError ? (err.serverMessage ?? err.bodyText) : 'Network request failed';
      return `Failed to add recipe: ${detail}`;
    }
  }

  return { add, isPending: mutation.isPending };
}
