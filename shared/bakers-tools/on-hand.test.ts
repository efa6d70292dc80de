import { describe, expect, it } from 'vitest';
import { toMetric, toUS, unmeasurableReason } from '../ingredients';
import { onHandFactor, scalableLines, shortFood } from './on-hand';

const ok = (line: string, typed: string) => {
  const result = onHandFactor(line, typed);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('scaling to the amount on hand', () => {
  it('reads the same unit', () => {
    expect(ok('3 large eggs', '2 eggs').factor).toBeCloseTo(2 / 3, 6);
    expect(ok('250 g strong white bread flour', '500 g flour').factor).toBe(2);
    expect(ok('250 g strong white bread flour', '500 g flour').reason).toBe('scaled to 500 g flour on hand');
  });

  it('compares cups with cups and ounces with pounds as the recipe measures, whatever the grams beside them', () => {
    // The author's 125 g a cup is not the table's 120 g: half the cups is half the recipe.
    expect(ok('4 cups (500 g) all-purpose flour', '2 cups').factor).toBe(0.5);
    expect(ok('2 cups (250 g) all-purpose flour', '3 cups flour').factor).toBe(1.5);
    // Blueberries have no weight per cup in the table: the recipe's own cups still compare.
    expect(ok('1 1/2 cups (225 g) fresh or frozen blueberries', '1 1/2 cups').factor).toBe(1);
    expect(ok('1 1/2 cups (225 g) fresh or frozen blueberries', '1 pint').factor).toBeCloseTo(4 / 3, 6);
    expect(ok('3/4 cup buttermilk or whole milk', '6 Tbsp').factor).toBe(0.5);
    expect(ok('6 oz (170 g) bittersweet chocolate, chopped', '1 lb').factor).toBeCloseTo(16 / 6, 6);
  });

  it('compares across units through the engine densities', () => {
    // A US cup of milk is 240 ml in the engine's table.
    expect(ok('250 ml whole milk, warmed', '1 cup milk').factor).toBeCloseTo(0.96, 6);
    // Flour by the cup at 120 g against a line that gives only grams.
    expect(ok('500 g all-purpose flour', '2 cups').factor).toBeCloseTo(0.48, 6);
    // Grams of a line written in cups: 2 1/4 cups of flour is 270 g.
    expect(ok('2 1/4 cups all-purpose flour', '500 g').factor).toBeCloseTo(500 / 270, 6);
    // Ounces and pounds convert exactly; a stick of butter is 113 g.
    expect(ok('1 cup (200 g) granulated sugar', '1 lb').factor).toBeCloseTo(453.6 / 200, 2);
    expect(ok('6 Tbsp (85 g) unsalted butter, softened', '1 stick butter').factor).toBeCloseTo(113 / 85, 6);
    // Water weighed in grams against a cup measure.
    expect(ok('350 g lukewarm water', '1 cup water').factor).toBeCloseTo(240 / 350, 6);
  });

  it('counts cans and packets against a line that counts them', () => {
    // The dulce de leche's only amount: 'This line has no amount to scale from.'
    const can = '1 (14 oz) can sweetened condensed milk';
    expect(scalableLines([can, 'pinch of flaky sea salt'])).toEqual([{ index: 0, line: can }]);
    expect(ok(can, '2 cans')).toMatchObject({ factor: 2, reason: 'scaled to 2 cans sweetened condensed milk on hand' });
    expect(ok(can, '1 tin').factor).toBe(1);
    expect(ok('1 (15 oz) can pumpkin purée (not pie filling)', '2 cans').factor).toBe(2);
    // A packet, a sachet or an envelope of yeast, against the packets in parentheses.
    expect(ok('2 1/4 tsp (1 packet) instant yeast', '1 packet')).toMatchObject({
      factor: 1,
      reason: 'scaled to 1 packet instant yeast on hand',
    });
    expect(ok('2 1/4 tsp (1 packet) instant yeast', '2 sachets').factor).toBe(2);
    expect(ok('2 Tbsp + 3/4 tsp (3 packets) instant yeast', '1 packet').factor).toBeCloseTo(1 / 3, 6);
    expect(ok('7 g (1 sachet) fast-action dried yeast', '2 envelopes').factor).toBe(2);
    expect(onHandFactor(can, '2 packets')).toEqual({
      ok: false,
      message:
        "That cannot be compared with '1 (14 oz) can sweetened condensed milk': give the amount as a count of cans.",
    });
  });

  it('names the food when the baker gave only the amount', () => {
    expect(ok('4 cups (500 g) all-purpose flour, plus more for dusting', '2 cups').reason).toBe(
      'scaled to 2 cups all-purpose flour on hand',
    );
    expect(shortFood('(1 sachet) fast-action dried yeast')).toBe('fast-action dried yeast');
  });

  it('caps past 1/8 and 8 times with a clear message', () => {
    const high = ok('1 large egg', '10 eggs');
    expect(high.factor).toBe(8);
    expect(high.message).toBe('That is 10 times the recipe: scaled to 8 times, the most a recipe is scaled here.');
    const low = ok('1 kg bread flour', '50 g');
    expect(low.factor).toBe(1 / 8);
    expect(low.message).toMatch(/scaled to 1\/8/);
  });

  it('refuses what it cannot compare, saying what to enter', () => {
    expect(onHandFactor('3 large eggs', '100 g')).toEqual({
      ok: false,
      message: "That cannot be compared with '3 large eggs': give the amount as a count, like the recipe.",
    });
    expect(onHandFactor('2 cups blueberries', '300 g')).toMatchObject({ ok: false, message: /by volume/ });
    expect(onHandFactor('500 g flour', 'some')).toMatchObject({ ok: false, message: /Start with the amount/ });
    expect(onHandFactor('500 g flour', '')).toMatchObject({ ok: false });
    expect(onHandFactor('Salt, to taste', '5 g')).toMatchObject({ ok: false });
  });

  it('offers only lines with an amount', () => {
    const lines = scalableLines(['---For the Dough---', '500 g flour', 'Salt, to taste', '2 large eggs']);
    expect(lines.map((l) => l.index)).toEqual([1, 3]);
  });

  it('keeps every scaled line measurable', () => {
    const factor = ok('250 ml whole milk, warmed', '1 cup milk').factor;
    for (const line of [
      '500 g strong white bread flour',
      '7 g (1 sachet) fast-action dried yeast',
      '1 large egg, beaten',
      '3/4 tsp fine salt',
      '2 1/4 cups all-purpose flour',
    ]) {
      expect(unmeasurableReason(toMetric(line, factor))).toBeNull();
      expect(unmeasurableReason(toUS(line, factor))).toBeNull();
    }
  });
});
