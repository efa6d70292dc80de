import { useState, type RefObject } from 'react';
import { ShowMore } from '../../components/recipes/show-more';
import { once } from '../../../shared/once';
import type { Recipe } from '../../../shared/schemas/recipe';

/** Rows a dashboard tab shows at first and adds per "Show more": enough to scan, few enough to render at once. */
export const ADMIN_PAGE_SIZE = 50;

const number = once(() => new Intl.NumberFormat('en-US'));

/**
 * The dashboard's recipe tabs on a large catalog: a title filter and a page of rows at a time.
 * Rendering every row of a 10,000-recipe catalog blocked the admin's tab for seconds; a page
 * renders at once, and the filter finds any recipe by name. `keep` rows (the featured ones,
 * which the admin orders among themselves) always show while the filter is empty.
 */
export function useRecipeFinder(recipes: readonly Recipe[], keep = 0) {
  const [query, setQueryState] = useState('');
  const [pages, setPages] = useState(1);
  const needle = query.trim().toLowerCase();
  const matches = needle ? recipes.filter((r) => r.title.toLowerCase().includes(needle)) : recipes;
  const limit = (needle ? 0 : keep) + pages * ADMIN_PAGE_SIZE;
  const setQuery = (next: string) => {
    setQueryState(next);
    setPages(1);
  };
  return {
    query,
    setQuery,
    shown: matches.slice(0, limit),
    total: matches.length,
    filtered: needle !== '',
    showMore: () => setPages((p) => p + 1),
  };
}

type Finder = ReturnType<typeof useRecipeFinder>;

/** The filter box above a recipe tab, with the count of what it shows (announced as it changes). */
export function RecipeFilter({ finder, id }: { finder: Finder; id: string }) {
  const { query, setQuery, shown, total, filtered } = finder;
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="w-full max-w-sm">
        <label htmlFor={id} className="label">
          Find a recipe
        </label>
        <input
          id={id}
          type="search"
          className="input"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Recipe title"
        />
      </div>
      <p role="status" className="text-sm text-cocoa">
        {filtered && total === 0
          ? `No recipe title contains "${query.trim()}".`
          : `Showing ${number().format(shown.length)} of ${number().format(total)} ${total === 1 ? 'recipe' : 'recipes'}`}
      </p>
    </div>
  );
}

/** "Show 50 more recipes" under a tab's rows; focus moves to the first new row of `listRef`. */
export function ShowMoreRecipes({ finder, listRef }: { finder: Finder; listRef: RefObject<HTMLElement | null> }) {
  return (
    <ShowMore
      shown={finder.shown.length}
      total={finder.total}
      pageSize={ADMIN_PAGE_SIZE}
      what="recipes"
      onMore={finder.showMore}
      listRef={listRef}
    />
  );
}
