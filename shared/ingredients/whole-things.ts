/**
 * Things counted whole that a scaled recipe would cut into fractions nobody can measure
 * (docs/decisions/034-the-method-follows-the-amounts.md): a batch of another recipe is made in halves,
 * rounded up ('3/8 batch' of buttercream is half a batch: a little frosting over beats a bare cake);
 * a vanilla bean in halves, and below half a bean as a piece of it by length (a bean is about 6 inches,
 * 15 cm); a count of packets beside a spoon measure only while it is whole ('2 tsp (1 packet)', never
 * '(1/4 packet)': the spoon is the measure).
 */
import { fraction, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { formatFraction } from './format';
import type { UnitSystem } from './eggs';

/** Batches of another recipe, rounded up to the half: at least half a batch. */
export function batchesToMake(count: Fraction): Fraction {
  return fraction(Math.max(1, Math.ceil(toNumber(count) * 2 - 1e-9)), 2);
}

const INCHES_PER_BEAN = 6;
const CM_PER_BEAN = 15;

/**
 * The text that replaces 'COUNT vanilla bean(s)' when the count is not whole or half: the nearest half
 * bean from half a bean up, else a piece of one ('a 1 1/2-inch piece of vanilla bean', 'a 4 cm piece').
 * Null when the count needs no change.
 */
export function vanillaBeanText(count: Fraction, noun: string, system: UnitSystem): string | null {
  const value = toNumber(count);
  const halves = Math.round(value * 2);
  if (Math.abs(value * 2 - Math.round(value * 2)) < 1e-9) return null;
  const single = noun.replace(/s$/, '');
  if (value >= 0.5) {
    const shown = formatFraction(fraction(halves, 2), null).text;
    return `${shown} ${halves > 2 ? `${single}s` : single}`;
  }
  if (system === 'metric') return `a ${Math.max(1, Math.round(value * CM_PER_BEAN))} cm piece of ${single}`;
  const quarters = Math.max(1, Math.round(value * INCHES_PER_BEAN * 4));
  return `a ${formatFraction(fraction(quarters, 4), null).text}-inch piece of ${single}`;
}

/** True for a count noun that is a vanilla bean or pod. */
export const isVanillaBean = (noun: string) => /^vanilla (?:bean|pod)s?$/i.test(noun);
/** True for a count noun that is a batch of another recipe. */
export const isBatch = (noun: string) => /^batch(?:es)?$/i.test(noun);
