import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { sweep } from './combination-audit';
import type { CombinerRecipe } from './combiner';
import { SIZE_MULTIPLIERS } from './recipe-size';

/**
 * Every pair of the demo catalog's combinable recipes through both combiners, in both unit systems, at
 * every size the combinations' size control offers (docs/product.md#combos): about 8,500 combinations,
 * so it runs with the slow suites. Each is read as a baker would (shared/combination-audit.ts): lines
 * measurable, counts and servings true, weights kept, and each part's steps naming the pans, pieces and
 * amounts for one layer its batches make (`methodProblems`, docs/decisions/034-the-method-follows-the-amounts.md).
 * shared/combination-kitchen.test.ts holds the quick one, on chosen sets.
 */
const combinable = demoRecipes
  .map((r, i) => ({ ...r, id: i + 1, imageUrl: null }) as CombinerRecipe)
  .filter((r) => !r.tags.includes('FavoriteCombos'));
const pairs = combinable.flatMap((a, i) => combinable.slice(i + 1).map((b) => [a, b] as const));
const SYSTEMS = ['us', 'metric'] as const;

describe('every pair of the demo catalog, in both combiners', () => {
  // Each pair in US at one size and in Metric at the next, in turn: every size sees half the pairs in each
  // system and every pair is read in both, at the cost of three sizes in both (about a minute of CPU).
  it.each(SIZE_MULTIPLIERS.map((size, i) => [size, i] as const))(
    'is measurable, counts what it makes, keeps its weights and follows its method at x%d',
    (size, i) => {
      const problems = pairs.flatMap((pair, p) => sweep(pair, size, SYSTEMS[(p + i) % 2]!));
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it('never lists batches of a chosen recipe that its own section makes, whatever head count is asked', () => {
    const problems = pairs.flatMap((pair) => sweep(pair, 1, 'us', 'make it for 24 people'));
    expect(problems).toEqual([]);
  }, 600_000);
});
