import { describe, expect, it } from 'vitest';
import { combineRecipes, type CombinerRecipe } from './combiner';
import { formatMinutes } from './combo-time';
import { foodKey, measure } from './combo-measure';

const base = (over: Partial<CombinerRecipe> & { id: number; title: string }): CombinerRecipe => ({
  description: '',
  imageUrl: null,
  prepTime: '10 minutes',
  cookTime: '10 minutes',
  servings: 12,
  tags: [],
  ingredients: [],
  instructions: [],
  notes: '',
  ...over,
});

const cake = base({
  id: 1,
  title: 'Classic Vanilla Layer Cake',
  imageUrl: '/objects/cake',
  prepTime: '40 minutes',
  cookTime: '30 minutes',
  servings: 12,
  tags: ['Cake'],
  ingredients: [
    '---For the Cake---',
    '2 1/2 cups (310 g) all-purpose flour',
    '1 cup (226 g) unsalted butter, softened',
    '1 3/4 cups granulated sugar',
    '4 large eggs, at room temperature',
  ],
  instructions: ['Heat the oven to 350°F.', 'Bake for 30 minutes.'],
  notes: 'The layers freeze well. Wrap them twice.\n\nFrost a cold cake.',
});
const curd = base({
  id: 2,
  title: 'Silky Lemon Curd',
  imageUrl: '/objects/curd',
  prepTime: '10 minutes',
  cookTime: '10 minutes',
  servings: 12,
  tags: ['FillingsSauces'],
  ingredients: ['3 large eggs', '3/4 cup granulated sugar', '6 Tbsp cold unsalted butter, cubed', '100 g lemon juice'],
  instructions: ['Whisk the eggs and sugar.', 'Cook until thick.'],
  notes: 'Makes about 1 1/2 cups.',
});
const buttercream = base({
  id: 3,
  title: 'Vanilla Buttercream',
  prepTime: '15 minutes',
  cookTime: '0 minutes',
  servings: 24,
  tags: ['Frostings'],
  ingredients: [
    '1 cup (226 g) unsalted butter, softened',
    '4 cups powdered sugar, sifted',
    '2 tsp vanilla extract',
    '1/2 cup lemon juice',
  ],
  instructions: ['Beat the butter.', 'Add the sugar.'],
});

describe('the built-in recipe combiner', () => {
  const result = combineRecipes([cake, buttercream, curd]);

  it('returns the combination object with its source recipes in the order chosen', () => {
    expect(Object.keys(result).sort()).toEqual(
      [
        'cookingTime',
        'description',
        'imageUrl',
        'ingredients',
        'instructions',
        'preparationTime',
        'servings',
        'sourceRecipes',
        'tips',
        'title',
        'totalTime',
      ].sort(),
    );
    expect(result.sourceRecipes).toEqual(['Classic Vanilla Layer Cake', 'Vanilla Buttercream', 'Silky Lemon Curd']);
  });

  it('names the bake first and the rest after "with"', () => {
    expect(result.title).toBe('Classic Vanilla Layer Cake with Silky Lemon Curd and Vanilla Buttercream');
    expect(result.imageUrl).toBe('/objects/cake');
  });

  it('adds the prep times, keeps the longest cook time and the smallest yield', () => {
    expect(result.preparationTime).toBe('1 hour 5 minutes');
    expect(result.cookingTime).toBe('30 minutes');
    expect(result.servings).toBe(12);
  });

  it('keeps a section per component, fillings first and frostings last', () => {
    const headers = result.ingredients.filter((l) => l.startsWith('---'));
    expect(headers).toEqual([
      '---Used in more than one recipe---',
      '---For the Silky Lemon Curd---',
      '---Classic Vanilla Layer Cake: For the Cake---',
      '---For the Vanilla Buttercream---',
    ]);
  });

  it('merges the same food in convertible units into one line with each share', () => {
    const butter = result.ingredients.filter((l) => /butter/i.test(l) && !l.startsWith('---'));
    expect(butter).toEqual([
      // Butter in sticks, as a recipe page writes it; the curd's 6 Tbsp gets the weight the other shares gave.
      '4 1/2 sticks + 2 Tbsp (≈ 537 g) unsalted butter, divided: 6 Tbsp (≈ 85 g) for the Silky Lemon Curd (cold unsalted butter, cubed), 2 sticks (226 g) for the Classic Vanilla Layer Cake (unsalted butter, softened) and 2 sticks (226 g) for the Vanilla Buttercream (unsalted butter, softened)',
    ]);
    expect(result.ingredients).toContain(
      '2 1/2 cups granulated sugar, divided: 3/4 cup for the Silky Lemon Curd and 1 3/4 cups for the Classic Vanilla Layer Cake',
    );
    expect(result.ingredients).toContain(
      '7 large eggs, divided: 3 for the Silky Lemon Curd and 4 for the Classic Vanilla Layer Cake (large eggs, at room temperature)',
    );
  });

  it('lists a food separately when its units do not convert (ounces and cups)', () => {
    // One unit system per view: the curd's 100 g is written in ounces (its grams kept, as a recipe written
    // in grams keeps them in US), which a cup of juice does not add to.
    expect(result.ingredients).toContain('3 1/2 oz (100 g) lemon juice');
    expect(result.ingredients).toContain('1/2 cup lemon juice');
  });

  it('does not merge foods that only appear in one component', () => {
    expect(result.ingredients).toContain('2 1/2 cups (310 g) all-purpose flour');
    expect(result.ingredients).toContain('4 cups powdered sugar, sifted');
  });

  it('orders the steps by component, naming each, and ends with the assembly', () => {
    expect(result.instructions[0]).toBe('Silky Lemon Curd: Whisk the eggs and sugar.');
    expect(result.instructions[2]).toBe('Classic Vanilla Layer Cake: Heat the oven to 350°F.');
    expect(result.instructions[4]).toBe('Vanilla Buttercream: Beat the butter.');
    expect(result.instructions.at(-1)).toBe(
      'Assemble: let the Classic Vanilla Layer Cake cool completely, then fill with the Silky Lemon Curd and finish with the Vanilla Buttercream. Serve at room temperature.',
    );
  });

  it('writes tips from the recipes’ notes', () => {
    // Whole notes, never a first sentence cut off from the rest.
    expect(result.tips).toContain('Classic Vanilla Layer Cake: The layers freeze well. Wrap them twice.');
    expect(result.tips).toContain('Classic Vanilla Layer Cake: Frost a cold cake.');
    expect(result.tips).toContain('Silky Lemon Curd: Makes about 1 1/2 cups.');
    expect(result.tips[0]).toMatch(/fillings and sauces first/);
  });

  it('is deterministic', () => {
    expect(combineRecipes([cake, buttercream, curd])).toEqual(result);
  });

  it('has no notes without a custom prompt', () => {
    expect(result.notes).toBeUndefined();
  });
});

/** Lines grouped under the header they follow, as a visitor reads them. */
function sections(lines: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let header = '(none)';
  for (const line of lines) {
    if (line.startsWith('---')) header = line;
    else out.set(header, [...(out.get(header) ?? []), line]);
  }
  return out;
}

describe('totals across recipes with several sections (audit: muffins, carrot cake, layer cake)', () => {
  const muffins = base({
    id: 4,
    title: 'Blueberry Streusel Muffins',
    tags: ['BrunchBreakfast'],
    ingredients: [
      '---For the Streusel---',
      '1/3 cup (40 g) all-purpose flour',
      '3 Tbsp (42 g) cold unsalted butter, cubed',
      '---For the Muffins---',
      '2 cups (250 g) all-purpose flour',
      '3/4 cup (150 g) granulated sugar',
      '1 1/2 cups (225 g) fresh or frozen blueberries',
    ],
  });
  const carrot = base({
    id: 5,
    title: 'Carrot Cake with Toasted Walnuts',
    tags: ['Cake'],
    ingredients: [
      '---For the Cake---',
      '2 cups (250 g) all-purpose flour',
      '1 cup (200 g) granulated sugar',
      '3 cups (300 g) finely grated carrots',
    ],
  });
  const result = combineRecipes([muffins, carrot, cake]);

  it('writes a total of 2 sticks and 3 Tbsp as kitchen measures, never as a decimal', () => {
    expect(result.ingredients).toContain(
      '2 sticks + 3 Tbsp (268 g) unsalted butter, divided: 3 Tbsp (42 g) for the Blueberry Streusel Muffins (cold unsalted butter, cubed) and 2 sticks (226 g) for the Classic Vanilla Layer Cake (unsalted butter, softened)',
    );
    expect(result.ingredients.filter((l) => /\d\.\d/.test(l))).toEqual([]);
  });

  it('lists the totals in a section of their own, not under the first recipe’s header', () => {
    const grouped = sections(result.ingredients);
    const shared = grouped.get('---Used in more than one recipe---') ?? [];
    expect(shared.some((l) => l.startsWith('6 3/4 cups + 2 Tbsp (850 g) all-purpose flour, divided:'))).toBe(true);
    expect(result.ingredients[0]).toBe('---Used in more than one recipe---');
    expect(grouped.get('---Blueberry Streusel Muffins: For the Streusel---')).toBeUndefined();
    expect(grouped.get('---Blueberry Streusel Muffins: For the Muffins---')).toEqual([
      '1 1/2 cups (225 g) fresh or frozen blueberries',
    ]);
    expect(grouped.get('---Carrot Cake with Toasted Walnuts: For the Cake---')).toEqual([
      '3 cups (300 g) finely grated carrots',
    ]);
    for (const [header, lines] of grouped)
      if (header !== '---Used in more than one recipe---') expect(lines.join('\n')).not.toMatch(/divided/);
  });

  it('tells two shares of one recipe apart by the part they go into', () => {
    expect(result.ingredients).toContain(
      '6 3/4 cups + 2 Tbsp (850 g) all-purpose flour, divided: 1/3 cup (40 g) for the Blueberry Streusel Muffins (streusel), 2 cups (250 g) for the Blueberry Streusel Muffins (muffins), 2 cups (250 g) for the Carrot Cake with Toasted Walnuts and 2 1/2 cups (310 g) for the Classic Vanilla Layer Cake',
    );
  });
});

describe("a bake's own frosting, when another one was chosen", () => {
  const layerCake = base({
    ...cake,
    ingredients: [
      ...cake.ingredients,
      '---For Assembly---',
      '1 1/2 batches Vanilla Buttercream',
      'Fresh berries or sprinkles, to decorate',
    ],
    instructions: ['Bake the layers.', 'Fill and frost with the vanilla buttercream.'],
  });
  const coconut = base({
    id: 4,
    title: 'Coconut Buttercream',
    tags: ['Frostings'],
    ingredients: ['1 cup unsalted butter', '3 cups powdered sugar'],
    instructions: ['Beat.'],
  });

  it('uses the chosen frosting instead, in the ingredients and the steps, and says so', () => {
    const result = combineRecipes([layerCake, curd, coconut]);
    // The cake asks for 1 1/2 batches: the frosting's own section makes them, and says so.
    expect(result.ingredients).toContain('---For the Coconut Buttercream (1 1/2 batches)---');
    expect(result.ingredients).not.toContain('1 1/2 batches Coconut Buttercream');
    expect(result.ingredients.join('\n')).not.toContain('Vanilla Buttercream');
    expect(result.instructions).toContain('Fill and frost with the Coconut Buttercream.');
    expect(result.tips[0]).toBe(
      'The Classic Vanilla Layer Cake calls for Vanilla Buttercream: this combination uses the Coconut Buttercream instead.',
    );
  });

  it('makes the batches the cake asks for when it is one of the chosen recipes; keeps the line when no frosting was chosen', () => {
    const withButtercream = combineRecipes([layerCake, buttercream]).ingredients;
    expect(withButtercream).toContain('---For the Vanilla Buttercream (1 1/2 batches)---');
    expect(withButtercream.join('\n')).toContain('3 sticks (339 g) for the Vanilla Buttercream');
    expect(withButtercream).not.toContain('1 1/2 batches Vanilla Buttercream');
    const withCurdOnly = combineRecipes([layerCake, curd]);
    expect(withCurdOnly.ingredients).toContain('1 1/2 batches Vanilla Buttercream');
    expect(withCurdOnly.tips.join(' ')).not.toContain('instead');
  });

  it("leaves a line that already offers a choice ('Vanilla Buttercream or raspberry filling')", () => {
    const macarons = base({
      id: 5,
      title: 'French Macarons',
      tags: ['Cookies'],
      ingredients: ['1 batch Vanilla Buttercream or raspberry filling, to sandwich'],
    });
    expect(combineRecipes([macarons, coconut]).ingredients).toContain(
      '1 batch Vanilla Buttercream or raspberry filling, to sandwich',
    );
  });
});

describe('merged lines keep their weights and volumes', () => {
  const bread = base({
    id: 6,
    title: 'Crusty Bread',
    tags: ['Bread'],
    ingredients: ['3 cups (720 ml) warm water', '4 cups (500 g) bread flour'],
  });
  const rolls = base({ id: 7, title: 'Soft Rolls', tags: ['Bread'], ingredients: ['1/4 cup water', '1 tsp salt'] });

  it('converts the line that lacks them: 3 cups (720 ml) and 1/4 cup of water are 780 ml in the metric view', () => {
    // In US the cups are the measure: an American '(720 ml)' does not stay (docs/decisions/034-the-method-follows-the-amounts.md).
    expect(combineRecipes([bread, rolls]).ingredients).toContain(
      '3 1/4 cups water, divided: 3 cups for the Crusty Bread (warm water) and 1/4 cup for the Soft Rolls',
    );
  });

  it('writes the same total in the metric view', () => {
    expect(combineRecipes([bread, rolls], '', { system: 'metric' }).ingredients).toContain(
      '780 ml water, divided: 720 ml for the Crusty Bread (warm water) and 60 ml for the Soft Rolls',
    );
  });

  it('adds no weight to foods no line weighed', () => {
    const salted = base({ id: 8, title: 'Salted Rolls', tags: ['Bread'], ingredients: ['1/2 tsp salt'] });
    expect(combineRecipes([rolls, salted]).ingredients).toContain(
      '1 1/2 tsp salt, divided: 1 tsp for the Soft Rolls and 1/2 tsp for the Salted Rolls',
    );
  });
});

describe('size and units', () => {
  it('writes the whole combination at the size asked for, batches and servings from one plan', () => {
    const doubled = combineRecipes([cake, buttercream, curd], '', { size: 2 });
    expect(doubled.servings).toBe(24);
    expect(doubled.ingredients).toContain('---Classic Vanilla Layer Cake (2 batches): For the Cake---');
    expect(doubled.ingredients).toContain('---For the Vanilla Buttercream (2 batches)---');
    expect(doubled.ingredients).toContain('5 cups (620 g) all-purpose flour');
  });

  it('makes a part another asks for in half batches at the smaller sizes', () => {
    const layerCake = base({ ...cake, ingredients: [...cake.ingredients, '1 1/2 batches Vanilla Buttercream'] });
    const quarter = combineRecipes([layerCake, buttercream], '', { size: 0.25 });
    // A quarter of 1 1/2 batches is 3/8: made as half a batch, never less than asked.
    expect(quarter.ingredients).toContain('---For the Vanilla Buttercream (1/2 batch)---');
    expect(quarter.ingredients.join('\n')).not.toMatch(/3\/8 batch/);
  });

  it('assembles cookies, as any title, in words that agree', () => {
    const cookies = base({ id: 11, title: 'Soft Cut-out Sugar Cookies', tags: ['Cookies'], servings: 24 });
    expect(combineRecipes([cookies, buttercream]).instructions.at(-1)).toBe(
      'Assemble: let the Soft Cut-out Sugar Cookies cool completely, then frost or pipe with the Vanilla Buttercream and serve.',
    );
  });

  it('names the batches of a head count in the same numbers as the headings', () => {
    const bars = base({ id: 9, title: 'Lemon Bars', tags: ['Cookies'], servings: 24 });
    const brownies = base({ id: 10, title: 'Fudgy Brownies', tags: ['Cookies'], servings: 16 });
    const party = combineRecipes([brownies, bars], 'for 64 people');
    expect(party.notes).toBe(
      'Your instructions: “for 64 people”. Applied: made every bake to serve 64: 4 batches of Fudgy Brownies (64 servings) and 3 batches of Lemon Bars (72 servings).',
    );
    expect(party.servings).toBe(64);
  });

  it('gives one total time, the longest path through the parts, not their sum', () => {
    // Each part as its recipe page counts it: the curd, with nothing to wait for or bake, its 10 minutes'
    // prep and 10 of cooking (20 of work); the cake 20 of work and 30 in the oven; the buttercream 20 of
    // work. The cake's work follows the curd's (20-40), the buttercream is beaten while the cake bakes
    // (40-60, the bake ends at 70), then the assembly (5 min): 75, where the sum is 125.
    expect(combineRecipes([cake, buttercream, curd]).totalTime).toBe('1 hour 15 minutes');
  });
});

describe('the custom prompt', () => {
  it('scales to a serving count it is asked for and says so', () => {
    const result = combineRecipes([cake, buttercream], 'Please make it for 24 people');
    expect(result.servings).toBe(24);
    expect(result.ingredients).toContain('5 cups (620 g) all-purpose flour');
    expect(result.notes).toBe(
      'Your instructions: “Please make it for 24 people”. Applied: made every bake to serve 24: 2 batches of Classic Vanilla Layer Cake (24 servings).',
    );
  });

  it('halves on request', () => {
    const result = combineRecipes([cake, buttercream], 'half batch');
    expect(result.servings).toBe(6);
    expect(result.ingredients).toContain('1 1/4 cups (155 g) all-purpose flour');
  });

  it('writes metric on request', () => {
    const result = combineRecipes([cake, buttercream], 'metric please');
    expect(result.ingredients).toContain('310 g all-purpose flour');
    expect(result.notes).toContain('grams and millilitres');
  });

  it('keeps a prompt it cannot apply as a visible note', () => {
    const result = combineRecipes([cake, buttercream], 'Make it look like a hedgehog');
    expect(result.notes).toBe(
      'Your instructions: “Make it look like a hedgehog”. The built-in combiner keeps them here as a note; adjust the steps above to suit.',
    );
    expect(result.servings).toBe(12);
  });
});

describe('helpers', () => {
  it('reduces a food to a key that ignores preparation and plurals', () => {
    expect(foodKey('large eggs, at room temperature')).toBe('egg');
    expect(foodKey('Egg')).toBe('egg');
    expect(foodKey('cold unsalted butter, cubed')).toBe('unsalted butter');
    expect(foodKey('pure vanilla extract (or 1 tsp vanilla bean paste)')).toBe('pure vanilla extract');
  });

  it('leaves a range unmerged, its ends written alone or not', () => {
    expect(measure('1/2-3/4 cup heavy cream', '3-4 Tbsp heavy cream', 3)).toBeNull();
    expect(measure('1/2 cup + 1 Tbsp to 3/4 cup heavy cream', '3-4 Tbsp heavy cream', 3)).toBeNull();
    expect(measure('1/2 cup + 1 Tbsp heavy cream', '3 Tbsp heavy cream', 3)).toMatchObject({ amount: 27 });
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(135)).toBe('2 hours 15 minutes');
    expect(formatMinutes(61)).toBe('1 hour 1 minute');
    expect(formatMinutes(1)).toBe('1 minute');
  });
});
