import { describe, expect, it } from 'vitest';
import {
  comboCategoryOf,
  deriveCombo,
  groupForCombo,
  isBoldHeading,
  isCombinable,
  minutesOf,
  pickRecipes,
  type ComboSource,
} from './combo';

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

  it('checks the tags in the spec order, so a gluten-free cake is a cake', () => {
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
    ['Brown Butter Apple Pie', 'Other'],
  ])('without a matching tag, the title %j decides: %s', (title, expected) => {
    expect(comboCategoryOf({ title, tags: ['Seasonal'] })).toBe(expected);
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

describe('personal combo derivation', () => {
  const cake = recipe({
    id: 7,
    slug: 'classic-vanilla-layer-cake',
    title: 'Classic Vanilla Layer Cake',
    imageUrl: '/objects/cake',
    prepTime: '40 minutes',
    cookTime: '30 minutes',
    servings: 12,
    ingredients: ['2 cups flour', '1 cup sugar'],
    instructions: ['Mix.', 'Bake.'],
  });
  const curd = recipe({
    id: 9,
    title: 'Silky Lemon Curd',
    imageUrl: '/objects/curd',
    prepTime: 'about 10 min',
    cookTime: '1 hour 5 minutes',
    servings: 8,
    ingredients: ['3 eggs'],
    instructions: ['Whisk.', 'Cook.', 'Chill.'],
  });

  it('adds prep times, takes the longest cook time and the smallest yield', () => {
    const combo = deriveCombo([cake, curd], new Date('2025-04-01T10:00:00Z'));
    expect(combo.prepTime).toBe('50 minutes');
    expect(combo.cookTime).toBe('65 minutes');
    expect(combo.servings).toBe(8);
  });

  it('joins the titles with & and slugs the result', () => {
    const combo = deriveCombo([cake, curd]);
    expect(combo.title).toBe('Classic Vanilla Layer Cake & Silky Lemon Curd');
    expect(combo.slug).toBe('classic-vanilla-layer-cake-silky-lemon-curd');
    expect(combo.description).toContain('classic vanilla layer cake and silky lemon curd');
  });

  it('uses the first recipe’s image and the fixed values', () => {
    const combo = deriveCombo([curd, cake], new Date('2025-04-01T10:00:00Z'));
    expect(combo.imageUrl).toBe('/objects/curd');
    expect(combo.difficulty).toBe('Intermediate');
    expect(combo.category).toBe('temporary-combo');
    expect(combo.tags).toEqual(['temporary-combo']);
    expect(combo.dietaryInfo).toEqual([]);
    expect(combo.createdAt).toBe('2025-04-01T10:00:00.000Z');
    expect(combo.selectedRecipes.map((r) => r.id)).toEqual([9, 7]);
  });

  it('lists ingredients and numbered steps under bold recipe headings, then an assembly step', () => {
    const combo = deriveCombo([cake, curd]);
    expect(combo.ingredients).toEqual([
      '**Classic Vanilla Layer Cake**',
      '2 cups flour',
      '1 cup sugar',
      '**Silky Lemon Curd**',
      '3 eggs',
    ]);
    expect(combo.instructions.slice(0, 7)).toEqual([
      '**Classic Vanilla Layer Cake**',
      '1. Mix.',
      '2. Bake.',
      '**Silky Lemon Curd**',
      '1. Whisk.',
      '2. Cook.',
      '3. Chill.',
    ]);
    expect(combo.instructions[7]).toBe('**Assembly & Serving**');
    expect(combo.instructions.length).toBeGreaterThan(8);
    expect(isBoldHeading(combo.instructions[7]!)).toBe(true);
    expect(isBoldHeading('1. Mix.')).toBe(false);
  });

  it('throws "No recipes selected" when nothing is chosen', () => {
    expect(() => deriveCombo([])).toThrow('No recipes selected');
    expect(() => deriveCombo(pickRecipes([cake], [99, 100]))).toThrow('No recipes selected');
  });

  it('reads hours as hours and falls back to the first number', () => {
    expect(minutesOf('1 hour')).toBe(60);
    expect(minutesOf('25 minutes')).toBe(25);
    expect(minutesOf('about 15')).toBe(15);
    expect(minutesOf('overnight')).toBe(0);
  });

  it('keeps the order the recipes were chosen in', () => {
    expect(pickRecipes([cake, curd], [9, 7]).map((r) => r.id)).toEqual([9, 7]);
  });
});
