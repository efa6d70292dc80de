import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { groupForCombo, type ComboGroup } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { ShowMore, usePagedList } from '../../components/recipes/show-more';
import { CategoryIcon } from './category-icon';
import { PickerCard } from './picker-card';
import { FilterMatches, RecipeFilterInput } from './recipe-filter';

/**
 * Cards per group before 'Show more' (issue 4): the demo catalog's groups fit in one page, so
 * they look as docs/product.md#combos describes; 10,000 recipes would be 70,000 elements and seconds of script.
 */
export const COMBO_GROUP_PAGE = 12;

/**
 * The recipe picker of both combiners (docs/product.md#combos): a search, the recipes in their groups
 * (icon, name, count; empty groups hidden), each a card with a checkbox. With `max`, no more than that
 * many can be ticked (the AI combiner's limit).
 */
export function RecipePicker({
  recipes,
  status,
  selected,
  onToggle,
  max,
}: {
  recipes: readonly Recipe[];
  status: 'loading' | 'error' | 'ready';
  selected: readonly number[];
  onToggle(id: number): void;
  max?: number | undefined;
}) {
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const chosen = useMemo(() => new Set(selected), [selected]);
  const full = max !== undefined && selected.length >= max;
  const allGroups = useMemo(() => groupForCombo(recipes), [recipes]);
  // Chosen recipes stay in view whatever the filter, so they can be unticked where they were ticked.
  const groups = useMemo(
    () =>
      query
        ? allGroups
            .map((g) => ({
              ...g,
              recipes: g.recipes.filter((r) => r.title.toLowerCase().includes(query) || chosen.has(r.id)),
            }))
            .filter((g) => g.recipes.length > 0)
        : allGroups,
    // `chosen` is left out on purpose: ticking a card must not make the list jump under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allGroups, query],
  );
  const matches = groups.reduce((n, g) => n + g.recipes.length, 0);

  return (
    <fieldset className="min-w-0 space-y-10">
      <legend className="sr-only">Recipes to combine</legend>
      <div className="max-w-md">
        <RecipeFilterInput id="picker-filter" label="Find a recipe" value={filter} onChange={setFilter} />
        <FilterMatches id="picker-filter" query={query} count={matches} className="mt-2 text-[15px] text-cocoa" />
      </div>
      {status === 'loading' && recipes.length === 0 ? (
        <p className="text-lg text-cocoa" role="status">
          Loading recipes...
        </p>
      ) : status === 'error' && recipes.length === 0 ? (
        <p className="text-lg text-berry-dark">Failed to load recipes. Please try again later.</p>
      ) : (
        groups.map((group) => (
          <PickerGroup key={group.id} group={group} chosen={chosen} full={full} onToggle={onToggle} resetKey={query} />
        ))
      )}
    </fieldset>
  );
}

function PickerGroup({
  group,
  chosen,
  full,
  onToggle,
  resetKey,
}: {
  group: ComboGroup<Recipe>;
  chosen: ReadonlySet<number>;
  full: boolean;
  onToggle(id: number): void;
  resetKey: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const { shown, total, more } = usePagedList(group.recipes, COMBO_GROUP_PAGE, resetKey);
  return (
    <section aria-labelledby={`combo-group-${group.id}`}>
      <h2 id={`combo-group-${group.id}`} className="flex items-center gap-3 text-2xl">
        <span className="grid h-11 w-11 place-items-center rounded-full bg-cream text-crust">
          <CategoryIcon id={group.id} />
        </span>
        {group.label}
        <span
          className="rounded-full bg-oat/60 px-2.5 py-0.5 font-sans text-sm font-bold text-cocoa"
          aria-label={`${total} recipes`}
        >
          {total}
        </span>
      </h2>
      <ul ref={listRef} className="mt-4 grid gap-3 sm:grid-cols-2">
        {shown.map((recipe) => {
          const checked = chosen.has(recipe.id);
          return (
            <li key={recipe.id}>
              <PickerCard recipe={recipe} checked={checked} blocked={!checked && full} onToggle={onToggle} />
            </li>
          );
        })}
      </ul>
      <ShowMore
        shown={shown.length}
        total={total}
        pageSize={COMBO_GROUP_PAGE}
        what={group.label}
        onMore={more}
        listRef={listRef}
      />
    </section>
  );
}
