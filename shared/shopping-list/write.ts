import { writeAmount } from '../ingredients';
import { GRAMS_PER_STICK_OF_BUTTER, lookupDensity, lookupUnit } from '../units';
import type { Amount } from './amounts';
import { mlPerCup } from './amounts';
import { countedName } from './names';

/**
 * An added-up amount written for a shopper (docs/product.md#shopping-list), in the list's unit
 * system and rounded UP to what can be measured or bought, never down: a shopper who brings home a
 * little more has enough. Grams to the whole gram, millilitres to the whole millilitre; cups to
 * the quarter cup, spoons to the half tablespoon or quarter teaspoon; ounces to the whole ounce;
 * American butter in half sticks; counts, cans and packages to whole ones.
 */
export function writeShoppingAmount(amount: Amount, system: 'us' | 'metric'): { name: string; amountText: string } {
  const { measure, quantity, name } = amount;
  if (measure === 'some') return { name, amountText: '' };
  if (measure === 'count') {
    const n = up(quantity, 1);
    return { name: countedName(name, n), amountText: String(n) };
  }
  if (typeof measure === 'object') {
    const n = up(quantity, 1);
    return { name, amountText: `${n} ${n > 1 ? measure.plural : measure.unit}` };
  }
  const density = lookupDensity(name);
  if (system === 'metric') {
    const text = measure === 'mass' ? `${up(quantity, 1)} g` : writeAmount(up(quantity, 1), 'ml');
    return { name, amountText: text };
  }
  if (measure === 'volume') return { name, amountText: spoonsAndCups((quantity / mlPerCup(density)) * 48) };
  // Weights: by the cup or spoon where the table knows the food's weight, as the US view writes grams;
  // what a recipe gave in ounces (cream cheese, chocolate) is bought by the ounce.
  if (!amount.inOunces && density?.names[0] === 'butter') {
    const sticks = up(quantity / GRAMS_PER_STICK_OF_BUTTER, 0.5);
    return { name, amountText: writeAmount(sticks, 'stick') };
  }
  if (!amount.inOunces && density?.gramsPerCup)
    return { name, amountText: spoonsAndCups((quantity / density.gramsPerCup) * 48) };
  if (!amount.inOunces && density?.gramsPerTsp)
    return { name, amountText: spoonsAndCups(quantity / density.gramsPerTsp) };
  const ounces = quantity / 28.35;
  if (ounces < 1) return { name, amountText: `${up(quantity, 1)} g` };
  return { name, amountText: writeAmount(up(ounces, 1), 'oz') };
}

/** Teaspoons as a baker measures them: quarter cups from a quarter cup up, else half tablespoons or quarter teaspoons. */
function spoonsAndCups(tsp: number): string {
  const step = tsp > 12 ? 12 : tsp > 3 ? 1.5 : 0.25;
  return writeAmount(up(tsp, step), 'tsp');
}

/** `value` rounded up to a multiple of `step`; sums of floats a hair over a step stay on it. */
export function up(value: number, step: number): number {
  return Math.max(step, Math.ceil(value / step - 1e-4) * step);
}

/** The plural of a stored unit, the container size kept in front: '(8 oz) package' -> '(8 oz) packages'. */
export function unitPlural(unit: string): string {
  const word = /[A-Za-z]+$/.exec(unit)?.[0] ?? unit;
  const known = lookupUnit(word)?.unit;
  return known ? unit.slice(0, unit.length - word.length) + known.plural : unit;
}
