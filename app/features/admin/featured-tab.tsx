import { useMemo, useRef } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { featuredCount, sortForFeaturedTab } from '../../../shared/featured';
import { FeaturedCard } from './featured-card';
import { RecipeFilter, ShowMoreRecipes, useRecipeFinder } from './recipe-finder';
import { TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useAdminRecipes } from './use-admin-recipes';
import { useFeaturedChanges } from './api/update-featured';

const NO_RECIPES: Recipe[] = [];

/** docs/product.md#admin (Featured Recipes tab): a switch per recipe, Move Up / Move Down for featured ones. */
export function FeaturedTab() {
  const recipes = useAdminRecipes();
  const { busy, toggle, move } = useFeaturedChanges(recipes.data ?? NO_RECIPES);
  const sorted = useMemo(() => sortForFeaturedTab(recipes.data ?? []), [recipes.data]);
  // Every featured card shows (the admin orders them), then a page of the others at a time.
  const finder = useRecipeFinder(sorted, featuredCount(sorted));
  const cards = useRef<HTMLUListElement>(null);

  if (recipes.isPending) return <TabLoading label="Loading recipes" />;
  // Nothing loaded at all; a failed refresh of a loaded list keeps it, with TabStale's note.
  if (recipes.data === undefined)
    return <TabError message="Failed to load recipes. Please try again." onRetry={() => void recipes.refetch()} />;
  const list = recipes.data;
  if (list.length === 0)
    return <TabEmpty title="No recipes found.">Add a recipe first, then feature it here.</TabEmpty>;

  const count = featuredCount(list);

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
        {finder.shown.map((recipe) => (
          <li key={recipe.id}>
            <FeaturedCard recipe={recipe} count={count} busy={busy} onToggle={toggle} onMove={move} />
          </li>
        ))}
      </ul>
      <ShowMoreRecipes finder={finder} listRef={cards} />
    </div>
  );
}
