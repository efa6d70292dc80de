import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../api/seed/recipes';
import { toMetric, toUS, unmeasurableReason } from '../ingredients';
import { measureOf } from './amounts';
import {
  bakersTable,
  factorForDough,
  factorForPieces,
  gramsText,
  HYDRATION_RULE,
  percentText,
} from './bakers-percentages';

const grams = (line: string) => measureOf(line)!.value;
const table = (ingredients: string[]) => {
  const t = bakersTable(ingredients);
  if (!t) throw new Error('expected a formula');
  return t;
};

describe("baker's percentages", () => {
  it('puts the flour at 100% and gives 720 g water for 1,000 g flour at 72%', () => {
    const t = table(['1000 g bread flour', '720 g water', '20 g fine sea salt', '7 g instant yeast']);
    expect(t.lines.map((l) => percentText(l.percent!))).toEqual(['100%', '72%', '2%', '0.7%']);
    expect(t.hydration).toBeCloseTo(72, 6);
    // Written at 500 g of flour, the same formula at 1,000 g of flour gives 720 g of water.
    const half = table(['500 g bread flour', '360 g water', '10 g fine sea salt']);
    const factor = 1000 / half.flourGrams;
    expect(toMetric('500 g bread flour', factor)).toBe('1000 g bread flour');
    expect(toMetric('360 g water', factor)).toBe('720 g water');
  });

  it('scales a 180% formula to 1,800 g of dough with 1,000 g of flour (±1 g)', () => {
    const ingredients = [
      '450 g bread flour',
      '324 g water',
      '9 g fine sea salt',
      '4.5 g instant yeast',
      '22.5 g olive oil',
    ];
    const t = table(ingredients);
    expect(percentText(t.totalPercent)).toBe('180%');
    const { factor, message } = factorForDough(t, 1800);
    expect(message).toBeNull();
    expect(Math.abs(grams(toMetric(ingredients[0]!, factor)) - 1000)).toBeLessThanOrEqual(1);
    expect(Math.abs(grams(toMetric(ingredients[1]!, factor)) - 720)).toBeLessThanOrEqual(1);
  });

  it('scales to pieces of a weight', () => {
    const t = table(['500 g strong white bread flour', '350 g lukewarm water', '10 g fine sea salt', '5 g yeast']);
    // 3 loaves of 900 g is 2,700 g of an 865 g dough.
    expect(factorForPieces(t, 3, 900).factor).toBeCloseTo(2700 / 865, 6);
    expect(gramsText(2700)).toBe('2,700 g');
    expect(factorForPieces(t, 12, 80).factor).toBeCloseTo(960 / 865, 6);
    expect(factorForPieces(t, 40, 900).message).toMatch(/8 times/);
  });

  it('counts milk and eggs in the hydration, as the rule says', () => {
    expect(HYDRATION_RULE).toMatch(/milk as 88% water, eggs as 75% water/);
    const t = table(['500 g flour', '250 ml whole milk', '1 large egg', '50 g butter']);
    // 250 x 0.88 + 50 x 0.75 = 257.5 g of water over 500 g of flour.
    expect(t.waterGrams).toBeCloseTo(257.5, 6);
    expect(percentText(t.hydration)).toBe('52%');
  });

  it('reads the demo breads as a baker would', () => {
    const bread = (slug: string) => table(demoRecipes.find((r) => r.slug === slug)!.ingredients);
    const farmhouse = bread('crusty-farmhouse-loaf');
    expect(farmhouse.flourGrams).toBe(500);
    expect(percentText(farmhouse.hydration)).toBe('70%');
    // The crosses' flour and water are not the dough.
    const buns = bread('hot-cross-buns');
    expect(buns.flourGrams).toBe(500);
    expect(buns.lines.some((l) => /plain flour/.test(l.line))).toBe(false);
    // Cups with the author's own grams: 1,125 g of flour, 720 ml of water.
    const white = bread('one-bowl-white-bread');
    expect(white.flourGrams).toBe(1125);
    expect(percentText(white.hydration)).toBe('64%');
  });

  it('has no formula without flour', () => {
    expect(bakersTable(['1 (14 oz) can sweetened condensed milk', 'pinch of flaky sea salt'])).toBeNull();
    expect(bakersTable(['Rice flour or semolina, for the basket'])).toBeNull();
  });

  it('keeps every demo recipe measurable at the factors the dough weight gives', () => {
    for (const recipe of demoRecipes) {
      const t = bakersTable(recipe.ingredients);
      if (!t) continue;
      for (const target of [t.totalGrams * 0.37, t.totalGrams * 2.61]) {
        const { factor } = factorForDough(t, target);
        for (const line of recipe.ingredients) {
          expect(unmeasurableReason(toMetric(line, factor)), `${line} x ${factor}`).toBeNull();
          expect(unmeasurableReason(toUS(line, factor)), `${line} x ${factor}`).toBeNull();
        }
      }
    }
  });
});

describe('lines the formula used to leave out or weigh short', () => {
  it('weighs a whole egg and a yolk on one line, each with its own water', () => {
    const rolls = bakersTable(demoRecipes.find((r) => r.slug === 'overnight-cinnamon-rolls')!.ingredients)!;
    const egg = rolls.lines.find((l) => /egg plus 1 egg yolk/.test(l.line))!;
    expect(egg.grams).toBe(68);
    // 180 ml milk at 88%, the egg at 75% and the yolk at 50%: 205 g of water over 405 g of flour.
    expect(percentText(rolls.hydration)).toBe('51%');
  });

  it('weighs a spoon written with a fraction sign', () => {
    const bread = bakersTable(demoRecipes.find((r) => r.slug === 'spiced-pumpkin-bread')!.ingredients)!;
    expect(bread.lines.find((l) => l.line === '¾ tsp fine salt')!.grams).toBe(4.5);
    expect(bread.lines.find((l) => l.line === '½ tsp baking powder')!.grams).toBe(2);
  });
});
