import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { catalogSeeded, forgetPageRecipes, recipesFromPage } from '../../data/catalog-seed';
import { forgetPageData } from '../../data/page-data';

/**
 * What a screen takes from the recipes its page's HTML carried (app/data/catalog-seed.ts), read
 * once when it mounts, and whether its device read may run. On the first screen of a visit the
 * screen shows `fromPage` until the page's recipes are stored, then reads the device: read any
 * earlier, the device could answer before the seed is written (an empty list, a skeleton).
 * Elsewhere, and once the screen shows another address, `fromPage` is undefined and the device
 * is ready at once.
 */
export function usePageRecipes<T>(pick: (recipes: Recipe[]) => T | undefined): {
  fromPage: T | undefined;
  deviceReady: boolean;
} {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const [first] = useState(() => {
    const recipes = recipesFromPage(url);
    return { url, value: recipes && pick(recipes) };
  });
  const [stored, setStored] = useState(first.value === undefined);
  useEffect(() => {
    if (stored) return;
    let mounted = true;
    void catalogSeeded().then(() => mounted && setStored(true));
    return () => {
      mounted = false;
    };
  }, [stored]);
  // Another recipe, tag or search on the same screen: that one comes from the device at once.
  const samePage = url === first.url;
  return { fromPage: samePage ? first.value : undefined, deviceReady: stored || !samePage };
}

/**
 * Forgets the page's recipes (and its other data, app/data/page-data.ts) at the first navigation inside the app: from then on screens wait
 * for the device, which may hold newer versions. Called once, by the root layout.
 */
export function useForgetPageRecipesOnNavigation(): void {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (key === firstKey) return;
    forgetPageRecipes();
    forgetPageData();
  }, [key, firstKey]);
}
