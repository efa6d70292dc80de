/** Which unit an amount is written in: spoons or cups, ounces or pounds, grams or kilograms, sticks. */
import { fraction, fromNumber, isInteger, mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { lookupUnit, unitByName } from '../units';
import type { UnitDef } from '../units';
import type { Choice } from './types';
import { formatExact, writeExtras } from './format';
import { LB_MEASURES, allOnGrid, atLeast, chooseSpoonOrCup, inUnit, measurableSpoons } from './measurable';

const f = fraction;

/**
 * An amount written in the unit a baker would reach for, for lines built from sums (the recipe combiner):
 * writeAmount(8, 'tsp') === '2 Tbsp + 2 tsp', writeAmount(20, 'oz') === '20 oz', writeAmount(1.25, 'cup') ===
 * '1 1/4 cups', writeAmount(3, null) === '3'. Units the table does not know are written as given.
 */
export function writeAmount(quantity: number, unit: string | null): string {
  if (!Number.isFinite(quantity) || quantity <= 0) return '';
  const q = fromNumber(quantity);
  if (unit === null) return formatExact(q, null).text;
  const known = lookupUnit(unit);
  if (!known) return `${formatExact(q, null).text} ${unit}`;
  const choice = chooseUnit(known.unit, q, null);
  if (choice === 'pinch') return 'a pinch';
  const shown = formatExact(choice.min, choice.unit.name);
  const text = `${shown.text} ${shown.shown > 1 ? choice.unit.plural : choice.unit.name}`;
  return text + writeExtras(null, choice);
}

/** Ounces and pounds, in ounces. Pounds when they come out in quarters, or when the recipe already used pounds. */
export function chooseOunceOrPound(min: Fraction, max: Fraction | null, from: UnitDef): Choice {
  const lb = unitByName('lb');
  const ends = max ? [min, max] : [min];
  if (atLeast(min, 16) && (from.name === 'lb' || allOnGrid(ends, lb.base!, LB_MEASURES))) return inUnit(lb, min, max);
  return inUnit(unitByName('oz'), min, max);
}

/**
 * One way at every size (docs/product.md#recipe-size-and-units): volumes in millilitres below 1000 ml
 * and in litres from 1000 ml on; weights in grams when the recipe weighs in grams (a kitchen scale
 * reads grams, and '1875 g' beside '2 kg' at the next size reads as two systems), in kilograms from
 * 1 kg when it weighs in kilograms.
 */
export function chooseMetric(
  min: Fraction,
  max: Fraction | null,
  small: UnitDef,
  large: UnitDef,
  from: UnitDef = small,
): Choice {
  const largeFromOne = small.name === 'ml' || from === large;
  // A range reaching 1000 ml is in litres at both ends: '0.9-1.05 l', not '900-1050 ml'.
  if (largeFromOne && atLeast(max ?? min, 1000)) return inUnit(large, min, max);
  return inUnit(small, min, max);
}

/** Re-expresses an amount (in `unit`) in the unit a baker would write. */
export function chooseUnit(unit: UnitDef, min: Fraction, max: Fraction | null): Choice | 'pinch' {
  if (!unit.base) return { unit, min, max };
  const toBase = (q: Fraction) => mul(q, unit.base!);
  const baseMax = max && toBase(max);
  switch (unit.name) {
    case 'tsp':
    case 'Tbsp':
    case 'cup':
      return measurableSpoons(chooseSpoonOrCup(toBase(min), baseMax));
    case 'oz':
    case 'lb':
      return chooseOunceOrPound(toBase(min), baseMax, unit);
    case 'g':
    case 'kg':
      return chooseMetric(toBase(min), baseMax, unitByName('g'), unitByName('kg'), unit);
    case 'ml':
    case 'l':
      return chooseMetric(toBase(min), baseMax, unitByName('ml'), unitByName('l'));
    default:
      // fl oz, pints, quarts, mg, cl, dl: kept as written (cream is bought by the pint).
      return { unit, min, max };
  }
}

export function roundIndivisible(q: Fraction): Fraction {
  return f(Math.max(1, Math.round(toNumber(q))));
}

/** A stick of butter is 8 tablespoons, and its wrapper is marked at each one. */
export const TSP_PER_STICK = f(24);

/**
 * Sticks stay sticks when the amount falls on the wrapper's tablespoon marks (whole eighths of a stick:
 * 1/2 stick, 3/8 stick). Any other amount (a third or a sixth of a stick) cannot be cut by the marks and is
 * measured in spoons or cups instead: 1/6 stick is 4 tsp, not '1/8 stick' (the nearest common fraction).
 */
export function chooseStick(stick: UnitDef, min: Fraction, max: Fraction | null): Choice | 'pinch' {
  if ((max ? [min, max] : [min]).every((end) => isInteger(mul(end, f(8))))) return { unit: stick, min, max };
  return measurableSpoons(chooseSpoonOrCup(mul(min, TSP_PER_STICK), max && mul(max, TSP_PER_STICK)));
}
