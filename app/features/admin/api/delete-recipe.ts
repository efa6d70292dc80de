import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../../../shared/contracts/contract';
import { recipesApi } from '../../../../shared/contracts/recipes';
import type { Recipe } from '../../../../shared/schemas/recipe';
import { toast } from '../../../components/ui/toast-store';
import { adminRequest, afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { reportAdminFailure } from '../admin-errors';

/** DELETE /api/recipes/:slug. */
export async function deleteRecipe(slug: string): Promise<void> {
  await adminRequest(recipesApi.remove.method, pathOf(recipesApi.remove, { slug }));
}

/**
 * The Recipes tab's confirmed Delete (docs/product.md#admin): the toast, then the admin lists and
 * this device's catalog brought up to date; an ended session goes to the login. `remove` answers
 * whether the recipe is gone ('deleted'), the admin left for the login ('ended'), or the row
 * stays ('failed', the toast has said why).
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: (recipe: Recipe) => deleteRecipe(recipe.slug),
    onSuccess: async (_, recipe) => {
      toast({ title: 'Recipe Deleted', description: `"${recipe.title}" has been deleted.`, variant: 'success' });
      await afterRecipeChange(queryClient);
    },
  });

  async function remove(recipe: Recipe): Promise<'deleted' | 'ended' | 'failed'> {
    try {
      await mutation.mutateAsync(recipe);
      return 'deleted';
    } catch (err) {
      if (!reportAdminFailure(err, { description: 'There was a problem deleting the recipe. Please try again.' }))
        return 'failed';
      void navigate('/admin/login');
      return 'ended';
    }
  }

  return { remove };
}
