import { useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { useDeleteRecipe } from './api/delete-recipe';
import { useMediaQuery } from '../../components/use-media-query';
import { RecipeFilter, ShowMoreRecipes, useRecipeFinder } from './recipe-finder';
import { combosUsing } from './combos-using';
import { DeleteRecipeDialog, type Opener } from './delete-recipe-dialog';
import { RecipeCards, RecipeTable } from './recipe-lists';
import { TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useAdminRecipes } from './use-admin-recipes';

/** docs/product.md#admin (Recipes tab): the catalog with Edit and a confirmed Delete. */
export function RecipesTab() {
  const recipes = useAdminRecipes();
  const { remove: deleteRecipe } = useDeleteRecipe();
  const [target, setTarget] = useState<Recipe | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const opener = useRef<Opener | null>(null);
  const confirmed = useRef<Recipe | null>(null);
  const finder = useRecipeFinder(recipes.data ?? []);
  // The table on wide screens, the cards below Tailwind lg (at 768 px the table ran wider than the
  // screen and hid Edit and Delete): Show more focuses the visible one.
  const wide = useMediaQuery('(min-width: 64rem)');
  const tableRows = useRef<HTMLTableSectionElement>(null);
  const cards = useRef<HTMLUListElement>(null);

  const askToDelete = (recipe: Recipe, event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    opener.current = { button, list: button.closest('[data-recipe-list]'), panel: button.closest('[role="tabpanel"]') };
    confirmed.current = null;
    setTarget(recipe);
  };

  async function remove(recipe: Recipe) {
    confirmed.current = recipe;
    setDeleting(recipe.slug);
    const outcome = await deleteRecipe(recipe);
    if (outcome === 'failed') {
      // The row stays: back to its Delete button, enabled again first so it can take focus.
      confirmed.current = null;
      flushSync(() => setDeleting(null));
      opener.current?.button.focus();
    }
    setDeleting(null);
  }

  if (recipes.isPending) return <TabLoading label="Loading recipes" />;
  // Nothing loaded at all; a failed refresh of a loaded list keeps it, with TabStale's note.
  if (recipes.data === undefined)
    return <TabError message="Failed to load recipes. Please try again." onRetry={() => void recipes.refetch()} />;
  const stale = <TabStale query={recipes} what="recipes" />;
  if (recipes.data.length === 0) {
    return (
      <>
        {stale}
        <TabEmpty title="No recipes found.">
          Add your first recipe with <strong>Add New Recipe</strong>.
        </TabEmpty>
      </>
    );
  }

  return (
    <>
      {stale}
      <RecipeFilter finder={finder} id="admin-recipe-filter" />
      {/* No rows (a filter that matches nothing): the filter's status says so, no empty table. */}
      <RecipeTable recipes={finder.shown} listRef={tableRows} deleting={deleting} onDelete={askToDelete} />
      <RecipeCards recipes={finder.shown} listRef={cards} deleting={deleting} onDelete={askToDelete} />
      <ShowMoreRecipes finder={finder} listRef={wide ? tableRows : cards} />

      <DeleteRecipeDialog
        target={target}
        onClose={() => setTarget(null)}
        onConfirm={(recipe) => void remove(recipe)}
        opener={opener}
        confirmed={confirmed}
        shown={finder.shown}
        usedBy={target ? combosUsing(target, recipes.data) : []}
      />
    </>
  );
}
