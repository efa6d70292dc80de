import { startTransition, useCallback, useEffect, useState } from 'react';

/** How the Recipes list is ordered and drawn (docs/product.md#recipes): kept on the device. */
export const RECIPE_SORTS = [
  { id: 'az', label: 'A-Z' },
  { id: 'quickest', label: 'Quickest total time' },
  { id: 'newest', label: 'Newest' },
  { id: 'top-rated', label: 'Top rated' },
] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number]['id'];
export type RecipeView = 'cards' | 'list';
/**
 * 'auto' until the baker picks a view: the compact list on a phone, cards from 640 px
 * (docs/product.md#recipes). Drawn by CSS (app/features/recipes/recipe-grid.tsx), so the server's
 * render is already right for the screen and nothing moves once the page hydrates.
 */
export type ListView = RecipeView | 'auto';

export interface ListPreferences {
  sort: RecipeSort;
  view: ListView;
}

/** Where 'auto' shows the list: below Tailwind's `sm` (640 px), a phone. */
export const PHONE_QUERY = '(max-width: 639.98px)';

export const LIST_PREFERENCES_KEY = 'recipes.listPreferences';
export const DEFAULT_LIST_PREFERENCES: ListPreferences = { sort: 'az', view: 'auto' };

/** What the device remembers, each part checked on its own: a stale or hand-edited value falls back to the default. */
export function readListPreferences(storage: Pick<Storage, 'getItem'> | undefined): ListPreferences {
  let saved: Partial<Record<keyof ListPreferences, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIST_PREFERENCES_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as typeof saved;
  } catch {
    // unreadable: the defaults
  }
  return {
    sort: RECIPE_SORTS.some((s) => s.id === saved.sort) ? (saved.sort as RecipeSort) : DEFAULT_LIST_PREFERENCES.sort,
    view: saved.view === 'list' || saved.view === 'cards' ? saved.view : DEFAULT_LIST_PREFERENCES.view,
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: the choice lasts as long as the page
  }
}

/**
 * The list's sort and view. The server's render and the render that hydrates it use the
 * defaults (decision 007: no storage read in render); the device's choice follows right after.
 */
export function useListPreferences(): [ListPreferences, (change: Partial<ListPreferences>) => void] {
  const [prefs, setPrefs] = useState(DEFAULT_LIST_PREFERENCES);
  useEffect(() => {
    const saved = readListPreferences(storage());
    startTransition(() => setPrefs((shown) => (shown === DEFAULT_LIST_PREFERENCES ? saved : shown)));
  }, []);
  const change = useCallback((next: Partial<ListPreferences>) => {
    setPrefs((shown) => {
      const merged = { ...shown, ...next };
      try {
        storage()?.setItem(LIST_PREFERENCES_KEY, JSON.stringify(merged));
      } catch {
        // a full or blocked storage: the choice still applies on this page
      }
      return merged;
    });
  }, []);
  return [prefs, change];
}
