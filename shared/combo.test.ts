import { describe, expect, it } from 'vitest';
import { comboCategoryOf, groupForCombo, isCombinable, minutesOf, pickRecipes, type ComboSource } from './combo';

const recipe = (over: Partial<ComboSource> & { id: number; title: string }): ComboSource => ({
  imageUrl: null,
  prepTime: '10 minutes',
  cookTime: '20 minutes',
  servings: 12,
  tags: [],
  ingredients: [],
  instructions: [],
  ...over,
});

describe('combo category assignment', () => {
  it.each([
    [['Bread'], 'Bread'],
    [['BREAD'], 'Bread'],
    [['brunchbreakfast'], 'BrunchBreakfast'],
    [['Cake'], 'Cake'],
    [['Cookies'], 'Cookies'],
    [['FillingsSauces'], 'FillingsSauces'],
    [['Frostings'], 'Frostings'],
    [['Gluten-Free'], 'Gluten-Free'],
    [['gluten free'], 'Gluten-Free'],
    [['GF'], 'Gluten-Free'],
    [['gluten_free'], 'Gluten-Free'],
  ])('puts a recipe tagged %j under %s', (tags, expected) => {
    expect(comboCategoryOf({ title: 'Something', tags })).toBe(expected);
  });

  it('checks the tags in the fixed order of docs/product.md#combos, so a gluten-free cake is a cake', () => {
    expect(comboCategoryOf({ title: 'Flourless Chocolate Cake', tags: ['Gluten-Free', 'Cake'] })).toBe('Cake');
    expect(comboCategoryOf({ title: 'Overnight Cinnamon Rolls', tags: ['BrunchBreakfast', 'Bread'] })).toBe('Bread');
  });

  it.each([
    ['Rustic Rye Bread', 'Bread'],
    ['Sticky Buns', 'Bread'],
    ['Lacy Crepes', 'BrunchBreakfast'],
    ['Buttermilk Pancakes', 'BrunchBreakfast'],
    ['Belgian Waffles', 'BrunchBreakfast'],
    ['Strawberry Shortcakes', 'Cake'],
    ['Oatmeal Cookie Bars', 'Cookies'],
    ['Apple Pie Filling', 'FillingsSauces'],
    ['Hot Fudge Sauce', 'FillingsSauces'],
    ['Passion Fruit Curd', 'FillingsSauces'],
    ['Cream Cheese Frosting', 'Frostings'],
    ['Brown Butter Buttercream', 'Frostings'],
    ['Gluten-Free Brownies', 'Gluten-Free'],
    ['Brown Butter Apple Pie', 'Seasonal'],
  ])('without a matching tag, the title %j decides: %s', (title, expected) => {
    expect(comboCategoryOf({ title, tags: ['Seasonal'] })).toBe(expected);
  });

  it('lists a Seasonal recipe no other rule places under Seasonal, as the recipe list does; else Other', () => {
    expect(comboCategoryOf({ title: 'Brown Butter Apple Pie', tags: ['Seasonal'] })).toBe('Seasonal');
    expect(comboCategoryOf({ title: 'Pumpkin Loaf', tags: ['Bread', 'Seasonal'] })).toBe('Bread');
    expect(comboCategoryOf({ title: 'Brown Butter Apple Pie', tags: [] })).toBe('Other');
  });

  it('leaves Favorite Combos out of the groups and hides empty groups', () => {
    const groups = groupForCombo([
      recipe({ id: 1, title: 'Lemon Bars', tags: ['Cookies'] }),
      recipe({ id: 2, title: 'Party Combo', tags: ['FavoriteCombos', 'Cake'] }),
      recipe({ id: 3, title: 'Vanilla Buttercream', tags: ['Frostings'] }),
      recipe({ id: 4, title: 'Apple Pie', tags: [] }),
    ]);
    expect(groups.map((g) => [g.label, g.recipes.map((r) => r.id)])).toEqual([
      ['Cookies & Bars', [1]],
      ['Frostings & Buttercreams', [3]],
      ['Other', [4]],
    ]);
    expect(isCombinable({ tags: ['favoritecombos'] })).toBe(false);
  });
});

describe('combo helpers', () => {
  it('reads hours as hours and falls back to the first number', () => {
    expect(minutesOf('1 hour')).toBe(60);
    expect(minutesOf('25 minutes')).toBe(25);
    expect(minutesOf('about 15')).toBe(15);
    expect(minutesOf('overnight')).toBe(0);
  });

  it('keeps the order the recipes were chosen in', () => {
    const a = recipe({ id: 7, title: 'A' });
    const b = recipe({ id: 9, title: 'B' });
    expect(pickRecipes([a, b], [9, 7]).map((r) => r.id)).toEqual([9, 7]);
  });
});
