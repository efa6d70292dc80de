import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { moveUpdates, nextFeaturedOrder } from '../../../../shared/featured';
import type { Recipe } from '../../../../shared/schemas/recipe';
import { toast } from '../../../components/ui/toast-store';
import { afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { reportAdminFailure } from '../admin-errors';
import { updateRecipe } from './update-recipe';

/**
 * Every control is disabled while a change is saved, which takes keyboard focus from the one
 * used: it gets it back, or its card's switch when it stays disabled (Move Up at the top).
 * Focus the admin has since put elsewhere is left alone.
 */
function giveFocusBack(control: HTMLElement | null) {
  const current = document.activeElement;
  if (!control?.isConnected || (current && current !== document.body && current !== control)) return;
  const target = control.matches(':disabled')
    ? control.closest('article')?.querySelector<HTMLElement>('[role="switch"]')
    : control;
  target?.focus();
}

/**
 * The Featured Recipes tab's changes to `list` (PUT /api/recipes/:slug, docs/product.md#admin):
 * featuring a recipe or not, and moving one; `busy` while one is saved, every control disabled
 * meanwhile. After each, saved or not, the admin lists and this device's catalog are read anew.
 */
export function useFeaturedChanges(list: Recipe[]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>, failure: string) {
    const control = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    try {
      await work();
    } catch (err) {
      if (reportAdminFailure(err, { description: failure })) navigate('/admin/login');
    } finally {
      await afterRecipeChange(queryClient).catch(() => undefined);
      flushSync(() => setBusy(false));
      giveFocusBack(control);
    }
  }

  const featuring = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: ({ recipe, featured }: { recipe: Recipe; featured: boolean }) =>
      updateRecipe(
        recipe.slug,
        featured
          ? { featured: true, featuredOrder: nextFeaturedOrder(list) }
          : { featured: false, featuredOrder: null },
      ),
    onSuccess: (_, { recipe, featured }) =>
      toast(
        featured
          ? {
              title: 'Added to Featured',
              description: `"${recipe.title}" now shows in Featured Recipes.`,
              variant: 'success',
            }
          : {
              title: 'Removed from Featured',
              description: `"${recipe.title}" no longer shows in Featured Recipes.`,
              variant: 'success',
            },
      ),
  });

  const moving = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: async ({ recipe, direction }: { recipe: Recipe; direction: 'up' | 'down' }) => {
      const updates = moveUpdates(list, recipe, direction);
      if (!updates) return false;
      // docs/product.md#admin: two calls in parallel; the server swaps atomically, so their order does not matter.
      await Promise.all(
        updates.map((u) => updateRecipe(list.find((r) => r.id === u.id)!.slug, { featuredOrder: u.featuredOrder })),
      );
      return true;
    },
    onSuccess: (moved, { recipe, direction }) => {
      if (moved)
        toast({ title: 'Order Updated', description: `"${recipe.title}" moved ${direction}.`, variant: 'success' });
    },
  });

  const toggle = (recipe: Recipe, featured: boolean) =>
    run(() => featuring.mutateAsync({ recipe, featured }), 'There was a problem updating the featured status.');

  const move = (recipe: Recipe, direction: 'up' | 'down') =>
    run(() => moving.mutateAsync({ recipe, direction }), 'There was a problem updating the featured order.');

  return { busy, toggle, move };
}
