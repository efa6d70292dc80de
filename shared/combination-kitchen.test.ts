import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../api/seed/recipes';
import { combinationProblems, sweep } from './combination-audit';
import { combineRecipes, type CombinerRecipe } from './combiner';
import { SIZE_MULTIPLIERS } from './recipe-size';

/**
 * Both combiners over combinations of the demo recipes, in both unit systems, at every size of their size
 * control (docs/product.md#combos): every line measurable, every count in the notes and the servings what
 * the lines make, merged foods keeping their weights, the same batches in both tools, and each part's
 * steps naming the pans, pieces and amounts for one layer its batches make (`methodProblems`). The whole catalog's
 * pairs run in combination-kitchen.slow.test.ts.
 */
const catalog = demoRecipes.map((r, i) => ({ ...r, id: i + 1, imageUrl: null }));
const demo = (slug: string): CombinerRecipe => catalog.find((r) => r.slug === slug)!;

const SETS: readonly (readonly string[])[] = [
  ['classic-vanilla-layer-cake', 'raspberry-filling', 'vanilla-buttercream'],
  ['fudgy-brownies', 'lemon-bars', 'salted-caramel-sauce'],
  ['one-bowl-white-bread', 'overnight-cinnamon-rolls'],
  ['carrot-cake-with-toasted-walnuts', 'cream-cheese-frosting'],
  ['vanilla-bean-cupcakes', 'chocolate-buttercream', 'chocolate-ganache'],
  ['french-macarons', 'raspberry-filling'],
  ['scottish-shortbread', 'silky-lemon-curd'],
  ['crusty-farmhouse-loaf', 'hot-cross-buns', 'cream-tea-scones'],
  ['fluffy-buttermilk-pancakes', 'oven-dulce-de-leche'],
  ['soft-cut-out-sugar-cookies', 'coconut-buttercream', 'raspberry-filling'],
  ['blueberry-streusel-muffins', 'gluten-free-banana-oat-muffins', 'spiced-pumpkin-bread'],
  ['one-bowl-chocolate-cake', 'vanilla-pastry-cream', 'swiss-meringue-buttercream'],
];
const SIZES = SIZE_MULTIPLIERS;
const SYSTEMS = ['us', 'metric'] as const;

describe('both combiners over the demo recipes', () => {
  it.each(SYSTEMS)('read as something a baker can measure and follow in %s, at every size', (system) => {
    const problems = SETS.flatMap((slugs) => SIZES.flatMap((size) => sweep(slugs.map(demo), size, system)));
    expect(problems).toEqual([]);
  });

  it('keep their counts true when the prompt asks for a head count, double or half', () => {
    const problems = SETS.flatMap((slugs) =>
      ['make it for 36 people', 'for 64 guests', 'double it', 'half please'].flatMap((prompt) =>
        sweep(slugs.map(demo), 1, 'us', prompt),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the sweep finds what a baker would trip over', () => {
  const parts = ['classic-vanilla-layer-cake', 'vanilla-buttercream'].map(demo);
  const good = combineRecipes(parts);

  it('passes the combination as written', () => {
    expect(combinationProblems(good, parts)).toEqual([]);
  });

  it('fails on an unmeasurable line, a note the lines contradict, and a merged line that lost its grams', () => {
    const broken = {
      ...good,
      ingredients: [
        ...good.ingredients.map((l) => l.replace(/^5 sticks \(565 g\)/, '5 sticks')),
        '3/8 tsp fine salt',
        '---For the Vanilla Buttercream (3/8 batch)---',
      ],
      tips: ['Vanilla Buttercream: One batch makes about 3 1/2 cups; this combination makes 2 batches.'],
      servings: 16,
    };
    const problems = combinationProblems(broken, parts).join('\n');
    expect(problems).toMatch(/unmeasurable \(no 3\/8 tsp measure\)/);
    expect(problems).toMatch(/0.375 batches of Vanilla Buttercream/);
    expect(problems).toMatch(/tip says 2 batches of Vanilla Buttercream/);
    expect(problems).toMatch(/serves 16, while its bakes make 12/);
    expect(problems).toMatch(/lost its weight/);
  });

  it('fails on a part whose steps keep pans its batches contradict: a quarter carrot cake in two 9-inch rounds', () => {
    const cake = ['carrot-cake-with-toasted-walnuts', 'cream-cheese-frosting'].map(demo);
    const quarter = combineRecipes(cake, '', { size: 0.25 });
    expect(combinationProblems(quarter, cake)).toEqual([]);
    // What the combiners wrote before they read the method: the recipe's own pans, at a quarter of the batter.
    const written = cake[0]!.instructions;
    const old = {
      ...quarter,
      instructions: quarter.instructions.map((step) =>
        step.startsWith('Carrot Cake with Toasted Walnuts: ')
          ? `Carrot Cake with Toasted Walnuts: ${written[0]}`
          : step,
      ),
    };
    const problems = combinationProblems(old, cake).join('\n');
    expect(problems).toMatch(/Carrot Cake with Toasted Walnuts x0.25: .*as deep/);
  });
});
