import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatQuantity,
  isHeaderLine,
  mentionsTimeOrTemperature,
  parseIngredient,
  scaleIngredient,
  toMetric,
  toUS,
  writeAmount,
  writtenIn,
  unmeasurableReason,
} from './ingredients';
import { INGREDIENT_LINES } from './ingredients.fixtures';
import { SIZE_MULTIPLIERS, loafFactor, loafSteps } from './recipe-size';

const scaledCases = INGREDIENT_LINES.flatMap((c) =>
  c.scaled.map(([factor, expected]) => ({ line: c.line, factor, expected })),
);

describe('the real-world lines table', () => {
  it('holds at least 200 distinct lines, each with a scaled expectation', () => {
    expect(new Set(INGREDIENT_LINES.map((c) => c.line)).size).toBe(INGREDIENT_LINES.length);
    expect(INGREDIENT_LINES.length).toBeGreaterThanOrEqual(200);
    expect(INGREDIENT_LINES.every((c) => c.scaled.length >= 2)).toBe(true);
  });
});

describe('parseIngredient on real-world lines', () => {
  it.each(INGREDIENT_LINES.map((c) => [c.line, c.parse] as const))('parses %j', (line, parse) => {
    const parsed = parseIngredient(line);
    if ('header' in parse) {
      expect(parsed).toEqual({
        quantity: null,
        quantityMax: null,
        unit: null,
        ingredient: parse.header,
        name: '',
        isHeader: true,
      });
      return;
    }
    const [quantity, quantityMax, unit, ingredient] = parse;
    expect(parsed.isHeader).toBe(false);
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 12);
    if (quantityMax === null) expect(parsed.quantityMax).toBeNull();
    else expect(parsed.quantityMax).toBeCloseTo(quantityMax, 12);
    expect(parsed.unit).toBe(unit);
    expect(parsed.ingredient).toBe(ingredient);
  });
});

describe('scaleIngredient on real-world lines', () => {
  it.each(scaledCases)('scales $line by $factor to $expected', ({ line, factor, expected }) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it.each(INGREDIENT_LINES.map((c) => c.line))('returns %j byte for byte at factor 1', (line) => {
    expect(scaleIngredient(line, 1)).toBe(line);
  });
});

describe('bugs peers are known for', () => {
  // Below the smallest spoon of a measuring set (1/8 tsp) a baker takes a pinch (docs/product.md#recipe-size-and-units).
  it('halves 1/8 tsp to a pinch, never to 1', () => {
    expect(scaleIngredient('1/8 tsp salt', 0.5)).toBe('a pinch of salt');
  });

  it('halves 1/16 tsp to a pinch', () => {
    expect(scaleIngredient('1/16 tsp salt', 0.5)).toBe('a pinch of salt');
  });

  it('doubles 1 1/2 oz to 3 oz, never "2 1 oz"', () => {
    expect(scaleIngredient('1 1/2 oz dark chocolate', 2)).toBe('3 oz dark chocolate');
  });

  it('scales 1½ cups by 1.5 to 2 1/4 cups, never "1.5½"', () => {
    expect(scaleIngredient('1½ cups sugar', 1.5)).toBe('2 1/4 cups sugar');
    expect(scaleIngredient('1 ½ cups sugar', 1.5)).toBe('2 1/4 cups sugar');
  });

  it('parses 1/5 cup as 0.2 and scales it to a common fraction or short decimal', () => {
    expect(parseIngredient('1/5 cup milk').quantity).toBe(0.2);
    expect(scaleIngredient('1/5 cup milk', 5)).toBe('1 cup milk');
    expect(scaleIngredient('1/5 cup milk', 2)).toBe('6 1/2 Tbsp milk');
    expect(scaleIngredient('1/5 cup milk', 10)).toBe('2 cups milk');
  });

  it('rounds small gram amounts to 0.3 g, with no picogram precision', () => {
    expect(scaleIngredient('1 g salt', 1 / 3)).toBe('0.3 g salt');
    expect(scaleIngredient('1 g salt', 1 / 3)).not.toMatch(/\d\.\d{3}/);
    expect(scaleIngredient('1 kg flour', 1 / 3)).toBe('333 g flour');
  });

  it('scales both measures of "1 cup (120 g) flour"', () => {
    expect(scaleIngredient('1 cup (120 g) flour', 2)).toBe('2 cups (240 g) flour');
  });

  it('keeps 1/3 cup x 3 exactly 1 cup (no float drift)', () => {
    expect(scaleIngredient('1/3 cup oil', 3)).toBe('1 cup oil');
    expect(scaleIngredient('1/3 cup oil', 0.1 * 3 * 10)).toBe('1 cup oil');
  });
});

describe('quantities', () => {
  it.each([
    ['12 cookies', 12, null],
    ['1.25 cups milk', 1.25, null],
    ['1/2 cup milk', 0.5, null],
    ['1 1/2 cups milk', 1.5, null],
    ['1-1/2 cups milk', 1.5, null],
    ['2 and 1/4 cups flour', 2.25, null],
    ['½ cup milk', 0.5, null],
    ['1½ cups milk', 1.5, null],
    ['1 ½ cups milk', 1.5, null],
    ['1⁄2 cup milk', 0.5, null],
    ['⅞ cup milk', 0.875, null],
    ['2-3 cups milk', 2, 3],
    ['2 to 3 cups milk', 2, 3],
    ['2–3 cups milk', 2, 3],
    ['2 — 3 cups milk', 2, 3],
    ['1/2-1 cup milk', 0.5, 1],
    ['one cup milk', 1, null],
    ['twelve eggs', 12, null],
    ['a cup of milk', 1, null],
    ['a dozen eggs', 12, null],
    ['2 dozen eggs', 24, null],
    ['half a dozen eggs', 6, null],
    ['half a cup of milk', 0.5, null],
    ['1,000 g flour', 1000, null],
  ])('reads the quantity of %j', (line, quantity, quantityMax) => {
    const parsed = parseIngredient(line);
    expect(parsed.quantity).toBeCloseTo(quantity, 12);
    expect(parsed.quantityMax).toBe(quantityMax);
  });

  it('does not read "a" as one unless a unit or a counted food follows', () => {
    expect(parseIngredient('a little milk').quantity).toBeNull();
    expect(parseIngredient('A few sprigs of thyme').quantity).toBeNull();
    expect(parseIngredient('an egg').quantity).toBe(1);
  });

  it('does not read a hyphenated size or a percentage as a quantity', () => {
    expect(parseIngredient('9-inch pie shell').quantity).toBeNull();
    expect(parseIngredient('2% milk').quantity).toBeNull();
  });

  it('does not read a falling pair as a range', () => {
    expect(parseIngredient('3-2 cups milk')).toMatchObject({ quantity: 3, quantityMax: null });
  });
});

describe('unit spellings', () => {
  it.each([
    ['1 t salt', 'tsp'],
    ['1 t. salt', 'tsp'],
    ['1 tsp salt', 'tsp'],
    ['1 tsp. salt', 'tsp'],
    ['1 teaspoon salt', 'tsp'],
    ['2 teaspoons salt', 'tsp'],
    ['2 TSP salt', 'tsp'],
    ['1 T butter', 'Tbsp'],
    ['1 T. butter', 'Tbsp'],
    ['1 Tbsp butter', 'Tbsp'],
    ['1 tbsp butter', 'Tbsp'],
    ['1 TBSP butter', 'Tbsp'],
    ['1 tbs butter', 'Tbsp'],
    ['1 tablespoon butter', 'Tbsp'],
    ['2 Tablespoons butter', 'Tbsp'],
    ['1 c flour', 'cup'],
    ['1 C flour', 'cup'],
    ['1 c. flour', 'cup'],
    ['1 cup flour', 'cup'],
    ['2 cups flour', 'cup'],
    ['2 oz chocolate', 'oz'],
    ['2 oz. chocolate', 'oz'],
    ['1 ounce chocolate', 'oz'],
    ['2 ounces chocolate', 'oz'],
    ['1 lb butter', 'lb'],
    ['2 lbs butter', 'lb'],
    ['1 pound butter', 'lb'],
    ['2 pounds butter', 'lb'],
    ['5 g salt', 'g'],
    ['5 gram salt', 'g'],
    ['5 grams salt', 'g'],
    ['5g salt', 'g'],
    ['1 kg flour', 'kg'],
    ['1 kilogram flour', 'kg'],
    ['2 kilos flour', 'kg'],
    ['100 ml milk', 'ml'],
    ['100 mL milk', 'ml'],
    ['100 millilitres milk', 'ml'],
    ['100 milliliters milk', 'ml'],
    ['1 l milk', 'l'],
    ['1 L milk', 'l'],
    ['1 litre milk', 'l'],
    ['2 liters milk', 'l'],
    ['1 pinch salt', 'pinch'],
    ['2 pinches salt', 'pinch'],
    ['1 dash vanilla', 'dash'],
    ['2 cloves garlic', 'clove'],
    ['1 can beans', 'can'],
    ['1 tin beans', 'can'],
    ['1 stick butter', 'stick'],
    ['1 pint cream', 'pint'],
    ['1 pt cream', 'pint'],
    ['1 quart milk', 'quart'],
    ['1 qt milk', 'quart'],
    ['8 fl oz milk', 'fl oz'],
    ['8 fl. oz. milk', 'fl oz'],
    ['8 fluid ounces milk', 'fl oz'],
    ['1 gallon water', 'gallon'],
    ['1 package yeast', 'package'],
    ['1 pkg yeast', 'package'],
  ])('reads the unit of %j as %j', (line, unit) => {
    expect(parseIngredient(line).unit).toBe(unit);
  });

  it('treats lowercase t as teaspoon and uppercase T as tablespoon', () => {
    expect(parseIngredient('2 t sugar').unit).toBe('tsp');
    expect(parseIngredient('2 T sugar').unit).toBe('Tbsp');
    expect(scaleIngredient('2 T sugar', 0.5)).toBe('1 T sugar');
    expect(scaleIngredient('2 t sugar', 0.5)).toBe('1 t sugar');
  });

  it('does not read the start of a word as a unit', () => {
    expect(parseIngredient('2 large eggs')).toMatchObject({ unit: null, ingredient: 'large eggs' });
    expect(parseIngredient('1 cantaloupe')).toMatchObject({ unit: null, ingredient: 'cantaloupe' });
    expect(parseIngredient('2 limes')).toMatchObject({ unit: null, ingredient: 'limes' });
    expect(parseIngredient('6 cloves')).toMatchObject({ unit: null, ingredient: 'cloves' });
  });

  it('writes units in the spelling family the line used', () => {
    expect(scaleIngredient('1 teaspoon salt', 3)).toBe('1 tablespoon salt');
    expect(scaleIngredient('3 tsp salt', 1 / 3)).toBe('1 tsp salt');
    expect(scaleIngredient('1 Cup sugar', 2)).toBe('2 Cups sugar');
    expect(scaleIngredient('2 lbs butter', 0.5)).toBe('1 lb butter');
    expect(scaleIngredient('1 litre milk', 0.5)).toBe('500 millilitres milk');
  });
});

describe('whole teaspoons, as a baker writes them', () => {
  it.each([
    ['4 tsp baking powder', 1, '4 tsp baking powder'],
    ['2 tsp baking powder', 2, '4 tsp baking powder'],
    ['1 tsp salt', 5, '5 tsp salt'],
    ['1 tsp salt', 3, '1 Tbsp salt'],
    ['3 tsp salt', 2, '2 Tbsp salt'],
    ['1 1/2 tsp salt', 1, '1 1/2 tsp salt'],
    ['3/4 tsp salt', 2, '1 1/2 tsp salt'],
    ['1 1/2 tsp salt', 3, '1 1/2 Tbsp salt'],
    ['3 tsp sugar', 4, '1/4 cup sugar'],
    ['4 tsp sugar', 2, '2 Tbsp + 2 tsp sugar'],
    ['1 tsp sugar', 7, '2 Tbsp + 1 tsp sugar'],
    ['1 tsp sugar', 10, '3 Tbsp + 1 tsp sugar'],
    ['2 teaspoons vanilla extract', 4, '2 tablespoons + 2 teaspoons vanilla extract'],
    ['1 Tbsp + 1 tsp oil', 1, '1 Tbsp + 1 tsp oil'],
    ['1 Tbsp + 1 tsp oil', 2, '2 Tbsp + 2 tsp oil'],
    ['1 Tbsp + 1 tsp oil', 0.5, '2 tsp oil'],
    ['1/3 cup + 1 Tbsp sugar', 1, '1/3 cup + 1 Tbsp sugar'],
    ['1/3 cup + 1 Tbsp sugar', 2, '3/4 cup + 2 tsp sugar'],
    ['1 tsp sugar', 13, '1/4 cup + 1 tsp sugar'],
    ['1 tsp sugar', 22, '1/3 cup + 2 Tbsp sugar'],
    ['1 tsp sugar', 23, '7 Tbsp + 2 tsp sugar'],
  ])('writes %j x %d as %j', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('never writes thirds of a tablespoon', () => {
    for (const factor of [0.25, 0.5, 1 / 3, 2 / 3, 4 / 3, 2, 3, 4]) {
      for (const line of ['1 tsp salt', '2 tsp salt', '4 tsp salt', '1/4 cup oil', '1/2 cup oil', '1 Tbsp oil']) {
        expect(scaleIngredient(line, factor)).not.toMatch(/\d\/3 (?:Tbsp|tablespoon)/);
      }
    }
  });

  it('reads its own "3/4 cup + 2 tsp" back as the same amount', () => {
    const written = scaleIngredient('1/3 cup + 1 Tbsp sugar', 2);
    expect(parseIngredient(written).quantity).toBeCloseTo(38 / 48, 12);
    expect(parseIngredient(written).unit).toBe('cup');
    expect(parseIngredient(written).ingredient).toBe('sugar');
  });

  it('reads its own "2 Tbsp + 2 tsp" back as the same amount', () => {
    const written = scaleIngredient('4 tsp sugar', 2);
    expect(parseIngredient(written).quantity).toBeCloseTo(8 / 3, 12);
    expect(parseIngredient(written).unit).toBe('Tbsp');
    expect(parseIngredient(written).ingredient).toBe('sugar');
  });
});

describe('sticks of butter at thirds and sixths', () => {
  // A stick's wrapper is marked in tablespoons (eighths): amounts between the marks are measured in spoons.
  it.each([
    ['1 stick butter', 1 / 6, '4 tsp butter'],
    ['1 stick (113 g) butter', 1 / 6, '4 tsp (19 g) butter'],
    ['1 stick butter, softened', 1 / 3, '2 Tbsp + 2 tsp butter, softened'],
    ['2 sticks unsalted butter', 1 / 3, '1/3 cup unsalted butter'],
    ['1 stick butter', loafFactor(4), '2/3 cup butter'],
    ['1/2 stick butter', loafFactor(1), '4 tsp butter'],
  ])('%s x %f is %s', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('keeps sticks on the wrapper marks, and a stick count in parentheses', () => {
    expect(scaleIngredient('1 stick butter', 0.25)).toBe('1/4 stick butter');
    expect(scaleIngredient('1 1/2 sticks butter', 1 / 6)).toBe('1/4 stick butter');
    expect(scaleIngredient('1 cup (2 sticks) butter, softened', 1 / 3)).toBe('1/3 cup (2/3 stick) butter, softened');
  });
});

describe('packets in parentheses', () => {
  it.each([
    ['2 1/4 tsp (1 packet) instant yeast', 2, '1 1/2 Tbsp (2 packets) instant yeast'],
    ['2 1/4 tsp (1 packet) instant yeast', 1 / 3, '3/4 tsp instant yeast'],
    ['2 Tbsp (3 packets) instant yeast', 1 / 3, '2 tsp (1 packet) instant yeast'],
    ['4 1/2 tsp (2 envelopes) active dry yeast', 0.5, '2 1/4 tsp (1 envelope) active dry yeast'],
  ])('scales the count in %j x %d', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('keeps a container size in parentheses', () => {
    expect(scaleIngredient('1 (14 oz) can sweetened condensed milk', 2)).toBe(
      '2 (14 oz) cans sweetened condensed milk',
    );
  });
});

describe('unit ladders', () => {
  it.each([
    ['6 tsp sugar', 1, '6 tsp sugar'],
    ['3 tsp sugar', 2, '2 Tbsp sugar'],
    ['1 tsp sugar', 4, '4 tsp sugar'],
    ['1 tsp sugar', 3.5, '1 Tbsp + 1/2 tsp sugar'],
    ['1 Tbsp sugar', 4, '1/4 cup sugar'],
    ['1 Tbsp sugar', 16, '1 cup sugar'],
    ['2 Tbsp sugar', 3, '6 Tbsp sugar'],
    ['1 cup sugar', 4, '4 cups sugar'],
    ['1/2 cup sugar', 1 / 4, '2 Tbsp sugar'],
    ['1 cup sugar', 1 / 8, '2 Tbsp sugar'],
    ['1 cup sugar', 1 / 16, '1 Tbsp sugar'],
    ['1 cup sugar', 1 / 48, '1 tsp sugar'],
    ['1 Tbsp sugar', 0.5, '1 1/2 tsp sugar'],
    ['4 oz chocolate', 4, '1 lb chocolate'],
    ['6 oz chocolate', 3, '18 oz chocolate'],
    ['1 lb butter', 0.25, '4 oz butter'],
    ['1 lb butter', 1.5, '1 1/2 lb butter'],
    // A recipe that weighs in grams keeps grams at every size; one that weighs in kilograms keeps kilograms.
    ['500 g flour', 3, '1500 g flour'],
    ['400 g flour', 3, '1200 g flour'],
    ['1.5 kg flour', 2, '3 kg flour'],
    ['375 g flour', 3, '1125 g flour'],
    ['2 kg flour', 0.25, '500 g flour'],
    ['250 ml milk', 4, '1 l milk'],
    ['1 l milk', 0.25, '250 ml milk'],
  ])('scales %j by %d to %j', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('never turns a metric amount into an imperial one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('250 g flour', '100ml milk', '1.5 kg flour', '2 l water', '7 g yeast'),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        (line, n, d) => {
          const out = scaleIngredient(line, n / d);
          return (
            !/(?<![A-Za-z])(?:cups?|tsp|Tbsp|oz|lbs?|pints?|quarts?)\b/.test(out) &&
            /(?<![A-Za-z])(?:g|kg|ml|l)\b/.test(out)
          );
        },
      ),
    );
  });

  it('never turns an American amount into a metric one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1 cup flour', '2 Tbsp milk', '1/4 tsp salt', '8 oz cheese', '1 lb butter'),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        (line, n, d) => {
          return !/(?<![A-Za-z])(?:g|kg|ml|l)\b/.test(scaleIngredient(line, n / d));
        },
      ),
    );
  });

  it('never prints more than two decimal places or a zero amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '1 cup flour',
          '1/3 cup oil',
          '7 g yeast',
          '1 kg flour',
          '3 eggs',
          '2 Tbsp milk',
          '1/8 tsp salt',
          '5 oz chocolate',
          '100 ml milk',
        ),
        fc.constantFrom(...SIZE_MULTIPLIERS, ...loafSteps().map(loafFactor), 0.1, 0.7, 1.37, 2.9, 9.99),
        (line, factor) => {
          const out = scaleIngredient(line, factor);
          return !/\d\.\d{3}/.test(out) && !/(?:^|\s)0(?:\s|$)/.test(out) && !/\bNaN\b|Infinity/.test(out);
        },
      ),
    );
  });
});

describe('the rest of the line', () => {
  it('keeps text after the unit unchanged', () => {
    expect(scaleIngredient('1 cup butter, softened (see note)', 2)).toBe('2 cups butter, softened (see note)');
    expect(scaleIngredient('2 cups flour, plus 2 Tbsp for dusting', 2)).toBe('4 cups flour, plus 2 Tbsp for dusting');
  });

  it('does not scale a container size', () => {
    expect(scaleIngredient('2 (8 oz) packages cream cheese', 2)).toBe('4 (8 oz) packages cream cheese');
    expect(scaleIngredient('1 can (14 oz) coconut milk', 3)).toBe('3 cans (14 oz) coconut milk');
  });

  it('scales a measure in parentheses later in the line', () => {
    expect(scaleIngredient('2 cups chopped walnuts (about 8 oz)', 0.5)).toBe('1 cup chopped walnuts (about 4 oz)');
  });

  it('leaves a parenthetical that is not a measure alone', () => {
    expect(scaleIngredient('1 cup pecans (optional)', 2)).toBe('2 cups pecans (optional)');
  });

  it('keeps a leading bullet', () => {
    expect(scaleIngredient('- 1 cup sugar', 2)).toBe('- 2 cups sugar');
  });

  it('pluralizes counted foods without breaking other words', () => {
    expect(scaleIngredient('1 egg', 2)).toBe('2 eggs');
    expect(scaleIngredient('1 eggplant', 2)).toBe('2 eggplant');
    expect(scaleIngredient('2 eggs', 0.5)).toBe('1 egg');
    expect(scaleIngredient('1 1/2 eggs', 2)).toBe('3 eggs');
  });
});

describe('lines that are never scaled', () => {
  it.each([
    'Bake at 350°F for 25 minutes',
    'Let rise 2 hours',
    'Preheat oven to 375 F',
    '2 hours rising time',
    '1 1/2 hours in the fridge',
    '350 F oven',
    '10-15 minutes resting',
    '180°C fan oven',
    'Salt to taste',
    '---For the Filling---',
    '',
  ])('returns %j unchanged', (line) => {
    expect(scaleIngredient(line, 2)).toBe(line);
    expect(scaleIngredient(line, 0.5)).toBe(line);
  });

  it.each([
    ['1 cup water (110 °C)', '2 cups water (110 °C)'],
    ['2 cups milk heated to 180 degrees', '4 cups milk heated to 180 degrees'],
    ['1 cup warm water, rest 10 mins', '2 cups warm water, rest 10 mins'],
    ['1 cup (240 ml) warm water, about 110°F (43°C)', '2 cups (480 ml) warm water, about 110°F (43°C)'],
  ])('scales the amount of %j but never its time or temperature', (line, doubled) => {
    expect(mentionsTimeOrTemperature(line)).toBe(true);
    expect(scaleIngredient(line, 2)).toBe(doubled);
  });

  it('still scales lines that mention room temperature', () => {
    expect(mentionsTimeOrTemperature('2 eggs, at room temperature')).toBe(false);
    expect(scaleIngredient('2 eggs, at room temperature', 2)).toBe('4 eggs, at room temperature');
  });

  it('returns the line unchanged for a factor that is not a positive number', () => {
    expect(scaleIngredient('1 cup sugar', 0)).toBe('1 cup sugar');
    expect(scaleIngredient('1 cup sugar', -2)).toBe('1 cup sugar');
    expect(scaleIngredient('1 cup sugar', Number.NaN)).toBe('1 cup sugar');
  });

  it('recognises headers wrapped in three or more dashes only', () => {
    expect(isHeaderLine('---For the Frosting---')).toBe(true);
    expect(isHeaderLine('- 2 cups flour')).toBe(false);
    expect(parseIngredient('---For the Frosting---')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      ingredient: 'For the Frosting',
      name: '',
      isHeader: true,
    });
  });
});

describe('formatQuantity', () => {
  it.each([
    [1.5, 'cup', '1 1/2'],
    [2, 'cup', '2'],
    [0.5, 'cup', '1/2'],
    [1 / 3, 'cup', '1/3'],
    [2 / 3, 'cup', '2/3'],
    [0.125, 'cup', '1/8'],
    [0.0625, 'tsp', '1/16'],
    [0.0625, 'cup', '0.06'],
    [1.0625, 'tsp', '1.06'],
    [0.03, 'tsp', '1/16'],
    [0.2, 'cup', '0.2'],
    [0.3, 'cup', '1/3'],
    [2.97, 'cup', '3'],
    [1.43, 'oz', '1.43'],
    [0.001, 'cup', '0.01'],
    [3, null, '3'],
    [0.5, null, '1/2'],
    [0.333333, 'g', '0.3'],
    [2.25, 'g', '2.5'],
    [12.5, 'g', '13'],
    [333.33, 'ml', '330'],
    [0.04, 'g', '0.04'],
    [1.25, 'kg', '1.25'],
    [0.3333, 'l', '0.33'],
    [0.5, 'teaspoons', '1/2'],
  ])('writes %d %s as %j', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected);
  });
});

describe('toMetric', () => {
  it.each([
    ['2 cups all-purpose flour', 1, '≈ 240 g all-purpose flour'],
    ['1 cup all-purpose flour', 2, '≈ 240 g all-purpose flour'],
    ['1 cup bread flour', 1, '≈ 127 g bread flour'],
    ['1 cup cake flour', 1, '≈ 114 g cake flour'],
    ['1 cup whole wheat flour', 1, '≈ 120 g whole wheat flour'],
    ['1 cup granulated sugar', 1, '≈ 200 g granulated sugar'],
    ['1 cup packed brown sugar', 1, '≈ 213 g packed brown sugar'],
    ['1 cup powdered sugar', 1, '≈ 120 g powdered sugar'],
    ['1 cup butter, softened', 1, '≈ 227 g butter, softened'],
    ['1 stick butter', 1, '113 g butter'],
    ['2 sticks unsalted butter', 1, '226 g unsalted butter'],
    ['1/2 cup cocoa powder', 1, '≈ 43 g cocoa powder'],
    ['1 cup rolled oats', 1, '≈ 90 g rolled oats'],
    ['1/4 cup honey', 1, '≈ 85 g honey'],
    ['1 cup milk', 1, '240 ml milk'],
    ['1 cup milk', 0.5, '120 ml milk'],
    ['1 cup water', 1, '240 ml water'],
    ['4 cups water', 1, '950 ml water'],
    ['8 oz cream cheese', 1, '227 g cream cheese'],
    ['1 oz chocolate', 1, '28 g chocolate'],
    ['1 lb butter', 1, '454 g butter'],
    ['3 lb apples', 1, '1361 g apples'],
    ['2 Tbsp sugar', 1, '≈ 25 g sugar'],
    // Metric means millilitres for a spoonful too: a metric teaspoon is 5 ml.
    ['1 tsp vanilla extract', 1, '5 ml vanilla extract'],
    ['1 tsp vanilla extract', 2, '10 ml vanilla extract'],
    ['1 cup chopped apples', 1, '240 ml chopped apples'],
    ['1 cup (120 g) flour', 2, '240 g flour'],
    ['2 cups flour (250g)', 1, '250g flour'],
    ['1/2 cup (1 stick/113g) butter', 1, '113g butter'],
    ['1/2 cup butter (1 stick), softened', 1, '≈ 114 g butter, softened'],
    ['2-3 cups milk', 1, '480-720 ml milk'],
    ['1 cup plus 2 Tbsp flour', 1, '≈ 135 g flour'],
    ['250 g flour', 2, '500 g flour'],
    ['250g/8oz flour', 1, '250g flour'],
    ['2 large eggs', 2, '4 large eggs'],
    ['1 (14 oz) can sweetened condensed milk', 1, '1 (397 g) can sweetened condensed milk'],
    ['1 cup warm water (110°F)', 1, '240 ml warm water (43°C)'],
    ['---For the Glaze---', 1, '---For the Glaze---'],
    ['Salt to taste', 1, 'Salt to taste'],
    ['1/4 tsp cream of tartar', 1, '1/4 tsp (1 g) cream of tartar'],
    ['1 cup buttermilk', 1, '240 ml buttermilk'],
    ['1 cup peanut butter', 1, '≈ 270 g peanut butter'],
    ['1 cup milk chocolate chips', 1, '≈ 170 g milk chocolate chips'],
    ['5 cups all-purpose flour', 2, '≈ 1200 g all-purpose flour'],
    // The food named before the amount is weighed as well (docs/decisions/024-ingredient-parser-accuracy.md).
    ['Flour: 2 cups', 1, 'Flour: ≈ 240 g'],
    ['Sugar: 1/2 cup', 2, 'Sugar: ≈ 200 g'],
  ])('converts %j at %d to %j', (line, factor, expected) => {
    expect(toMetric(line, factor)).toBe(expected);
  });

  it('marks density conversions as approximate and exact ones not', () => {
    expect(toMetric('1 cup sugar', 1).startsWith('≈')).toBe(true);
    expect(toMetric('4 oz chocolate', 1).startsWith('≈')).toBe(false);
    expect(toMetric('1 cup milk', 1).startsWith('≈')).toBe(false);
  });
});

describe('toUS', () => {
  it.each([
    ['120 g finely ground blanched almond flour', 1, '≈ 1 1/4 cups (120 g) finely ground blanched almond flour'],
    ['120 g finely ground blanched almond flour', 2, '≈ 2 1/2 cups (240 g) finely ground blanched almond flour'],
    [
      '400 g self-raising flour, plus extra for dusting',
      1,
      '≈ 3 1/2 cups (400 g) self-raising flour, plus extra for dusting',
    ],
    ['100 g cold unsalted butter, cubed', 1, '≈ 1 stick (100 g) cold unsalted butter, cubed'],
    ['60 g caster sugar', 1, '≈ 1/3 cup (60 g) caster sugar'],
    ['350 g lukewarm water', 1, '≈ 1 1/2 cups (350 g) lukewarm water'],
    ['500 ml whole milk', 1, '≈ 2 cups whole milk'],
    ['1 litre water', 1, '4 1/4 cups water'],
    ['15 ml lemon juice', 1, '≈ 1 Tbsp lemon juice'],
    ['200 g dark chocolate, chopped', 1, '7 oz (200 g) dark chocolate, chopped'],
    ['1 kg apples', 1, '≈ 2 1/4 lb (1 kg) apples'],
    // Small weights without a density stay in grams; so do ranges and lines with the author's US figure.
    ['10 g poppy seeds', 2, '20 g poppy seeds'],
    // One unit system per view: a metric range reads in cups in a US view.
    ['150-175 ml whole milk', 2, '1 1/4-1 1/2 cups whole milk'],
    ['250 g flour (2 cups)', 1, '250 g flour (2 cups)'],
    ['120 g (1 cup) flour', 0.5, '60 g (1/2 cup) flour'],
    // US lines, counts and headers are only scaled.
    ['2 cups flour', 0.5, '1 cup flour'],
    ['1 large egg', 2, '2 large eggs'],
    ['---For the Glaze---', 2, '---For the Glaze---'],
  ])('converts %j at %d to %j', (line, factor, expected) => {
    expect(toUS(line, factor)).toBe(expected);
  });

  it('says which system a recipe is written in, by its measured lines', () => {
    expect(writtenIn(['120 g almond flour', '180 g icing sugar', '1/4 tsp cream of tartar', '3 egg whites'])).toBe(
      'metric',
    );
    expect(writtenIn(['2 cups flour', '1 cup (226 g) butter', '1 tsp salt'])).toBe('us');
    expect(writtenIn(['3 eggs'])).toBe('us');
  });
});

describe('robustness', () => {
  it('leaves numbers too long to be quantities alone', () => {
    const long = `${'9'.repeat(40)} cups flour`;
    expect(scaleIngredient(long, 2)).toBe(long);
    expect(parseIngredient(long).quantity).toBeNull();
    expect(scaleIngredient('1/9999999999 tsp salt', 2)).toBe('1/9999999999 tsp salt');
  });

  it('treats a factor too small to represent as no change', () => {
    expect(scaleIngredient('1 cup sugar', 1e-9)).toBe('1 cup sugar');
    expect(toMetric('1 cup sugar', 1e-9)).toBe('1 cup sugar');
    expect(toUS('100 g sugar', 1e-9)).toBe('100 g sugar');
  });

  it('scales a range from 0 by its upper end (it used to throw)', () => {
    expect(scaleIngredient('0-1 tsp chili flakes', 2)).toBe('0-2 tsp chili flakes');
    expect(scaleIngredient('0-2 Tbsp milk', 3)).toBe('0-6 Tbsp milk');
    expect(scaleIngredient('0 to 5 tsp sugar', 4)).toBe('0 to 6 1/2 Tbsp sugar');
    expect(() => toMetric('0 to 1tsp', 1e6)).not.toThrow();
  });

  it('reads 0-1/4 and 0-½ as ranges from 0, not as the mixed number 0 1/4', () => {
    expect(parseIngredient('0-1/4 cup sugar')).toMatchObject({ quantity: 0, quantityMax: 0.25, unit: 'cup' });
    expect(scaleIngredient('0-1/4 cup sugar', 3)).toBe('0-3/4 cup sugar');
    expect(scaleIngredient('0-½ cup milk', 0.5)).toBe('0-1/4 cup milk');
    expect(toMetric('0-½ cup milk', 3)).toBe('0-360 ml milk');
    // A whole number before the hyphen is still the American mixed number.
    expect(scaleIngredient('1-1/4 cups sugar', 2)).toBe('2 1/2 cups sugar');
  });

  it('names a range from 0 in the unit its upper end would use alone', () => {
    expect(scaleIngredient('0 - 1/4 cup water', 0.5)).toBe('0 - 2 Tbsp water');
    expect(scaleIngredient('0-1/4 cup sugar', 0.5)).toBe('0-2 Tbsp sugar');
  });

  it('never throws on arbitrary text and keeps factor 1 byte for byte', () => {
    const pieces = fc.constantFrom(
      '1',
      '1/2',
      '½',
      '1 1/2',
      '-',
      ' to ',
      ' ',
      'cup',
      'cups',
      'tsp',
      'T',
      't',
      'g',
      'oz',
      '(',
      ')',
      '/',
      'x',
      'a',
      'of',
      'flour',
      '°F',
      '---',
      '0',
      '99999999999999999999',
      '.5',
      ',',
      'plus',
      'can',
      'pinch',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 12 }).map((p) => p.join('')),
        ),
        fc.constantFrom(0.25, 0.5, 2, 3, 1 / 3, 1e6),
        (line, factor) => {
          parseIngredient(line);
          toMetric(line, factor);
          toUS(line, factor);
          scaleIngredient(line, factor);
          return scaleIngredient(line, 1) === line;
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the demo catalog, as a baker reads it', () => {
  it.each([
    // A second counted food after 'plus' or 'and' scales with the first.
    ['1 large egg plus 1 egg yolk', 4, '4 large eggs plus 4 egg yolks'],
    // Nobody cracks a quarter of an egg: below half an egg, the beaten egg by the spoon and its weight.
    [
      '1 large egg plus 1 egg yolk, at room temperature',
      0.25,
      '1 Tbsp beaten egg (12 g) plus 3/4 tsp beaten egg yolk (4 g), at room temperature',
    ],
    ['2 eggs and 2 egg whites', 0.5, '1 egg and 1 egg white'],
    // Free text after 'plus' is not a count of anything.
    ['3 eggs plus 2 more for the glaze', 2, '6 eggs plus 2 more for the glaze'],
    // Teaspoons come in sixteenths: an odd one is the spoon below and a pinch.
    ['3/4 tsp fine salt', 0.25, '1/8 tsp + a pinch fine salt'],
    ['2 1/4 tsp (1 packet) instant yeast', 0.25, '1/2 tsp + a pinch instant yeast'],
    ['4 1/4 tsp salt', 0.25, '1 tsp + a pinch salt'],
    ['2 1/4 teaspoons instant yeast', 0.25, '1/2 teaspoon + a pinch instant yeast'],
    // No measuring set has a 5/8 tsp: two spoons of the set.
    ['2 1/2 tsp pure vanilla extract', 0.25, '1/2 tsp + 1/8 tsp pure vanilla extract'],
    // Cups that miss every common fraction: cups and one spoon.
    [
      '9 Tbsp unsalted butter, very soft, plus more for the pans',
      11 / 3,
      '2 cups + 1 Tbsp unsalted butter, very soft, plus more for the pans',
    ],
    ['1 cup + 1 Tbsp flour', 3, '3 cups + 3 Tbsp flour'],
    // What you buy whole, counted in parentheses after the measure, scales and rounds to whole ones.
    [
      '3 lb (1.4 kg) mixed baking apples (about 7), peeled, cored and sliced 1/4 inch thick',
      4,
      '12 lb (5.6 kg) mixed baking apples (about 28), peeled, cored and sliced 1/4 inch thick',
    ],
    [
      '3 lb (1.4 kg) mixed baking apples (about 7), peeled',
      0.25,
      '12 oz (350 g) mixed baking apples (about 2), peeled',
    ],
    [
      '3 cups (300 g) finely grated carrots (about 5 medium)',
      4,
      '12 cups (1200 g) finely grated carrots (about 20 medium)',
    ],
    ['1 cup (240 ml) fresh lemon juice (5 to 6 lemons)', 0.25, '1/4 cup (60 ml) fresh lemon juice (1 to 2 lemons)'],
    ['1/2 cup (120 ml) fresh lemon juice (3 to 4 lemons)', 2, '1 cup (240 ml) fresh lemon juice (6 to 8 lemons)'],
    [
      '8 oz (225 g) bittersweet chocolate (60 to 70%), chopped',
      2,
      '1 lb (450 g) bittersweet chocolate (60 to 70%), chopped',
    ],
    // Zest and juice of a counted fruit.
    ['Finely grated zest of 1 lemon', 2, 'Finely grated zest of 2 lemons'],
    ['Finely grated zest of 2 unwaxed lemons', 0.25, 'Finely grated zest of 1/2 unwaxed lemon'],
    ['Juice of 2 lemons (about 90 ml)', 4, 'Juice of 8 lemons (about 360 ml)'],
    ['Finely grated zest of 1 orange', 3, 'Finely grated zest of 3 oranges'],
    // A batch is counted like an egg.
    [
      '1 batch Vanilla Buttercream or raspberry filling, to sandwich',
      2,
      '2 batches Vanilla Buttercream or raspberry filling, to sandwich',
    ],
    ['1 1/2 batches Cream Cheese Frosting', 0.25, '1/2 batch Cream Cheese Frosting'],
    ['1 beaten egg, to glaze', 2, '2 beaten eggs, to glaze'],
  ])('writes %j x %d as %j', (line, factor, expected) => {
    expect(scaleIngredient(line, factor)).toBe(expected);
  });

  it('reads its own "1/8 tsp + a pinch" back as the same amount, so the line can be scaled again', () => {
    const written = scaleIngredient('3/4 tsp fine salt', 0.25);
    expect(parseIngredient(written)).toMatchObject({ quantity: 3 / 16, unit: 'tsp', ingredient: 'fine salt' });
    expect(scaleIngredient(written, 2)).toBe('1/4 tsp + 1/8 tsp fine salt');
    expect(writeAmount(3 / 16, 'tsp')).toBe('1/8 tsp + a pinch');
  });

  it('writes every sixteenth of a teaspoon from 1/8 tsp up in the spoons of a set, within a pinch, in a form it reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 47 }), (sixteenths) => {
        const written = scaleIngredient('1 tsp salt', sixteenths / 16);
        const parsed = parseIngredient(written);
        const teaspoons = parsed.unit === 'Tbsp' ? parsed.quantity! * 3 : parsed.quantity!;
        return (
          unmeasurableReason(written) === null &&
          parsed.ingredient === 'salt' &&
          Math.abs(teaspoons - sixteenths / 16) <= 1 / 16 + 1e-12
        );
      }),
    );
  });

  it('never writes a decimal in cups or spoons at any size of the size control', () => {
    const lines = [
      '3/4 tsp fine salt',
      '2 1/4 tsp (1 packet) instant yeast',
      '9 Tbsp butter',
      '1/3 cup oil',
      '1 1/2 tsp baking soda',
      '2/3 cup sugar',
      '1/8 tsp cloves',
    ];
    for (const line of lines) {
      for (const factor of [...SIZE_MULTIPLIERS, ...loafSteps().map(loafFactor)]) {
        expect(scaleIngredient(line, factor)).not.toMatch(/\d\.\d/);
      }
    }
  });

  it.each([
    ['1 cup (240 ml) fresh lemon juice (5 to 6 lemons)', 2, '480 ml fresh lemon juice (10 to 12 lemons)'],
    ['1 tsp fine sea salt', 2, '≈ 12 g fine sea salt'],
  ])('toMetric writes %j x %d as %j', (line, factor, expected) => {
    expect(toMetric(line, factor)).toBe(expected);
  });

  it.each([
    // Salt and yeast by the teaspoon, as a home baker measures them, at every size.
    ['10 g fine sea salt', 0.25, '≈ 1/4 tsp + 1/8 tsp (2.5 g) fine sea salt'],
    ['10 g fine sea salt', 1, '≈ 1 1/2 tsp + 1/8 tsp (10 g) fine sea salt'],
    ['10 g fine sea salt', 4, '≈ 2 Tbsp + 1/2 tsp (40 g) fine sea salt'],
    ['7 g (1 sachet) fast-action dried yeast', 1, '≈ 2 1/4 tsp (7 g, 1 sachet) fast-action dried yeast'],
    ['5 g fast-action dried yeast', 4, '≈ 2 Tbsp + 1/2 tsp (20 g) fast-action dried yeast'],
    // One unit family per line: a weight written in ounces at Standard stays in ounces when made smaller,
    [
      '100 g egg whites (about 3 large), at room temperature',
      0.25,
      '≈ 1 oz (25 g) egg whites (about 1 large), at room temperature',
    ],
    [
      '100 g egg whites (about 3 large), at room temperature',
      2,
      '7 oz (200 g) egg whites (about 6 large), at room temperature',
    ],
    // and a small weight without a density stays in grams when made larger.
    ['10 g poppy seeds', 4, '40 g poppy seeds'],
  ])('toUS writes %j x %d as %j', (line, factor, expected) => {
    expect(toUS(line, factor)).toBe(expected);
  });
});
