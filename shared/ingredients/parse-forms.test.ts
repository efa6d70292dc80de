import { describe, expect, it } from 'vitest';
import { parseIngredient, scaleIngredient } from './index';

// Line forms the parser learned from other projects' suites (docs/decisions/024-ingredient-parser-accuracy.md).
// The scaler reads lines with the same analysis, so each form scales as it parses.
describe('line forms read from other projects’ suites', () => {
  it.each([
    ['Up to 6 cups bread flour', 6, 'cup', 'Up to 12 cups bread flour'],
    ['another 250 ml milk', 250, 'ml', 'another 500 ml milk'],
    ['optional: 50g chopped nuts', 50, 'g', 'optional: 100g chopped nuts'],
    ['▢ 1 tsp fine sea salt', 1, 'tsp', '▢ 2 tsp fine sea salt'],
  ])('reads the amount after a word that only qualifies it: %j', (line, quantity, unit, doubled) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, unit });
    expect(scaleIngredient(line, 2)).toBe(doubled);
  });

  it('reads a pinch or a handful with no "of" as one', () => {
    expect(parseIngredient('handful blueberries')).toMatchObject({ quantity: 1, unit: 'handful', name: 'blueberries' });
    expect(scaleIngredient('handful blueberries', 2)).toBe('2 handfuls blueberries');
    expect(parseIngredient('Pinch salt')).toMatchObject({ quantity: 1, unit: 'pinch', name: 'salt' });
    // A brand is not a knob of anything.
    expect(parseIngredient('Knob Creek bourbon')).toMatchObject({ quantity: null, unit: null });
  });

  it('adds "1 cup, plus 2 tablespoons" and takes away "1 cup minus 2 tablespoons"', () => {
    expect(parseIngredient('1 cup, plus 2 tablespoons flour')).toMatchObject({ quantity: 1.125, unit: 'cup' });
    expect(parseIngredient('1 cup minus 2 tablespoons (about 5 ounces) all-purpose flour')).toMatchObject({
      quantity: 0.875,
      unit: 'cup',
      name: 'all-purpose flour',
    });
    expect(scaleIngredient('1 cup minus 2 tablespoons (about 5 ounces) all-purpose flour', 2)).toBe(
      '1 3/4 cups (about 10 ounces) all-purpose flour',
    );
    // Taking away as much as there is, or more, is no amount to read.
    expect(parseIngredient('1 Tbsp minus 3 tsp sugar').quantity).toBe(1);
  });

  it('reads a tin or a sachet sized in both systems as one tin or sachet', () => {
    expect(parseIngredient('400ml/14fl oz tin coconut milk')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'coconut milk',
    });
    expect(scaleIngredient('400ml/14fl oz tin coconut milk', 2)).toBe('2 x 400ml/14fl oz tins coconut milk');
    expect(parseIngredient('2 x 7g/¼oz sachets instant yeast')).toMatchObject({ quantity: 2, unit: 'sachet' });
    expect(scaleIngredient('2 x 7g/¼oz sachets instant yeast', 2)).toBe('4 x 7g/¼oz sachets instant yeast');
    expect(parseIngredient('Two 2 oz (56g) cans anchovies in oil')).toMatchObject({ quantity: 2, unit: 'can' });
  });

  it('reads "thin" and "thick" slices as slices', () => {
    expect(parseIngredient('2 thin slices fresh ginger')).toMatchObject({ quantity: 2, unit: 'slice' });
  });

  it('reads "Tb" as a tablespoon', () => {
    expect(parseIngredient('4 Tb clarified butter')).toMatchObject({ quantity: 4, unit: 'Tbsp' });
  });

  it.each([
    ['Flour: 300 g', 300, null, 'g', 'Flour', 'Flour: 600 g'],
    ['sugar 2 Grams', 2, null, 'g', 'sugar', 'sugar 4 Grams'],
    ['stuff 1-2 cups', 1, 2, 'cup', 'stuff', 'stuff 2-4 cups'],
    ['Stuff - 300mg', 300, null, 'mg', 'Stuff', 'Stuff - 600mg'],
  ])('reads a weight or a volume written after the food: %j', (line, quantity, quantityMax, unit, name, doubled) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, quantityMax, unit, name });
    expect(scaleIngredient(line, 2)).toBe(doubled);
  });

  it('leaves a measure after a counted fruit to the fruit', () => {
    expect(parseIngredient('Juice of 1 lemon, about 3 tbsp')).toMatchObject({ quantity: null, name: 'lemon' });
    expect(scaleIngredient('Juice of 1 lemon, about 3 tbsp', 2)).toMatch(/^Juice of 2 lemons, /);
  });

  it('reads no count or size after the food as its amount', () => {
    for (const line of ['Gas mark 4', 'Pan 9 in', 'Eggs 2', 'Bake 25 minutes', 'Oven: 180C / 160C fan / gas 4']) {
      expect(parseIngredient(line).quantity, line).toBeNull();
      expect(scaleIngredient(line, 2)).toBe(line);
    }
  });
});
