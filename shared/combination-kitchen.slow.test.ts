import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { sweep } from './combination-audit';
import type { CombinerRecipe } from './combiner';

/**
 * Every pair of the demo catalog's combinable recipes through both combiners, in both unit systems, at a
 * quarter, as written and tripled (docs/product.md#combos): about 8,000 combinations, so it runs with the
 * slow suites. shared/combination-kitchen.test.ts holds the quick one, on chosen sets at every size.
 */
const combinable = demoRecipes
  .map((r, i) => ({ ...r, id: i + 1, imageUrl: null }) as CombinerRecipe)
  .filter((r) => !r.tags.includes('FavoriteCombos'));
const pairs = combinable.flatMap((a, i) => combinable.slice(i + 1).map((b) => [a, b] as const));

describe('every pair of the demo catalog, in both combiners', () => {
  it.each([0.25, 1, 3])(
    'is measurable, counts what it makes and keeps its weights at x%d',
    (size) => {
      const problems = pairs.flatMap((pair) => [...sweep(pair, size, 'us'), ...sweep(pair, size, 'metric')]);
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it('never lists batches of a chosen recipe that its own section makes, whatever head count is asked', () => {
    const problems = pairs.flatMap((pair) => sweep(pair, 1, 'us', 'make it for 24 people'));
    expect(problems).toEqual([]);
  }, 600_000);
});
