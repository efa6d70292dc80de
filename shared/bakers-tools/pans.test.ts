import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { toMetric, toUS, unmeasurableReason } from '../ingredients';
import { capFactor, factorText } from './factor';
import {
  ADVICE,
  batterDepth,
  COMMON_PANS,
  describePan,
  holeAcross,
  panArea,
  panCups,
  parsePan,
  scaleForPan,
  type Pan,
} from './pans';

const pan = (statement: string): Pan => {
  const parsed = parsePan(statement);
  if (!parsed) throw new Error(`'${statement}' should read as a pan`);
  return parsed;
};
const factor = (from: string, to: string) => scaleForPan(pan(from), pan(to)).factor;

describe('reading a recipe pan statement', () => {
  it.each([
    ['9-inch round x 2', { shape: 'round', width: 9, count: 2 }, 'two 9-inch rounds'],
    [
      '8 1/2 x 4 1/2-inch loaf x 3',
      { shape: 'loaf', width: 4.5, length: 8.5, count: 3 },
      'three 8 1/2 x 4 1/2-inch loaves',
    ],
    ['12-cup muffin pan', { shape: 'muffin', count: 12, cupSize: 'standard' }, '12 muffin cups'],
    ['9x13-inch pan', { shape: 'rectangle', width: 9, length: 13, count: 1 }, '9x13-inch pan'],
    ['10-inch bundt', { shape: 'bundt', width: 10, count: 1 }, '10-inch bundt'],
    ['two 8-inch rounds', { shape: 'round', width: 8, count: 2 }, 'two 8-inch rounds'],
    ['9x5-inch loaf', { shape: 'loaf', width: 5, length: 9 }, '9x5-inch loaf'],
    ['8x8-inch pan', { shape: 'square', width: 8, length: 8 }, '8x8-inch square'],
    ['20 cm (8-inch) square tin', { shape: 'square', cm: true }, '20 cm square'],
    ['900 g (2 lb) loaf tin', { shape: 'loaf', width: 4.5, length: 8.5 }, '8 1/2 x 4 1/2-inch loaf'],
    ['24-cup mini muffin pan', { shape: 'muffin', count: 24, cupSize: 'mini' }, '24 mini muffin cups'],
    ['12-cup bundt', { shape: 'bundt', capacityCups: 12 }, '12-cup bundt'],
    ['half sheet', { shape: 'sheet', width: 13, length: 18 }, '13x18-inch sheet'],
  ] as const)('%j', (statement, expected, described) => {
    const parsed = pan(statement);
    expect(parsed).toMatchObject(expected);
    expect(describePan(parsed)).toBe(described);
  });

  it('reads nothing into text that names no pan', () => {
    for (const text of ['', 'a big bowl', 'baking sheets', '500-inch round', 'muffin pan x 0'])
      expect(parsePan(text)).toBeNull();
  });

  it('reads every pan it offers the baker', () => {
    for (const { pans } of COMMON_PANS) for (const statement of pans) expect(parsePan(statement)).not.toBeNull();
  });
});

describe('areas, volumes and the factor', () => {
  it('scales cake pans by area: the issue figures', () => {
    expect(factorText(factor('9-inch round', '8x8-inch square'))).toBe('x 1.01');
    expect(factorText(factor('9-inch round', '9x13-inch pan'))).toBe('x 1.84');
    expect(panArea(pan('9-inch round'))).toBeCloseTo(63.62, 2);
    expect(panArea(pan('9x13-inch pan'))).toBe(117);
    // Two 9-inch layers into one 9x13: a little less batter.
    expect(factor('9-inch round x 2', '9x13-inch pan')).toBeCloseTo(0.92, 2);
    expect(scaleForPan(pan('9-inch round'), pan('9x13-inch pan')).by).toBe('area');
  });

  it('holds what the pan charts say', () => {
    expect(panCups(pan('9-inch round'))).toBeCloseTo(8, 0);
    expect(panCups(pan('8x8-inch square'))).toBeCloseTo(8, 0);
    expect(panCups(pan('9x13-inch pan'))).toBeCloseTo(14.5, 0);
    expect(panCups(pan('8 1/2 x 4 1/2-inch loaf'))).toBeCloseTo(6, 0);
    expect(panCups(pan('9x5-inch loaf'))).toBeCloseTo(8, 0);
    expect(panCups(pan('10-inch bundt'))).toBeCloseTo(12, 0);
    expect(panCups(pan('10-inch tube'))).toBeCloseTo(16, 0);
    expect(panCups(pan('12-cup muffin pan'))).toBe(0.5);
  });

  it('sizes a bundt or tube given by what it holds: a smaller ring is narrower and shallower', () => {
    expect(pan('12-cup bundt').width).toBeCloseTo(10, 0);
    expect(pan('6-cup bundt').width).toBeCloseTo(7.9, 1);
    expect(pan('16-cup tube').width).toBeCloseTo(10, 0);
    // Half the batter, filled as full: a little shallower (8 inches across to 10), not half as deep.
    expect(scaleForPan(pan('12-cup bundt'), pan('6-cup bundt')).factor).toBeCloseTo(0.5, 6);
    expect(batterDepth(pan('6-cup bundt')) / batterDepth(pan('12-cup bundt'))).toBeCloseTo(0.79, 2);
    expect(scaleForPan(pan('12-cup bundt'), pan('6-cup bundt')).advice).toBe(ADVICE.shallower);
  });

  it('leaves the hole of a bundt or tube out of its volume', () => {
    const tube = pan('10-inch tube');
    expect(holeAcross(tube)).toBe(3.5);
    expect(panArea(tube)).toBeCloseTo(Math.PI * (5 ** 2 - 1.75 ** 2), 6);
    expect(panArea(tube)).toBeLessThan(panArea(pan('10-inch round')));
  });

  it('scales loaves, tubes and muffin cups by volume', () => {
    expect(factor('8 1/2 x 4 1/2-inch loaf', '9x5-inch loaf')).toBeCloseTo(1.28, 2);
    expect(factor('8 1/2 x 4 1/2-inch loaf x 3', '9x5-inch loaf')).toBeCloseTo(0.43, 2);
    expect(factor('12-cup muffin pan', '24-cup mini muffin pan')).toBeCloseTo(0.5, 6);
    // Cupcakes take a quarter cup of cake batter each: 12 of them are about 2/5 of a 9x13 cake.
    expect(factor('9x13-inch pan', '12-cup muffin pan')).toBeCloseTo(0.41, 2);
    // Muffins are filled near the top, a third of a cup each: a dozen make three-quarters of a 9x5 loaf.
    expect(scaleForPan(pan('12-cup muffin pan'), pan('9x5-inch loaf'), { cups: 'muffin' }).factor).toBeCloseTo(1.32, 2);
    // A two-layer 9-inch cake fits a 10-inch bundt.
    expect(factor('9-inch round x 2', '10-inch bundt')).toBeCloseTo(1.02, 2);
    expect(factor('10-inch bundt', '10-inch tube')).toBeCloseTo(16.23 / 12.13, 2);
    expect(scaleForPan(pan('10-inch bundt'), pan('9x13-inch pan')).by).toBe('volume');
  });

  it('agrees with a recipe’s own notes on cupcakes: one batch of the vanilla cake fills 24 cups', () => {
    const vanilla = demoRecipes.find((r) => r.slug === 'classic-vanilla-layer-cake')!;
    const twoPans = { ...pan('12-cup muffin pan'), count: 24 };
    expect(factorText(scaleForPan(pan(vanilla.pan!), twoPans, { cupsPerBatch: 24 }).factor)).toBe('x 1');
    expect(scaleForPan(pan(vanilla.pan!), twoPans, { cupsPerBatch: 24, cupsBake: '18 to 20 minutes' }).advice).toBe(
      "Muffin cups bake much faster than a pan: the recipe's notes say 18 to 20 minutes.",
    );
    // Without the note, the quarter cup a cupcake takes lands close to it.
    expect(scaleForPan(pan(vanilla.pan!), twoPans).factor).toBeCloseTo(0.96, 2);
  });

  it('says what to watch in the oven', () => {
    expect(scaleForPan(pan('9-inch round'), pan('9x13-inch pan')).advice).toBe(ADVICE.same);
    expect(scaleForPan(pan('9x5-inch loaf'), pan('10-inch tube')).advice).toBe(ADVICE.deeper);
    // Twice as deep bakes about twice as long: a few minutes more would leave it raw in the middle.
    expect(scaleForPan(pan('9x13-inch pan'), pan('9x5-inch loaf')).advice).toBe(
      'Much deeper batter: it bakes about twice as long; check with a skewer in the middle, and cover loosely with foil if the top browns first.',
    );
    expect(scaleForPan(pan('9x13-inch pan'), pan('10-inch tube')).advice).toMatch(
      /^Much deeper batter: it bakes about 2 1\/2 times as long;/,
    );
    expect(scaleForPan(pan('half sheet'), pan('9x5-inch loaf')).advice).toMatch(/it bakes about 4 times as long/);
    expect(scaleForPan(pan('10-inch tube'), pan('9x5-inch loaf')).advice).toBe(ADVICE.shallower);
    // About half as deep bakes in about half the time: 5 minutes early would leave a 9x13 of a loaf's batter dry.
    expect(scaleForPan(pan('9x5-inch loaf'), pan('9x13-inch pan'))).toMatchObject({
      advice: 'Much shallower batter: it bakes in about half the time; check it early.',
      bakeFactor: expect.closeTo(0.53, 2),
    });
    // A rising dough goes by minutes: it fills its pan as it proves.
    expect(scaleForPan(pan('9x5-inch loaf'), pan('9x13-inch pan'), { minutesOnly: true }).advice).toBe(
      'Shallower: check 5 minutes early.',
    );
    expect(scaleForPan(pan('9x13-inch pan'), pan('9x5-inch loaf'), { minutesOnly: true }).advice).toBe(
      'Deeper: check 5-10 minutes later than the recipe says.',
    );
    expect(scaleForPan(pan('9x13-inch pan'), pan('12-cup muffin pan')).advice).toBe(ADVICE.cups);
    // Muffin batter in one pan: a cake pan's takes about 1 1/2 times the cups' time, a loaf's about 3 times.
    expect(scaleForPan(pan('12-cup muffin pan'), pan('9x13-inch pan'))).toMatchObject({
      advice:
        'One pan bakes much longer than muffin cups, about 1 1/2 times as long; check with a skewer in the middle, and cover loosely with foil if the top browns first.',
      bakeFactor: 1.6,
    });
    expect(scaleForPan(pan('12-cup muffin pan'), pan('9x5-inch loaf')).advice).toBe(
      'One pan bakes much longer than muffin cups, about 3 times as long; check with a skewer in the middle, and cover loosely with foil if the top browns first.',
    );
    expect(scaleForPan(pan('12-cup muffin pan'), pan('half sheet')).advice).toBe(ADVICE.thinSheet);
  });
});

describe('the cap on a tool factor', () => {
  it('keeps 1/8 to 8 and says why it capped', () => {
    expect(capFactor(1.84)).toEqual({ factor: 1.84, message: null });
    expect(capFactor(12.5)).toEqual({
      factor: 8,
      message: 'That is 13 times the recipe: scaled to 8 times, the most a recipe is scaled here.',
    });
    expect(capFactor(0.05).factor).toBe(1 / 8);
    expect(capFactor(0.05).message).toBe(
      'That is 0.05 times the recipe: scaled to 1/8, the least a recipe is scaled here.',
    );
    // A muffin pan's worth of a 12-cup recipe into a half sheet stays within bounds; 48 minis from one cup does not.
    expect(capFactor(factor('6-cup jumbo muffin pan', '24-cup mini muffin pan')).message).toBeNull();
  });
});

describe('the demo recipes and their pans', () => {
  const withPans = demoRecipes.filter((r) => r.pan);

  it('name pans the tool reads: cakes, loaves, muffins and bars', () => {
    expect(withPans.length).toBeGreaterThanOrEqual(12);
    for (const recipe of withPans) expect(parsePan(recipe.pan!), recipe.pan).not.toBeNull();
    expect(withPans.find((r) => r.slug === 'one-bowl-white-bread')?.pan).toBe('8 1/2 x 4 1/2-inch loaf x 3');
  });

  it('stay measurable in every pan the tool offers', () => {
    const offered = COMMON_PANS.flatMap((g) => g.pans).map(pan);
    for (const recipe of withPans) {
      for (const to of offered) {
        const { factor } = capFactor(scaleForPan(pan(recipe.pan!), to).factor);
        for (const line of recipe.ingredients) {
          expect(unmeasurableReason(toUS(line, factor)), `${line} x ${factor}`).toBeNull();
          expect(unmeasurableReason(toMetric(line, factor)), `${line} x ${factor}`).toBeNull();
        }
      }
    }
  });
});
