import { useEffect, useMemo, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { allRecipes, byTitle, prepareTitleOrder, recipesByTag, sameRecipes } from '../../data/recipes';
import { prepareSearch, searchReady, searchRecipes } from '../../data/recipe-search';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { useCatalogNote } from '../../components/recipes/use-catalog-note';
import { useCatalogStatus } from '../../components/recipes/use-catalog-status';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';
import { useListPreferences } from './list-preferences';
import { sortRecipes } from './sort-recipes';
import { formatCount } from '../../../shared/numbers';

// The list's first render sorts by title: its collator is made as the page's module loads, before
// hydration, in a task of its own (app/data/recipes.ts).
prepareTitleOrder();

/** From this many recipes the search index is prepared ahead (issue 4); a smaller one is indexed in a few ms on the first search. */
export const PREPARE_SEARCH_FROM = 1000;

/** The recipes the Recipes page lists for a category or a search, in the visitor's order, with what the status line says. */
export function useRecipeResults(tag: string, search: string) {
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

  return { recipes, status, found, catalogNote, filtered, shownFromPage, prefs, setPrefs };
}

/**
 * What the status line announces: 'No recipes found', '12 recipes found', or with only part of the
 * catalog on the device '12 recipes found so far', and for a search or a category why.
 */
function foundText(count: number, catalogNote: string | null, filtered: boolean): string {
  const text =
    count === 0
      ? 'No recipes found'
      : `${formatCount(count)} ${count === 1 ? 'recipe' : 'recipes'} found${catalogNote ? ' so far' : ''}`;
  return catalogNote && (filtered || count === 0) ? `${text}. ${catalogNote}` : text;
}
