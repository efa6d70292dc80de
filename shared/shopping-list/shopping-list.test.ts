import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { categoryOf, expandBatches, nameKey, planShoppingAdd, shoppingListText, type ShoppingListLine } from './index';

/** Applies a plan the way the device does, giving new lines ids l1, l2, ... */
function apply(list: ShoppingListLine[], lines: string[], system: 'us' | 'metric' = 'us', source = 'recipe:1') {
  const plan = planShoppingAdd(list, lines, system, source);
  const changed = new Map(plan.changed.map((line) => [line.id, line]));
  let next = list.filter((line) => !plan.removed.includes(line.id)).map((line) => changed.get(line.id) ?? line);
  next = [...next, ...plan.added.map((entry, i) => ({ ...entry, id: `l${list.length + i + 1}`, ticked: false }))];
  return { list: next, plan };
}
const shown = (list: ShoppingListLine[]) =>
  list.map((line) => (line.amountText ? `${line.amountText} ${line.name}` : line.name)).sort();

describe('adding recipe lines to the shopping list', () => {
  it('merges cups and grams of flour into one line in the list system', () => {
    const first = apply([], ['2 cups all-purpose flour']);
    const us = apply(first.list, ['250 g flour'], 'us', 'recipe:2');
    expect(shown(us.list)).toEqual(['4 1/4 cups all-purpose flour']);
    expect(us.list[0]!.recipeIds).toEqual(['recipe:1', 'recipe:2']);
    expect(us.list[0]!.id).toBe(first.list[0]!.id);
    const metric = apply(first.list, ['250 g flour'], 'metric', 'recipe:2');
    expect(shown(metric.list)).toEqual(['490 g all-purpose flour']);
  });

  it('keeps two amounts under one name when no density converts them', () => {
    const { list } = apply([], ['1 cup blueberries', '150 g fresh blueberries']);
    expect(shown(list)).toEqual(['1 cup blueberries', '6 oz blueberries']);
    expect(shown(apply([], ['1 cup blueberries', '150 g blueberries'], 'metric').list)).toEqual([
      '150 g blueberries',
      '240 ml blueberries',
    ]);
  });

  it('adds counts, whatever size word or plural a line uses', () => {
    const { list, plan } = apply([], ['2 eggs', '3 large eggs, room temperature', '1/2 cup milk']);
    expect(shown(list)).toEqual(['1/2 cup milk', '5 eggs']);
    expect(plan.ingredients).toBe(2);
    expect(shown(apply([], ['1 egg']).list)).toEqual(['1 egg']);
  });

  it('rounds up to what a shopper can measure or buy, never down', () => {
    expect(shown(apply([], ['1/2 egg', '1 1/4 cans (15 oz each) pumpkin']).list)).toEqual([
      '1 egg',
      '2 (15 oz) cans pumpkin',
    ]);
    expect(shown(apply([], ['1 cup + 1 tsp sugar']).list)).toEqual(['1 1/4 cups granulated sugar']);
    expect(shown(apply([], ['100 ml milk', '≈ 33.3 g salt'], 'metric').list)).toEqual(['100 ml milk', '34 g salt']);
  });

  it('buys American butter in half sticks and counts a stick written with spoons', () => {
    const { list } = apply([], ['1 stick + 2 Tbsp (140 g) unsalted butter', '1/2 cup unsalted butter, softened']);
    expect(shown(list)).toEqual(['2 1/2 sticks unsalted butter']);
    expect(shown(apply([], ['1 stick + 2 Tbsp unsalted butter'], 'metric').list)).toEqual(['142 g unsalted butter']);
  });

  it('reads the top of a range, skips headers and headings, and lets a pinch join a measured amount', () => {
    const { list, plan } = apply(
      [],
      ['---For the glaze---', '**Lemon Cake**', '2-3 cups milk', 'Pinch of salt', '1 tsp salt'],
    );
    expect(shown(list)).toEqual(['1 tsp salt', '3 cups milk']);
    expect(plan.ingredients).toBe(2);
    expect(shown(apply([], ['salt to taste']).list)).toEqual(['salt']);
    // A range whose ends are written alone, as the coconut buttercream at Triple lists it.
    expect(
      shown(apply([], ['1/2 cup + 1 Tbsp to 3/4 cup thick canned coconut cream, at room temperature']).list),
    ).toEqual(['3/4 cup thick canned coconut cream']);
  });

  it('starts a new line for a food already ticked off: that one is in the basket', () => {
    const first = apply([], ['2 eggs']).list.map((line) => ({ ...line, ticked: true }));
    const { list } = apply(first, ['3 eggs']);
    expect(list.map((line) => [line.amountText, line.ticked])).toEqual([
      ['2', true],
      ['3', false],
    ]);
  });

  it('folds two open lines of one food (from two devices) into one', () => {
    const a = apply([], ['1 cup sugar']).list;
    const b = apply([], ['1 cup sugar']).list.map((line) => ({ ...line, id: 'other' }));
    const { list, plan } = apply([...a, ...b], ['1/2 cup sugar']);
    expect(shown(list)).toEqual(['2 1/2 cups granulated sugar']);
    expect(plan.removed).toEqual(['other']);
  });

  it('keeps the container size of cans and packages', () => {
    expect(
      shown(apply([], ['2 (8 oz) packages cream cheese, softened', '1 (8 oz) package cream cheese']).list),
    ).toEqual(['3 (8 oz) packages cream cheese']);
  });

  it('reads the combiner and the metric toggle', () => {
    const { list } = apply(
      [],
      ['2 1/2 cups granulated sugar, divided: 2 cups for the cake, 1/2 cup for the glaze', '≈ 240 g all-purpose flour'],
    );
    expect(shown(list)).toEqual(['2 1/2 cups granulated sugar', '2 cups all-purpose flour']);
  });
});

describe('names', () => {
  it('merges plural and singular and the names a store sells as one thing', () => {
    expect(nameKey('Large Eggs')).toBe(nameKey('egg'));
    expect(nameKey('fresh raspberries')).toBe(nameKey('raspberry'));
    expect(nameKey('all-purpose flour')).toBe(nameKey('flour'));
    expect(nameKey('plain flour, sifted')).toBe(nameKey('flour'));
    expect(nameKey("confectioners' sugar")).toBe(nameKey('powdered sugar'));
  });
  it('keeps foods apart that a shopper must not swap', () => {
    expect(nameKey('bread flour')).not.toBe(nameKey('flour'));
    expect(nameKey('unsalted butter')).not.toBe(nameKey('butter'));
    expect(nameKey('egg yolks')).not.toBe(nameKey('eggs'));
    expect(nameKey('molasses')).toBe('molasses');
    expect(nameKey('pumpkin purée (not pie filling)')).toBe('pumpkin purée');
    expect(nameKey('fresh or frozen blueberries')).toBe('blueberry');
    expect(nameKey('all-purpose or bread flour, plus more for kneading')).toBe(nameKey('flour'));
    expect(nameKey('buttermilk or whole milk')).toBe('buttermilk');
  });
});

describe('categories', () => {
  it.each([
    ['all-purpose flour', 'baking'],
    ['baking soda', 'baking'],
    ['cream of tartar', 'baking'],
    ['lemon extract', 'baking'],
    ['sweetened condensed milk', 'baking'],
    ['unsalted butter', 'dairy'],
    ['eggs', 'dairy'],
    ['heavy cream', 'dairy'],
    ['buttermilk', 'dairy'],
    ['lemons', 'produce'],
    ['fresh blueberries', 'produce'],
    ['peanut butter', 'other'],
    ['pumpkin puree', 'other'],
    ['sprinkles', 'baking'],
    ['parchment paper', 'other'],
  ])('%s is %s', (name, category) => {
    expect(categoryOf(name)).toBe(category);
  });
});

describe('sharing as text', () => {
  it('lists what is left to buy by aisle', () => {
    const { list } = apply([], ['2 cups flour', '3 eggs', '2 lemons', '1 tsp vanilla']);
    const ticked = list.map((line) => (line.name === 'lemons' ? { ...line, ticked: true } : line));
    expect(shoppingListText(ticked)).toBe(
      [
        'Shopping list',
        '',
        'Dairy & eggs',
        '- 3 eggs',
        '',
        'Baking',
        '- 2 cups all-purpose flour',
        '- 1 tsp vanilla extract',
      ].join('\n'),
    );
    expect(shoppingListText(list.map((line) => ({ ...line, ticked: true })))).toBeNull();
  });
});

describe('batches of another recipe', () => {
  const byTitle = (name: string) => demoRecipes.find((r) => r.title.toLowerCase() === name.toLowerCase());

  it('buys the recipe’s own ingredients, times the batches, merged with the rest', () => {
    const cake = ['2 sticks (226 g) unsalted butter, softened', '3 batches Vanilla Buttercream'];
    const lines = expandBatches(cake, byTitle, 'us');
    expect(lines).not.toContain('3 batches Vanilla Buttercream');
    expect(lines).toContain('12 cups (1440 g) powdered sugar, sifted');
    const plan = planShoppingAdd([], lines, 'us', 'recipe:11');
    const added = plan.added.map((line) => `${line.amountText} ${line.name}`);
    // The cake's 2 sticks and three batches' 2 sticks each: one line of butter.
    expect(added).toContain('8 sticks unsalted butter');
    expect(added).toContain('12 cups powdered sugar');
    expect(added.join('\n')).not.toMatch(/buttercream/i);
  });

  it('writes them in the list’s unit system, takes the first choice the catalog knows, keeps an unknown one', () => {
    expect(expandBatches(['1/2 batch Vanilla Buttercream'], byTitle, 'metric')).toContain(
      '240 g powdered sugar, sifted',
    );
    const macarons = expandBatches(['1 batch Vanilla Buttercream or raspberry filling, to sandwich'], byTitle, 'us');
    expect(macarons).toContain('4 cups (480 g) powdered sugar, sifted');
    expect(expandBatches(['2 batches Grandma’s Secret Glaze'], byTitle, 'us')).toEqual([
      '2 batches Grandma’s Secret Glaze',
    ]);
  });

  it('never follows a recipe into itself', () => {
    const loop = { title: 'Loop', ingredients: ['1 batch Loop', '1 cup sugar'] };
    // Two batches of Loop: its sugar twice, and its own 'batch of Loop' left as it reads.
    expect(expandBatches(['2 batches Loop'], (name) => (name === 'Loop' ? loop : undefined), 'us')).toEqual([
      '2 batches Loop',
      '2 cups sugar',
    ]);
  });
});
