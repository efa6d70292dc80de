import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryIdOf, RECIPE_CATEGORIES } from '../../../shared/categories';
import type { Recipe } from '../../../shared/schemas/recipe';
import { allRecipes, byTitle, recipesByTag, sameRecipes } from '../../data/recipes';
import { prepareSearch, searchReady, searchRecipes } from '../../data/recipe-search';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { RecipeCardSkeleton } from '../../components/recipes/recipe-card';
import { useCatalogStatus } from '../../components/recipes/use-catalog-status';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';
import { usePageTitle } from '../../components/layout/use-page-title';
import { RecipeGrid } from './recipe-grid';
import { useListPreferences } from './list-preferences';
import { ListToolbar } from './list-toolbar';
import { sortRecipes } from './sort-recipes';
import { useCatalogNote } from '../../components/recipes/use-catalog-note';

/** From this many recipes the search index is prepared ahead (issue 4); a smaller one is indexed in a few ms on the first search. */
export const PREPARE_SEARCH_FROM = 1000;

/** docs/product.md#recipes (Recipes): search, category chips (?tag=), grid, skeletons, empty and error states. */
export function RecipesPage() {
  usePageTitle('Recipes');
  const [params, setParams] = useSearchParams();
  const tag = categoryIdOf(params.get('tag') ?? 'all');
  const search = params.get('search') ?? '';
  // docs/product.md#recipes: a tag takes priority over search. So the page never shows a search the list
  // ignores: a category empties the box, and typing goes back to All Recipes.
  const [query, setQuery] = useState(tag === 'all' ? search : '');
  // The box's text last written into the URL by the pause below, until the URL shows it.
  const [written, setWritten] = useState<string | null>(null);

  // The URL can also change without the box: a footer category link (docs/product.md#recipes: '?tag='
  // preselects a category), Back and Forward. The box then shows what the URL asks for, instead
  // of writing its old text back over it; only the URL change that the box itself made is left alone.
  const [shownUrl, setShownUrl] = useState({ tag, search });
  if (shownUrl.tag !== tag || shownUrl.search !== search) {
    setShownUrl({ tag, search });
    setWritten(null);
    const ownWrite = tag === 'all' && written !== null && search === written;
    if (!ownWrite) setQuery(tag === 'all' ? search : '');
  }

  // Typing updates the URL after a short pause, so the list filters as you type and back works.
  useEffect(() => {
    const handle = setTimeout(() => {
      if (query === search) return;
      // Built from the live URL, not the render's params: a chip clicked during the pause
      // must not be overwritten by this late update.
      const next = new URLSearchParams(window.location.search);
      if (query.trim()) {
        next.set('search', query);
        next.delete('tag');
      } else next.delete('search');
      setWritten(query.trim() ? query : '');
      setParams(next, { replace: true });
    }, 150);
    return () => clearTimeout(handle);
  }, [query, search, setParams]);

  // docs/product.md#recipes: a tag takes priority over search. The catalog is read from the device when it
  // changes, not on every keystroke; search runs in memory on its index (issue 4: 10,000 recipes).
  // On a first visit the page's HTML carries the list's first recipes (sorted as the device sorts
  // them): shown until they are stored, then the device's whole list takes over (one paint of
  // cards and photo, no skeleton).
  const { fromPage, deviceReady } = usePageRecipes((rows) => [...rows].sort(byTitle));
  const shownFromPage = !deviceReady && fromPage !== undefined ? fromPage : null;
  const readList = () => (tag !== 'all' ? recipesByTag(tag) : allRecipes());
  const catalog = useCatalogQuery(
    () => (shownFromPage ? Promise.resolve(shownFromPage) : readList()),
    [tag, deviceReady],
    { initial: fromPage, same: sameRecipes },
  );
  // A large catalog's search index is built between tasks as soon as the list is read, not in one
  // long task on the first keystroke; a search typed before it is ready shows the skeleton.
  const [prepared, setPrepared] = useState<Recipe[] | null>(null);
  useEffect(() => {
    if (!catalog || tag !== 'all' || catalog.length < PREPARE_SEARCH_FROM || searchReady(catalog)) return;
    const controller = new AbortController();
    void prepareSearch(catalog, { signal: controller.signal }).then((ready) => ready && setPrepared(catalog));
    return () => controller.abort();
  }, [catalog, tag]);
  const searchable =
    !!catalog && (catalog.length < PREPARE_SEARCH_FROM || prepared === catalog || searchReady(catalog));
  // The visitor's order, remembered on the device; A-Z is the device's own order, and for a
  // search it keeps the best matches first.
  const [prefs, setPrefs] = useListPreferences();
  const recipes = useMemo(() => {
    const found =
      catalog && tag === 'all' && search.trim() ? (searchable ? searchRecipes(catalog, search) : undefined) : catalog;
    return found && sortRecipes(found, prefs.sort);
  }, [catalog, tag, search, searchable, prefs.sort]);
  const anyRecipes = useDeviceQuery(
    (db) => (shownFromPage ? shownFromPage.length : db.recipes.count()),
    [deviceReady],
    fromPage?.length,
  );
  const status = useCatalogStatus(anyRecipes === undefined ? undefined : anyRecipes > 0);
  // While only part of the catalog is on the device, what a search or a category finds is not final.
  const catalogNote = useCatalogNote();
  const filtered = tag !== 'all' || !!search.trim();
  const found = recipes && catalogNote !== undefined ? foundText(recipes.length, catalogNote, filtered) : '';

  const selectTag = (id: string) => {
    const next = new URLSearchParams(window.location.search);
    // All Recipes keeps the typed text (and sends it at once, so the pending update has nothing
    // left to do); a category shows all of its recipes and empties the box.
    const kept = id === 'all' ? query : '';
    if (id === 'all') next.delete('tag');
    else next.set('tag', id);
    if (kept.trim()) next.set('search', kept);
    else next.delete('search');
    setQuery(kept);
    setParams(next);
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">Recipes</h1>
      <p className="mt-2 text-cocoa">Every recipe is saved on this device once it has synced, ready for the kitchen.</p>
      <form role="search" className="mt-6" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="recipe-search" className="label">
          Search recipes
        </label>
        <input
          id="recipe-search"
          type="search"
          className="input max-w-xl"
          placeholder="Try “lemon” or “buttercream”"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <div className="mt-5 flex gap-2 overflow-x-auto pb-2" role="group" aria-label="Categories">
        {RECIPE_CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            className="chip shrink-0"
            aria-pressed={tag === c.id}
            onClick={() => selectTag(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
      {/* A tag that is not one of the chips (a recipe's own tag in its breadcrumb, an old link): say which list this is. */}
      {tag !== 'all' && !RECIPE_CATEGORIES.some((c) => c.id === tag) && (
        <p className="mt-3 text-cocoa">Showing recipes tagged “{tag}”.</p>
      )}
      {/* How many a search or category found, said once the list settles (the cards themselves are not announced). */}
      <p role="status" className="sr-only">
        {status === 'ready' ? found : ''}
      </p>
      <div className="mt-5 sm:mt-8">
        {status === 'error' && (
          <p role="alert" className="card p-6 text-center text-cocoa">
            Failed to load recipes. Please try again later.
          </p>
        )}
        {(status === 'loading' || (status === 'ready' && !recipes)) && (
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </div>
        )}
        {status === 'ready' && recipes && recipes.length === 0 && (
          <div className="card p-10 text-center">
            <h2 className="text-2xl">No recipes found</h2>
            {catalogNote && <p className="mt-2 text-cocoa">{catalogNote}</p>}
            <p className="mt-2 text-cocoa">Try another word or category.</p>
          </div>
        )}
        {status === 'ready' && recipes && recipes.length > 0 && (
          <section aria-labelledby="recipe-results-heading">
            <ListToolbar count={shownFromPage ? null : recipes.length} prefs={prefs} onChange={setPrefs} />
            {/* Only for a search or a category: the whole list visibly grows as recipes arrive. */}
            {catalogNote && filtered && <p className="mb-4 text-cocoa">{catalogNote}</p>}
            <RecipeGrid recipes={recipes} view={prefs.view} />
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * What the status line announces: 'No recipes found', '12 recipes found', or with only part of the
 * catalog on the device '12 recipes found so far', and for a search or a category why.
 */
function foundText(count: number, catalogNote: string | null, filtered: boolean): string {
  const text =
    count === 0
      ? 'No recipes found'
      : `${count.toLocaleString('en-US')} ${count === 1 ? 'recipe' : 'recipes'} found${catalogNote ? ' so far' : ''}`;
  return catalogNote && (filtered || count === 0) ? `${text}. ${catalogNote}` : text;
}
