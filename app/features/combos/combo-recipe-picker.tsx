import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { groupForCombo, type ComboGroup } from '../../../shared/combo';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { ShowMore, usePagedList } from '../../components/recipes/show-more';
import { CategoryIcon } from './category-icon';
import { FilterMatches, RecipeFilterInput } from './recipe-filter';

/**
 * Cards per group before 'Show more' (issue 4): the demo catalog's groups fit in one page, so
 * they look as the spec describes; 10,000 recipes would be 70,000 elements and seconds of script.
 */
export const COMBO_GROUP_PAGE = 12;

/** docs/product.md#combos (Personal Combo builder): recipes in their groups, each a card with a checkbox. */
export function ComboRecipePicker({
  recipes,
  selected,
  onToggle,
}: {
  recipes: readonly Recipe[];
  selected: readonly number[];
  onToggle(id: number): void;
}) {
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const chosen = useMemo(() => new Set(selected), [selected]);
  const allGroups = useMemo(() => groupForCombo(recipes), [recipes]);
  // A filter only where the groups need paging: a small catalog shows every card, as the spec has it.
  const large = allGroups.some((g) => g.recipes.length > COMBO_GROUP_PAGE);
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
    <div className="space-y-10">
      {large && (
        <div className="max-w-md">
          <RecipeFilterInput id="combo-filter" label="Find a recipe" value={filter} onChange={setFilter} />
          <FilterMatches id="combo-filter" query={query} count={matches} className="mt-2 text-[15px] text-cocoa" />
        </div>
      )}
      {groups.map((group) => (
        <ComboGroupSection key={group.id} group={group} chosen={chosen} onToggle={onToggle} resetKey={query} />
      ))}
    </div>
  );
}

function ComboGroupSection({
  group,
  chosen,
  onToggle,
  resetKey,
}: {
  group: ComboGroup<Recipe>;
  chosen: ReadonlySet<number>;
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
        {shown.map((recipe) => (
          <li key={recipe.id}>
            <ComboRecipeCard recipe={recipe} checked={chosen.has(recipe.id)} onToggle={onToggle} />
          </li>
        ))}
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

function ComboRecipeCard({
  recipe,
  checked,
  onToggle,
}: {
  recipe: Recipe;
  checked: boolean;
  onToggle(id: number): void;
}) {
  return (
    <label className="card flex h-full cursor-pointer items-center gap-3 p-3 transition-colors hover:border-crust has-[:checked]:border-crust has-[:checked]:bg-cream/60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry">
      {recipe.imageUrl ? (
        <RecipeImage url={recipe.imageUrl} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-xl" />
      ) : (
        <span aria-hidden="true" className="h-20 w-20 shrink-0 rounded-xl bg-cream" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-display text-lg leading-snug font-semibold">{recipe.title}</span>
        <span className="mt-1 block text-sm text-cocoa">
          Prep {recipe.prepTime} · Serves {recipe.servings}
        </span>
      </span>
      {/* Focus scrolls the checkbox into view; its margins bring the whole card clear of the sticky header above and of
          the phone's 'Your combo' bar and the bottom dock below (their heights are CSS variables), with room for the
          half card and the focus ring around the checkbox. */}
      <input
        type="checkbox"
        className="h-6 w-6 shrink-0 scroll-mt-32 scroll-mb-[calc(var(--combo-bar-height,0px)+var(--dock-height,0px)+4rem)] accent-crust"
        checked={checked}
        onChange={() => onToggle(recipe.id)}
        aria-label={recipe.title}
      />
    </label>
  );
}
