import * as Switch from '@radix-ui/react-switch';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  canMoveDown,
  canMoveUp,
  featuredCount,
  moveUpdates,
  nextFeaturedOrder,
  sortForFeaturedTab,
} from '../../../shared/featured';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { toast } from '../../components/ui/toast-store';
import { afterRecipeChange, updateRecipe } from './admin-api';
import { reportAdminFailure } from './admin-errors';
import { RecipeFilter, ShowMoreRecipes, useRecipeFinder } from './recipe-finder';
import { TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useAdminRecipes } from './use-admin-recipes';

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

const putRecipe = updateRecipe;

/** docs/product.md#admin (Featured Recipes tab): a switch per recipe, Move Up / Move Down for featured ones. */
export function FeaturedTab() {
  const recipes = useAdminRecipes();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const sorted = useMemo(() => sortForFeaturedTab(recipes.data ?? []), [recipes.data]);
  // Every featured card shows (the admin orders them), then a page of the others at a time.
  const finder = useRecipeFinder(sorted, featuredCount(sorted));
  const cards = useRef<HTMLUListElement>(null);

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

  if (recipes.isPending) return <TabLoading label="Loading recipes" />;
  // Nothing loaded at all; a failed refresh of a loaded list keeps it, with TabStale's note.
  if (recipes.data === undefined)
    return <TabError message="Failed to load recipes. Please try again." onRetry={() => void recipes.refetch()} />;
  const list = recipes.data;
  if (list.length === 0)
    return <TabEmpty title="No recipes found.">Add a recipe first, then feature it here.</TabEmpty>;

  const count = featuredCount(list);

  const toggle = (recipe: Recipe, featured: boolean) =>
    run(async () => {
      await putRecipe(
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
        updates.map((u) => putRecipe(list.find((r) => r.id === u.id)!.slug, { featuredOrder: u.featuredOrder })),
      );
      toast({ title: 'Order Updated', description: `"${recipe.title}" moved ${direction}.`, variant: 'success' });
    }, 'There was a problem updating the featured order.');

  return (
    <div>
      <TabStale query={recipes} what="recipes" />
      <p className="text-cocoa">
        {count} featured {count === 1 ? 'recipe shows' : 'recipes show'} on the home page, in this order.
      </p>
      <div className="mt-4">
        <RecipeFilter finder={finder} id="featured-recipe-filter" />
      </div>
      <ul ref={cards} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
        {finder.shown.map((recipe) => {
          const switchId = `featured-${recipe.id}`;
          return (
            <li key={recipe.id}>
              <article
                aria-labelledby={`${switchId}-title`}
                className={`card flex h-full overflow-hidden sm:flex-col ${recipe.featured ? 'border-crust/50' : ''}`}
              >
                <RecipeImage
                  url={recipe.imageUrl}
                  alt=""
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 96px"
                  className="m-3 mr-0 h-24 w-24 shrink-0 rounded-xl sm:m-0 sm:aspect-[16/9] sm:h-auto sm:w-full sm:rounded-none"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
                  {recipe.featured && recipe.featuredOrder !== null && (
                    <span className="self-start rounded-full bg-crust px-3 py-0.5 text-sm font-semibold text-white">
                      Featured #{recipe.featuredOrder}
                    </span>
                  )}
                  {/* h2: the tab's content comes straight under the page's h1. */}
                  <h2 id={`${switchId}-title`} className="text-lg">
                    {recipe.title}
                  </h2>
                  <div className="flex items-center justify-between gap-3">
                    <label htmlFor={switchId} className="font-semibold text-cocoa">
                      Featured
                    </label>
                    {/* Every card has a switch: its name says which recipe (the visible label comes first, for label-in-name). */}
                    <Switch.Root
                      id={switchId}
                      aria-label={`Featured: ${recipe.title}`}
                      checked={recipe.featured}
                      disabled={busy}
                      onCheckedChange={(checked) => void toggle(recipe, checked)}
                      className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-oat transition-colors disabled:opacity-60 data-[state=checked]:bg-crust"
                    >
                      <Switch.Thumb className="block h-6 w-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
                    </Switch.Root>
                  </div>
                  {recipe.featured && (
                    <div className="mt-auto flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-outline flex-1 px-3 whitespace-nowrap"
                        aria-label={`Move Up: ${recipe.title}`}
                        disabled={busy || !canMoveUp(recipe)}
                        onClick={() => void move(recipe, 'up')}
                      >
                        <span aria-hidden="true">↑</span> Move Up
                      </button>
                      <button
                        type="button"
                        className="btn-outline flex-1 px-3 whitespace-nowrap"
                        aria-label={`Move Down: ${recipe.title}`}
                        disabled={busy || !canMoveDown(recipe, count)}
                        onClick={() => void move(recipe, 'down')}
                      >
                        <span aria-hidden="true">↓</span> Move Down
                      </button>
                    </div>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <ShowMoreRecipes finder={finder} listRef={cards} />
    </div>
  );
}
