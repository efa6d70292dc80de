import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { isBoldHeading, pickRecipes, type ComboSource } from './combo';
import { combineRecipes } from './combiner';
import { deriveCombo } from './personal-combo';

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

const demo = (slug: string) => {
  const index = demoRecipes.findIndex((r) => r.slug === slug);
  return { ...demoRecipes[index]!, id: index + 1, imageUrl: null };
};

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

  it('adds prep times, takes the longest cook time, and serves what its bakes make', () => {
    const combo = deriveCombo([cake, curd], new Date('2025-04-01T10:00:00Z'));
    expect(combo.prepTime).toBe('50 minutes');
    expect(combo.cookTime).toBe('65 minutes');
    // The curd's own '8 servings' are spoonfuls of curd: it is made once for the cake, which serves 12.
    expect(combo.servings).toBe(12);
    expect(combo.story).toContain('It serves 12');
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
});

describe('the personal combo, kitchen-true', () => {
  const layerCake = demo('classic-vanilla-layer-cake');
  const filling = demo('raspberry-filling');
  const buttercream = demo('vanilla-buttercream');

  it('makes the batches the built-in combiner makes: the buttercream the cake asks for, 1 1/2 times', () => {
    const personal = deriveCombo([layerCake, filling, buttercream]);
    const combined = combineRecipes([layerCake, filling, buttercream]);
    expect(personal.ingredients).toContain('**Vanilla Buttercream (1 1/2 batches)**');
    expect(combined.ingredients).toContain('---For the Vanilla Buttercream (1 1/2 batches)---');
    // The cake's own line for it leaves its list: the buttercream's section makes it.
    expect(personal.ingredients).not.toContain('1 1/2 batches Vanilla Buttercream');
    expect(personal.ingredients).toContain('6 cups (720 g) powdered sugar, sifted');
    expect(personal.servings).toBe(combined.servings);
  });

  it('writes butter in sticks, as the recipe pages do', () => {
    const personal = deriveCombo([layerCake, buttercream]);
    expect(personal.ingredients).toContain('2 sticks (226 g) unsalted butter, softened');
    expect(personal.ingredients).toContain('3 sticks (339 g) unsalted butter, softened to cool room temperature');
  });

  it('follows the size and the unit system it is asked for', () => {
    const doubled = deriveCombo([layerCake, filling, buttercream], new Date(), { size: 2 });
    expect(doubled.ingredients).toContain('**Classic Vanilla Layer Cake (2 batches)**');
    expect(doubled.ingredients).toContain('**Vanilla Buttercream (3 batches)**');
    expect(doubled.servings).toBe(24);
    expect(doubled.instructions.join('\n')).toContain('Grease four 8-inch round cake pans');
    const metric = deriveCombo([layerCake, buttercream], new Date(), { system: 'metric' });
    expect(metric.ingredients).toContain('226 g unsalted butter, softened');
    expect(metric.ingredients.join('\n')).not.toMatch(/\bcups?\b/);
    expect(metric.units).toBe('metric');
  });

  it('gives one total, the longest path, not the sum of every part', () => {
    const combo = deriveCombo([layerCake, filling, buttercream]);
    // The cake alone takes 40 min prep, 28 min baking, 15 + 60 min cooling: the rest fits beside it.
    expect(combo.totalTime).toMatch(/^2 hours/);
  });
});
