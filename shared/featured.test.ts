import { describe, expect, it } from 'vitest';
import {
  canMoveDown,
  canMoveUp,
  featuredCount,
  homeFeatured,
  moveUpdates,
  nextFeaturedOrder,
  planFeaturedChange,
  sortForFeaturedTab,
  type FeaturedEntry,
} from './featured';

const entry = (id: number, title: string, featured: boolean, featuredOrder: number | null): FeaturedEntry => ({
  id,
  title,
  featured,
  featuredOrder,
});

/** Applies a plan to a list, as the server writes it. */
function apply(list: FeaturedEntry[], plan: Map<number, number | null>): FeaturedEntry[] {
  return list.map((r) =>
    plan.has(r.id) ? { ...r, featured: plan.get(r.id) !== null, featuredOrder: plan.get(r.id)! } : r,
  );
}
const orders = (list: FeaturedEntry[]) =>
  Object.fromEntries(list.filter((r) => r.featured).map((r) => [r.title, r.featuredOrder]));

const catalog = [
  entry(1, 'Scones', true, 2),
  entry(2, 'Brownies', false, null),
  entry(3, 'Apple Pie', true, 1),
  entry(4, 'Lemon Bars', true, 3),
  entry(5, 'Bagels', false, null),
];

describe('sortForFeaturedTab', () => {
  it('puts featured recipes first by featuredOrder, then the rest by title', () => {
    expect(sortForFeaturedTab(catalog).map((r) => r.title)).toEqual([
      'Apple Pie',
      'Scones',
      'Lemon Bars',
      'Bagels',
      'Brownies',
    ]);
  });

  it('sorts a featured recipe without an order as 999, after ordered ones', () => {
    const list = [entry(1, 'Zebra Cake', true, null), entry(2, 'Apple', true, 998), entry(3, 'Berry', true, 5)];
    expect(sortForFeaturedTab(list).map((r) => r.title)).toEqual(['Berry', 'Apple', 'Zebra Cake']);
  });
});

describe('nextFeaturedOrder', () => {
  it('is the highest existing featuredOrder plus one', () => {
    expect(nextFeaturedOrder(catalog)).toBe(4);
  });
  it('starts at 1 when nothing is featured (base 0)', () => {
    expect(nextFeaturedOrder([entry(1, 'A', false, null)])).toBe(1);
  });
});

describe('Move Up / Move Down availability', () => {
  it('disables Move Up at order 1 or without an order', () => {
    expect(canMoveUp(entry(1, 'A', true, 1))).toBe(false);
    expect(canMoveUp(entry(1, 'A', true, null))).toBe(false);
    expect(canMoveUp(entry(1, 'A', true, 2))).toBe(true);
  });
  it('disables Move Down at the featured count or without an order', () => {
    expect(canMoveDown(entry(1, 'A', true, 3), 3)).toBe(false);
    expect(canMoveDown(entry(1, 'A', true, null), 3)).toBe(false);
    expect(canMoveDown(entry(1, 'A', true, 2), 3)).toBe(true);
  });
});

describe('moveUpdates', () => {
  it('swaps the recipe with its neighbour one place up', () => {
    expect(moveUpdates(catalog, catalog[0]!, 'up')).toEqual([
      { id: 1, featuredOrder: 1 },
      { id: 3, featuredOrder: 2 },
    ]);
  });
  it('is null when there is no neighbour', () => {
    expect(moveUpdates(catalog, catalog[3]!, 'down')).toBeNull();
  });
});

describe('planFeaturedChange', () => {
  it('appends a newly featured recipe at the end', () => {
    const after = apply(catalog, planFeaturedChange(catalog, 2, { featured: true }));
    expect(orders(after)).toEqual({ 'Apple Pie': 1, Scones: 2, 'Lemon Bars': 3, Brownies: 4 });
  });

  it('removes an unfeatured recipe and closes the gap', () => {
    const after = apply(catalog, planFeaturedChange(catalog, 1, { featured: false }));
    expect(orders(after)).toEqual({ 'Apple Pie': 1, 'Lemon Bars': 2 });
    expect(after.find((r) => r.id === 1)).toMatchObject({ featured: false, featuredOrder: null });
  });

  it('swaps with the recipe that holds the requested order', () => {
    const after = apply(catalog, planFeaturedChange(catalog, 4, { featuredOrder: 2 }));
    expect(orders(after)).toEqual({ 'Apple Pie': 1, 'Lemon Bars': 2, Scones: 3 });
  });

  it('settles the two PUTs of a move the same way in either order', () => {
    const [a, b] = moveUpdates(catalog, catalog[3]!, 'up')!;
    const first = apply(catalog, planFeaturedChange(catalog, a!.id, { featuredOrder: a!.featuredOrder }));
    const oneWay = apply(first, planFeaturedChange(first, b!.id, { featuredOrder: b!.featuredOrder }));
    const second = apply(catalog, planFeaturedChange(catalog, b!.id, { featuredOrder: b!.featuredOrder }));
    const otherWay = apply(second, planFeaturedChange(second, a!.id, { featuredOrder: a!.featuredOrder }));
    expect(orders(oneWay)).toEqual({ 'Apple Pie': 1, 'Lemon Bars': 2, Scones: 3 });
    expect(orders(otherWay)).toEqual(orders(oneWay));
  });

  it('clamps an order past the end and renumbers gaps and duplicates to 1..n', () => {
    const messy = [entry(1, 'A', true, 5), entry(2, 'B', true, 5), entry(3, 'C', true, null), entry(4, 'D', true, 40)];
    const after = apply(messy, planFeaturedChange(messy, 1, { featuredOrder: 99 }));
    expect(after.map((r) => r.featuredOrder).sort()).toEqual([1, 2, 3, 4]);
    expect(after.find((r) => r.id === 1)!.featuredOrder).toBe(4);
  });

  it('changes nothing when a recipe already holds the requested order', () => {
    expect(planFeaturedChange(catalog, 3, { featuredOrder: 1 }).size).toBe(0);
  });
});

describe('what the home page shows and the admin counts', () => {
  it('is every featured recipe, a seventh included, in order with a missing order last', () => {
    const seven = [
      ...catalog,
      entry(6, 'Biscotti', true, 4),
      entry(7, 'Cinnamon Rolls', true, 5),
      entry(8, 'Focaccia', true, 6),
      entry(9, 'Madeleines', true, null),
      entry(10, 'Shortbread', false, 7),
    ];
    const shown = homeFeatured(seven).map((r) => r.title);
    expect(shown).toEqual([
      'Apple Pie',
      'Scones',
      'Lemon Bars',
      'Biscotti',
      'Cinnamon Rolls',
      'Focaccia',
      'Madeleines',
    ]);
    expect(featuredCount(seven)).toBe(shown.length);
    expect(
      sortForFeaturedTab(seven)
        .slice(0, 7)
        .map((r) => r.title),
    ).toEqual(shown);
  });
});
