import { useDeferredValue, useMemo, useRef } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { ShowMore, usePagedList } from '../../components/recipes/show-more';
import { FilterMatches, RecipeFilterInput } from './recipe-filter';

/** Recipes in the checklist before 'Show more' (issue 4); the demo catalog fits in one page. */
export const COMPILER_PAGE = 50;

/** The AI Recipe Combiner's checklist (docs/product.md#combos): title and description each, with a filter. */
export function CompilerRecipeList({
  recipes,
  status,
  selected,
  full,
  filter,
  onFilter,
  onToggle,
}: {
  recipes: readonly Recipe[];
  status: 'loading' | 'error' | 'ready';
  selected: readonly number[];
  /** The most recipes are chosen: the others cannot be ticked. */
  full: boolean;
  filter: string;
  onFilter(value: string): void;
  onToggle(id: number): void;
}) {
  const query = useDeferredValue(filter.trim().toLowerCase());
  const chosen = useMemo(() => new Set(selected), [selected]);
  // Chosen recipes stay in the list whatever the filter. `chosen` is read, not a dependency: a
  // tick must not reorder or shorten the list under the pointer.
  const matching = useMemo(
    () => (query ? recipes.filter((r) => r.title.toLowerCase().includes(query) || chosen.has(r.id)) : recipes),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recipes, query],
  );
  const { shown, total, more } = usePagedList(matching, COMPILER_PAGE, query);
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <fieldset className="card p-5 sm:p-6">
      <legend className="sr-only">Recipes to combine</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl">Choose recipes</h2>
        <div className="w-full sm:w-64">
          <RecipeFilterInput id="compiler-filter" label="Filter recipes" value={filter} onChange={onFilter} />
        </div>
      </div>
      {status === 'loading' ? (
        <p className="mt-6 text-cocoa" role="status">
          Loading recipes...
        </p>
      ) : status === 'error' && recipes.length === 0 ? (
        <p className="mt-6 text-berry-dark">Failed to load recipes. Please try again later.</p>
      ) : (
        <>
          <FilterMatches id="compiler-filter" query={query} count={total} className="mt-3 text-[15px] text-cocoa" />
          <ul ref={listRef} className="mt-1 divide-y divide-oat">
            {shown.map((recipe) => {
              const checked = chosen.has(recipe.id);
              return (
                <li key={recipe.id}>
                  <label
                    className={`flex cursor-pointer items-start gap-3 rounded-xl px-2 py-3 hover:bg-cream/60 ${!checked && full ? 'opacity-60' : ''}`}
                  >
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5 shrink-0 accent-crust"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => onToggle(recipe.id)}
                      aria-label={recipe.title}
                      aria-describedby={`compiler-desc-${recipe.id}`}
                    />
                    <span>
                      <span className="block font-semibold">{recipe.title}</span>
                      <span id={`compiler-desc-${recipe.id}`} className="block text-[15px] text-cocoa">
                        {recipe.description}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <ShowMore
            shown={shown.length}
            total={total}
            pageSize={COMPILER_PAGE}
            what="recipes"
            onMore={more}
            listRef={listRef}
          />
        </>
      )}
    </fieldset>
  );
}
