import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { Recipe } from '../../../shared/schemas/recipe';
import { toast } from '../../components/ui/toast-store';
import { adminRequest, afterRecipeChange } from './admin-api';
import { reportAdminFailure } from './admin-errors';
import { useMediaQuery } from '../../components/use-media-query';
import { RecipeFilter, ShowMoreRecipes, useRecipeFinder } from './recipe-finder';
import { TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useAdminRecipes } from './use-admin-recipes';

/**
 * Where focus goes once the delete confirmation closes. The dialog is opened from state, so
 * Radix does not know its trigger: Cancel and Esc return to the Delete button that opened it;
 * a confirmed delete moves on to the next recipe's Delete button in the same list (the
 * previous one for the last row), or to the tab panel when no recipe is left.
 */
function focusAfterDelete(opener: Opener, list: Recipe[], deleted: Recipe) {
  const index = list.findIndex((r) => r.id === deleted.id);
  const neighbour = list[index + 1] ?? list[index - 1];
  const next =
    neighbour && opener.list?.querySelector<HTMLElement>(`[data-delete-for="${CSS.escape(neighbour.slug)}"]`);
  if (next?.isConnected) return next.focus();
  opener.panel?.focus();
}

/** The Delete button that opened the dialog, with its list and tab panel (kept: the row may go first). */
interface Opener {
  button: HTMLElement;
  list: HTMLElement | null;
  panel: HTMLElement | null;
}

/** spec admin 2 (Recipes tab): the catalog with Edit and a confirmed Delete. */
export function RecipesTab() {
  const recipes = useAdminRecipes();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
    try {
      await adminRequest('DELETE', `/api/recipes/${encodeURIComponent(recipe.slug)}`);
      toast({ title: 'Recipe Deleted', description: `"${recipe.title}" has been deleted.`, variant: 'success' });
      await afterRecipeChange(queryClient);
    } catch (err) {
      if (reportAdminFailure(err, { description: 'There was a problem deleting the recipe. Please try again.' })) {
        navigate('/admin/login');
      } else {
        // The row stays: back to its Delete button, enabled again first so it can take focus.
        confirmed.current = null;
        flushSync(() => setDeleting(null));
        opener.current?.button.focus();
      }
    } finally {
      setDeleting(null);
    }
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
      <div className={`card hidden overflow-x-auto ${finder.shown.length ? 'lg:block' : ''}`} data-recipe-list>
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">All recipes</caption>
          <thead className="border-b border-oat bg-cream/60 text-sm text-cocoa">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Preparation
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Featured
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody ref={tableRows}>
            {finder.shown.map((recipe) => (
              <tr key={recipe.id} className="border-b border-oat/70 last:border-0">
                <th scope="row" className="px-4 py-3 align-top font-semibold">
                  <Link to={`/recipes/${recipe.slug}`} className="hover:text-crust hover:underline">
                    {recipe.title}
                  </Link>
                </th>
                <td className="max-w-sm px-4 py-3 align-top text-cocoa">
                  <span className="line-clamp-2">{recipe.description}</span>
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap text-cocoa">
                  {recipe.prepTime} prep, {recipe.cookTime} cook
                </td>
                <td className="px-4 py-3 align-top">{recipe.featured ? 'Yes' : 'No'}</td>
                <td className="px-4 py-2 align-top">
                  <RowActions
                    recipe={recipe}
                    deleting={deleting === recipe.slug}
                    onDelete={askToDelete}
                    className="justify-end"
                    buttonClass="px-4"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones and tablets: the same rows as cards, so Edit and Delete need no sideways scrolling. */}
      <ul
        ref={cards}
        className={finder.shown.length ? 'space-y-3 lg:hidden' : 'hidden'}
        aria-label="All recipes"
        data-recipe-list
      >
        {finder.shown.map((recipe) => (
          <li key={recipe.id} className="card p-4">
            <p className="font-semibold">
              <Link to={`/recipes/${recipe.slug}`} className="hover:text-crust hover:underline">
                {recipe.title}
              </Link>
            </p>
            <p className="mt-1 line-clamp-2 text-[15px] text-cocoa">{recipe.description}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-cocoa">
              <dt className="font-semibold">Preparation</dt>
              <dd>
                {recipe.prepTime} prep, {recipe.cookTime} cook
              </dd>
              <dt className="font-semibold">Featured</dt>
              <dd>{recipe.featured ? 'Yes' : 'No'}</dd>
            </dl>
            <RowActions
              recipe={recipe}
              deleting={deleting === recipe.slug}
              onDelete={askToDelete}
              className="mt-3"
              buttonClass="flex-1"
            />
          </li>
        ))}
      </ul>
      <ShowMoreRecipes finder={finder} listRef={wide ? tableRows : cards} />

      <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && setTarget(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (!opener.current) return;
              if (confirmed.current) focusAfterDelete(opener.current, finder.shown, confirmed.current);
              else opener.current.button.focus();
            }}
            className="card fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 shadow-xl"
          >
            <AlertDialog.Title className="font-display text-2xl">Are you absolutely sure?</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-cocoa">
              This action cannot be undone. This will permanently delete the recipe &ldquo;{target?.title}&rdquo;.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className="btn-accent" onClick={() => target && void remove(target)}>
                Delete Recipe
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** Edit and Delete for one recipe, shared by the desktop table and the phone cards. */
function RowActions({
  recipe,
  deleting,
  onDelete,
  className,
  buttonClass,
}: {
  recipe: Recipe;
  deleting: boolean;
  onDelete: (recipe: Recipe, event: MouseEvent<HTMLButtonElement>) => void;
  className: string;
  buttonClass: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <Link
        to={`/recipes/edit/${recipe.slug}`}
        className={`btn-outline min-h-11 ${buttonClass}`}
        aria-label={`Edit ${recipe.title}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className={`btn min-h-11 border-2 border-berry/30 bg-white text-berry-dark hover:border-berry hover:bg-berry/5 ${buttonClass}`}
        aria-label={`Delete ${recipe.title}`}
        data-delete-for={recipe.slug}
        disabled={deleting}
        onClick={(event) => onDelete(recipe, event)}
      >
        {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}
