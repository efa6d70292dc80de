import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { moveUpdates, nextFeaturedOrder } from '../../../shared/featured';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toast } from '../../components/ui/toast-store';
import { afterRecipeChange, updateRecipe } from './admin-api';
import { reportAdminFailure } from './admin-errors';

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
 * The Featured Recipes tab's changes to `list`: featuring a recipe or not, and moving one; `busy`
 * while one is saved, every control disabled meanwhile.
 */
export function useFeaturedChanges(list: Recipe[]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, failure: string) {
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

  const toggle = (recipe: Recipe, featured: boolean) =>
    run(async () => {
      await updateRecipe(
        recipe.slug,
        featured
          ? { featured: true, featuredOrder: nextFeaturedOrder(list) }
          : { featured: false, featuredOrder: null },
      );
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
      );
    }, 'There was a problem updating the featured status.');

  const move = (recipe: Recipe, direction: 'up' | 'down') =>
    run(async () => {
      const updates = moveUpdates(list, recipe, direction);
      if (!updates) return;
      // docs/product.md#admin: two calls in parallel; the server swaps atomically, so their order does not matter.
      await Promise.all(
        updates.map((u) => updateRecipe(list.find((r) => r.id === u.id)!.slug, { featuredOrder: u.featuredOrder })),
      );
      toast({ title: 'Order Updated', description: `"${recipe.title}" moved ${direction}.`, variant: 'success' });
    }, 'There was a problem updating the featured order.');

  return { busy, toggle, move };
}
