import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import * as method from './method';
import type { Recipe } from './schemas/recipe';
import { changedSince, changesBetween, linesAt, stepsAt } from './journal-diff';

/** docs/product.md#recipes: a bake keeps its snapshot; "Changed since you baked it" says what changed. */
const seed = demoRecipes.find((r) => r.slug === 'vanilla-buttercream')!;
const recipe: Recipe = {
  ...seed,
  id: 3,
  imageUrl: null,
  featuredOrder: null,
  version: 7,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const HALF = { factor: 0.5, units: 'us' as const, tool: null };
/** The bake as the page showed it at Half, in US cups. */
const baked = {
  ...HALF,
  lines: linesAt(recipe.ingredients, 0.5, 'us'),
  steps: stepsAt(recipe, HALF, method),
  recipeVersion: recipe.version,
};

describe('changesBetween', () => {
  it('pairs a removed line followed by an added one as a changed line', () => {
    expect(changesBetween(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual([{ kind: 'changed', before: 'b', after: 'B' }]);
  });
  it('says added and removed lines as such, in the order of the recipe now', () => {
    expect(changesBetween(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual([
      { kind: 'removed', before: 'b' },
      { kind: 'added', after: 'd' },
    ]);
    expect(changesBetween(['a'], ['x', 'y', 'a'])).toEqual([
      { kind: 'added', after: 'x' },
      { kind: 'added', after: 'y' },
    ]);
  });
  it('pairs as many lines as both runs hold, the rest added or removed', () => {
    expect(changesBetween(['a', 'b', 'c', 'z'], ['a', 'B', 'z'])).toEqual([
      { kind: 'changed', before: 'b', after: 'B' },
      { kind: 'removed', before: 'c' },
    ]);
  });
  it('finds nothing between the same lines', () => {
    expect(changesBetween(['a', 'b'], ['a', 'b'])).toEqual([]);
  });
});

describe('changedSince', () => {
  it('shows the bake at Half as a baker reads it', () => {
    expect(baked.lines[0]).toBe('1 stick (113 g) unsalted butter, softened to cool room temperature');
    expect(baked.lines[1]).toBe('2 cups (240 g) powdered sugar, sifted');
  });

  it('finds nothing while the recipe is the version baked', () => {
    expect(changedSince(baked, recipe, method)).toBeNull();
  });

  it('finds nothing when the recipe was saved again unchanged', () => {
    expect(changedSince(baked, { ...recipe, version: 8 }, method)).toBeNull();
  });

  it('compares at the bake’s size and units: an edited line and an added step', () => {
    const edited: Recipe = {
      ...recipe,
      version: 8,
      ingredients: recipe.ingredients.map((line, i) => (i === 1 ? '3 cups (360 g) powdered sugar, sifted' : line)),
      instructions: [...recipe.instructions, 'Chill the piped cupcakes for 15 minutes.'],
    };
    expect(changedSince(baked, edited, method)).toEqual({
      lines: [
        {
          kind: 'changed',
          before: '2 cups (240 g) powdered sugar, sifted',
          after: '1 1/2 cups (180 g) powdered sugar, sifted',
        },
      ],
      steps: [{ kind: 'added', after: 'Chill the piped cupcakes for 15 minutes.' }],
    });
  });

  it('reads a removed line of the recipe as removed, in the bake’s units', () => {
    const size = { ...HALF, units: 'metric' as const };
    const metric = {
      ...baked,
      ...size,
      lines: linesAt(recipe.ingredients, 0.5, 'metric'),
      steps: stepsAt(recipe, size, method),
    };
    const edited = { ...recipe, version: 9, ingredients: recipe.ingredients.slice(0, 4) };
    const changes = changedSince(metric, edited, method)!;
    expect(changes.lines).toEqual([{ kind: 'removed', before: metric.lines[4] }]);
    expect(metric.lines[4]).toMatch(/salt/);
    expect(changes.steps).toEqual([]);
  });
});
