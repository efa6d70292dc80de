import { useMemo } from 'react';
import { isCombinable } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { allRecipes, byTitle, sameRecipes } from '../../data/recipes';
import { useCatalogQuery } from '../../hooks/use-catalog-query';
import { useCatalogStatus } from '../../components/recipes/use-catalog-status';
import { usePageRecipes } from '../../components/recipes/use-page-recipes';

/**
 * The recipes both combiners offer, from the device (works offline); Favorite Combos are left out
 * (docs/product.md#combos). `status` is 'loading' until the device has the catalog. On a first visit the
 * page's HTML carries them (decision 007: the server renders the picker), shown until they are stored,
 * then the device's whole catalog takes over.
 */
export function useCombinableRecipes(): { recipes: Recipe[]; status: 'loading' | 'error' | 'ready' } {
  const { fromPage, deviceReady } = usePageRecipes((rows) => [...rows].sort(byTitle));
  const shownFromPage = !deviceReady && fromPage !== undefined ? fromPage : null;
  const all = useCatalogQuery(() => (shownFromPage ? Promise.resolve(shownFromPage) : allRecipes()), [deviceReady], {
    initial: fromPage,
    same: sameRecipes,
  });
  const status = useCatalogStatus(all === undefined ? undefined : all.length > 0);
  // Kept between renders: the pages derive groups, maps and filters from it (10,000 recipes).
  const recipes = useMemo(() => (all ?? []).filter(isCombinable), [all]);
  return { recipes, status };
}

/**
 * On a phone the two tabs share the row, and the list spans the width so each label reads on one line (in a
 * shrink-to-fit list they wrapped; at 320 px 'View Combination' ran past the list's edge).
 */
export const TAB_CLASS =
  'min-h-11 flex-1 rounded-full px-3 text-[15px] leading-tight font-semibold text-cocoa transition-colors hover:text-crust disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-cocoa data-[state=active]:bg-crust data-[state=active]:text-white sm:flex-none sm:px-5';
