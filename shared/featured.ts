/**
 * Featured ordering (docs/product.md#admin). Pure rules shared by the dashboard's Featured tab and
 * the server, which keeps featuredOrder unique and contiguous (1..n) whatever order requests
 * arrive in.
 */
export interface FeaturedEntry {
  id: number;
  title: string;
  featured: boolean;
  featuredOrder: number | null;
}

/** docs/product.md#admin: a missing featuredOrder sorts as 999. */
export const MISSING_ORDER = 999;

const orderOf = (r: { featuredOrder: number | null }) => r.featuredOrder ?? MISSING_ORDER;
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** The Featured tab's order: featured first by featuredOrder (then title), the rest by title. */
export function sortForFeaturedTab<T extends FeaturedEntry>(recipes: readonly T[]): T[] {
  const featured = homeFeatured(recipes);
  const rest = recipes.filter((r) => !r.featured).sort(byTitle);
  return [...featured, ...rest];
}

/** docs/product.md#admin: turning featured on takes the highest existing featuredOrder plus 1 (base 0). */
export function nextFeaturedOrder(recipes: readonly FeaturedEntry[]): number {
  return (
    recipes.reduce((max, r) => (r.featured && r.featuredOrder !== null ? Math.max(max, r.featuredOrder) : max), 0) + 1
  );
}

/**
 * The featured recipes as the home page shows them (docs/product.md#admin): every recipe marked
 * featured, none left out and no cap, in featuredOrder (a missing order last, as 999), then by
 * title. The device's home list (app/data/recipes.ts inFeaturedOrder) and the server's
 * (`featured()` in api/db/recipes.ts) order them so.
 */
export function homeFeatured<T extends FeaturedEntry>(recipes: readonly T[]): T[] {
  return recipes.filter((r) => r.featured).sort((a, b) => orderOf(a) - orderOf(b) || byTitle(a, b));
}

/** How many recipes the home page's Featured Recipes shows: the admin's "N featured recipes show on the home page". */
export function featuredCount(recipes: readonly FeaturedEntry[]): number {
  return homeFeatured(recipes).length;
}

/** docs/product.md#admin: Move Up is disabled when the order is missing or 1 or less. */
export function canMoveUp(recipe: FeaturedEntry): boolean {
  return recipe.featured && recipe.featuredOrder !== null && recipe.featuredOrder > 1;
}

/** docs/product.md#admin: Move Down is disabled when the order is missing or at least the featured count. */
export function canMoveDown(recipe: FeaturedEntry, count: number): boolean {
  return recipe.featured && recipe.featuredOrder !== null && recipe.featuredOrder < count;
}

/**
 * The two PUTs of a move (docs/product.md#admin: "two calls in parallel"): the recipe takes the
 * neighbour's order and the neighbour takes the recipe's. Null when there is no neighbour.
 */
export function moveUpdates(
  recipes: readonly FeaturedEntry[],
  recipe: FeaturedEntry,
  direction: 'up' | 'down',
): { id: number; featuredOrder: number }[] | null {
  if (!recipe.featured || recipe.featuredOrder === null) return null;
  const target = recipe.featuredOrder + (direction === 'up' ? -1 : 1);
  const neighbour = recipes.find((r) => r.featured && r.featuredOrder === target && r.id !== recipe.id);
  if (!neighbour) return null;
  return [
    { id: recipe.id, featuredOrder: target },
    { id: neighbour.id, featuredOrder: recipe.featuredOrder },
  ];
}

/** A change one PUT asks for. */
export type FeaturedChange =
  { featured: false } | { featured: true; featuredOrder?: number | null } | { featuredOrder: number };

/**
 * Server side: the featured list after `change` to recipe `id`, as id -> order (null = not
 * featured), for every recipe whose state differs from `current`. The featured recipes are
 * first renumbered 1..n in their current order, so the result is always contiguous:
 * - off: removed, the rest close the gap;
 * - on: appended (n+1), or placed at a requested position with the others shifted;
 * - a new order: swapped with the recipe holding it (order clamped to 1..n). A repeat of the
 *   same request is a no-op, so docs/product.md#admin's two parallel PUTs of a move settle the same way in
 *   either order.
 */
export function planFeaturedChange(
  current: readonly FeaturedEntry[],
  id: number,
  change: FeaturedChange,
): Map<number, number | null> {
  const ordered = current
    .filter((r) => r.featured)
    .sort((a, b) => orderOf(a) - orderOf(b) || byTitle(a, b) || a.id - b.id);
  let ids = ordered.map((r) => r.id);
  const isFeatured = ids.includes(id);

  if ('featured' in change && change.featured === false) {
    ids = ids.filter((x) => x !== id);
  } else if ('featured' in change && change.featured === true) {
    if (!isFeatured) {
      const requested = change.featuredOrder ?? ids.length + 1;
      const position = clamp(requested, 1, ids.length + 1) - 1;
      ids.splice(position, 0, id);
    } else if (change.featuredOrder != null) {
      ids = swapTo(ids, id, change.featuredOrder);
    }
  } else if ('featuredOrder' in change && isFeatured) {
    ids = swapTo(ids, id, change.featuredOrder);
  }

  const result = new Map<number, number | null>();
  const next = new Map(ids.map((x, i) => [x, i + 1]));
  for (const r of current) {
    const order = next.get(r.id) ?? null;
    if (r.featured !== (order !== null) || (r.featured ? r.featuredOrder : null) !== order) result.set(r.id, order);
  }
  if (!current.some((r) => r.id === id) && next.has(id)) result.set(id, next.get(id)!);
  return result;
}

function swapTo(ids: number[], id: number, order: number): number[] {
  const from = ids.indexOf(id);
  const to = clamp(order, 1, ids.length) - 1;
  if (from === to) return ids;
  const copy = [...ids];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));
