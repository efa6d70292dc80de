/** The measures a baker owns (spoon set, cups, scale readings) and snapping an amount to them. */
import {
  add,
  compare,
  div,
  floor,
  fraction,
  fractionalPart,
  fromNumber,
  isInteger,
  mul,
  sub,
  toNumber,
} from '../fraction';
import type { Fraction } from '../fraction';
import { unitByName } from '../units';
import type { UnitDef } from '../units';
import type { Choice } from './types';
import { nearestCommonFraction } from './format';

const f = fraction;

export const CUP_MEASURES = [f(0), f(1, 4), f(1, 3), f(1, 2), f(2, 3), f(3, 4)];
// A tablespoon measure is whole or a half. Thirds of a tablespoon are whole teaspoons, and a baker writes
// '4 tsp', never '1 1/3 Tbsp'; from two tablespoons up the spoons combine: '2 Tbsp + 2 tsp'.
export const TBSP_MEASURES = [f(0), f(1, 2)];
export const TSP_MEASURES = [
  f(0),
  f(1, 16),
  f(1, 8),
  f(1, 4),
  f(1, 3),
  f(3, 8),
  f(1, 2),
  f(5, 8),
  f(2, 3),
  f(3, 4),
  f(7, 8),
];
/** From one tablespoon up, a teaspoon count is only kept as is when it is whole or a half. */
export const TSP_MEASURES_ABOVE_TBSP = [f(0), f(1, 2)];
export const LB_MEASURES = [f(0), f(1, 4), f(1, 2), f(3, 4)];
export const ONE_SIXTEENTH = f(1, 16);

export const onGrid = (q: Fraction, grid: readonly Fraction[]) => grid.some((g) => compare(fractionalPart(q), g) === 0);
export const allOnGrid = (values: readonly Fraction[], per: Fraction, grid: readonly Fraction[]) =>
  values.every((v) => onGrid(div(v, per), grid));
export const atLeast = (a: Fraction, n: number) => compare(a, f(n)) >= 0;

export function inUnit(unit: UnitDef, min: Fraction, max: Fraction | null): Choice {
  return { unit, min: div(min, unit.base!), max: max && div(max, unit.base!) };
}

/**
 * Spoons and cups, amounts in teaspoons. From one cup up it is always cups, plus a spoon when the cups
 * miss every common fraction ('2 cups + 1 Tbsp'). Below that, the largest unit the amount reaches (1/4 cup,
 * 1 Tbsp) is used when the amount comes out as an ordinary measure in it (cups in quarters and thirds,
 * tablespoons in thirds and halves); otherwise teaspoons when they are exact (below a tablespoon, any
 * whole number of sixteenths), then the nearest measure within 5%, then the nearest sixteenth of a teaspoon
 * (the smallest spoon), then the formatter's rounding. An odd number of sixteenths is the spoon below and a
 * pinch ('1/8 tsp + a pinch', see teaspoonsAndPinch). 'pinch' comes back below 1/16 tsp.
 */
export function chooseSpoonOrCup(min: Fraction, max: Fraction | null): Choice | 'pinch' {
  const top = max ?? min;
  const ends = max ? [min, max] : [min];
  const tsp = unitByName('tsp');
  const tbsp = unitByName('Tbsp');
  const cup = unitByName('cup');
  if (compare(top, ONE_SIXTEENTH) < 0) return 'pinch';
  if (max && min.num === 0) return fromZeroTo(top);
  if (atLeast(min, 48))
    return max || nearestCommonFraction(div(min, cup.base!), 'cup')
      ? inUnit(cup, min, max)
      : (cupPlusSpoon(min, true) ?? inUnit(cup, min, max));
  if (atLeast(min, 12) && allOnGrid(ends, cup.base!, CUP_MEASURES)) return inUnit(cup, min, max);
  if (atLeast(min, 3) && compare(top, f(48)) < 0 && allOnGrid(ends, tbsp.base!, TBSP_MEASURES))
    return inUnit(tbsp, min, max);
  // Below a tablespoon, whole sixteenths are measured as they are: '1 1/2 tsp + a pinch', not '1 1/2 tsp'.
  if (!max && compare(min, f(3)) < 0 && isInteger(mul(min, f(16)))) return teaspoonsAndPinch(min);
  if (compare(top, f(12)) < 0 && ends.every((e) => onGrid(e, atLeast(e, 3) ? TSP_MEASURES_ABOVE_TBSP : TSP_MEASURES))) {
    if (!max && compare(min, f(6)) > 0) return tablespoonsPlusTeaspoons(min);
    return inUnit(tsp, min, max);
  }
  if (!max && compare(min, f(48)) < 0 && onGrid(min, TSP_MEASURES_ABOVE_TBSP))
    return cupPlusSpoon(min) ?? tablespoonsPlusTeaspoons(min);
  // Nothing measures exactly (1/5 cup x 1/3): snap to the nearest spoon or cup measure when that is off by
  // at most 5%, trying the larger unit first; otherwise keep the value and let the formatter round it.
  const candidates: Array<[UnitDef, readonly Fraction[]]> = [];
  if (atLeast(min, 12)) candidates.push([cup, CUP_MEASURES]);
  if (atLeast(min, 3)) candidates.push([tbsp, TBSP_MEASURES]);
  if (compare(top, f(12)) < 0) candidates.push([tsp, TSP_MEASURES]);
  for (const [unit, grid] of candidates) {
    const snapped = ends.map((end) => snapToGrid(div(end, unit.base!), grid));
    if (snapped.every((s, i) => s !== null && relativeError(s, div(ends[i]!, unit.base!)) <= 0.05)) {
      return { unit, min: snapped[0]!, max: max ? snapped[1]! : null };
    }
  }
  if (!candidates.length) return fromZeroTo(top);
  if (!max && compare(min, f(3)) < 0) return teaspoonsAndPinch(f(Math.round(toNumber(min) * 16), 16));
  return inUnit(candidates[0]![0], min, max);
}

/**
 * Teaspoons, where an odd number of sixteenths is written as the spoon below and a pinch (a pinch is
 * 1/16 tsp): '1/8 tsp + a pinch', '1 tsp + a pinch'. A lone sixteenth stays '1/16 tsp'.
 */
export function teaspoonsAndPinch(teaspoons: Fraction): Choice {
  const tsp = unitByName('tsp');
  const sixteenths = mul(teaspoons, f(16));
  if (!isInteger(sixteenths) || sixteenths.num % 2 === 0 || sixteenths.num === 1) return inUnit(tsp, teaspoons, null);
  return {
    unit: tsp,
    min: sub(teaspoons, ONE_SIXTEENTH),
    max: null,
    plus: { unit: unitByName('pinch'), amount: f(1) },
  };
}

/**
 * A range from 0 ('0-5 tsp chili flakes' x 4) has no lower end to choose a unit by: its upper end
 * chooses, as an amount of its own, and the range reads '0 to 6 2/3 Tbsp'.
 */
export function fromZeroTo(top: Fraction): Choice {
  const alone = chooseSpoonOrCup(top, null);
  // A range cannot read '6 Tbsp + 2 tsp': tablespoons alone then ('0 to 6 2/3 Tbsp').
  if (alone === 'pinch' || alone.plus) return inUnit(unitByName(alone === 'pinch' ? 'tsp' : 'Tbsp'), f(0), top);
  return { unit: alone.unit, min: f(0), max: alone.min };
}

/**
 * From a quarter cup up, a cup measure and one spoon: '3/4 cup + 2 tsp', '1/3 cup + 2 Tbsp' (not '12 Tbsp +
 * 2 tsp'), '2 cups + 1 Tbsp'. The largest cup measure whose remainder is a single spoon measure; with
 * `nearest`, the largest one whose remainder rounds to a spoon measure within 5% of the whole amount. Null
 * when none is.
 */
export function cupPlusSpoon(teaspoons: Fraction, nearest = false): Choice | null {
  if (!atLeast(teaspoons, 12)) return null;
  const cup = unitByName('cup');
  const whole = f(floor(div(teaspoons, cup.base!)));
  for (const measure of [...CUP_MEASURES].reverse().map((m) => add(whole, m))) {
    const rest = sub(teaspoons, mul(measure, cup.base!));
    if (measure.num === 0 || rest.num <= 0) continue;
    const small = compare(rest, f(3)) < 0;
    const grid = small ? TSP_MEASURES : TBSP_MEASURES;
    const inSpoons = small ? rest : div(rest, f(3));
    const spoonAmount = onGrid(inSpoons, grid) ? inSpoons : nearest ? snapToGrid(inSpoons, grid) : null;
    const spoonUnit = unitByName(small ? 'tsp' : 'Tbsp');
    if (!spoonAmount) continue;
    const total = add(mul(measure, cup.base!), mul(spoonAmount, spoonUnit.base!));
    if (relativeError(total, teaspoons) <= 0.05)
      return { unit: cup, min: measure, max: null, plus: { unit: spoonUnit, amount: spoonAmount } };
  }
  return null;
}

/** Seven teaspoons and more are counted as tablespoons plus the teaspoons left over: '2 Tbsp + 2 tsp'. */
export function tablespoonsPlusTeaspoons(teaspoons: Fraction): Choice {
  const spoons = Math.floor(toNumber(teaspoons) / 3);
  return {
    unit: unitByName('Tbsp'),
    min: f(spoons),
    max: null,
    plus: { unit: unitByName('tsp'), amount: sub(teaspoons, f(spoons * 3)) },
  };
}

/** The nearest grid value (whole part plus a grid fraction), or null when that would be zero. */
export function snapToGrid(q: Fraction, grid: readonly Fraction[]): Fraction | null {
  const whole = f(floor(q));
  let best: Fraction | null = null;
  for (const g of [...grid, f(1)]) {
    const candidate = add(whole, g);
    if (candidate.num === 0) continue;
    if (!best || Math.abs(toNumber(candidate) - toNumber(q)) < Math.abs(toNumber(best) - toNumber(q))) best = candidate;
  }
  return best;
}

export function relativeError(approx: Fraction, exact: Fraction): number {
  return Math.abs(toNumber(approx) - toNumber(exact)) / toNumber(exact);
}

/** Cups as a baker measures them: the cup and tablespoon grids of chooseSpoonOrCup, quarter teaspoons below. */
export function kitchenCups(cups: number): number {
  const tsp = cups * 48;
  if (tsp < 3) return Math.max(1 / 4, Math.round(tsp * 4) / 4) / 48;
  if (tsp < 12) return (toNumber(snapToGrid(fromNumber(tsp / 3), TBSP_MEASURES)!) * 3) / 48;
  return toNumber(snapToGrid(fromNumber(cups), CUP_MEASURES)!);
}

/**
 * Teaspoons of a food measured by the spoon (salt, yeast): the teaspoon measures of chooseSpoonOrCup below a
 * tablespoon, half teaspoons below a quarter cup, then as kitchenCups.
 */
export function kitchenTeaspoons(tsp: number): number {
  if (tsp < 3) return toNumber(snapToGrid(fromNumber(tsp), TSP_MEASURES)!);
  if (tsp < 12) return Math.round(tsp * 2) / 2;
  return kitchenCups(tsp / 48) * 48;
}

/** Ounces as a scale shows them: quarters below 4 oz, halves below a pound, quarter pounds above. Never 0. */
export function kitchenOunces(oz: number): number {
  const step = oz < 4 ? 1 / 4 : oz < 16 ? 1 / 2 : 4;
  return Math.max(1 / 4, Math.round(oz / step) * step);
}

// ---------------------------------------------------------------------------------------------
// The measuring set (docs/product.md#recipe-size-and-units)

/** The spoons of a measuring set below a teaspoon: 1/8, 1/4, 1/2 and 3/4 tsp. */
export const SPOON_SET = [f(0), f(1, 8), f(1, 4), f(1, 2), f(3, 4)];
const SPOON_SET_RANGE = [...SPOON_SET, f(1)];
const CUP_SET = [...CUP_MEASURES, f(1)];
const TBSP_SET = [f(0), f(1, 2), f(1)];

const isSpoon = (q: Fraction) => onGrid(q, SPOON_SET);
const isCup = (q: Fraction) => onGrid(q, CUP_MEASURES);
const isTbsp = (q: Fraction) => onGrid(q, TBSP_MEASURES);

/** The nearest value on a grid (whole part plus a grid fraction, the grid ending at 1), never zero. */
function nearestOn(q: Fraction, grid: readonly Fraction[]): Fraction {
  const whole = floor(q);
  let best = f(0);
  for (const g of grid) {
    const candidate = add(f(whole), g);
    if (best.num === 0 || Math.abs(toNumber(candidate) - toNumber(q)) < Math.abs(toNumber(best) - toNumber(q)))
      if (candidate.num > 0) best = candidate;
  }
  return best;
}

/**
 * Teaspoons as the spoons of a set: a whole number and one of 1/8, 1/4, 1/2, 3/4, plus a 1/8 tsp
 * where the eighths need two spoons ('1/4 tsp + 1/8 tsp', never '3/8 tsp'); from a tablespoon up,
 * tablespoons and the teaspoons left ('1 Tbsp + 3/4 tsp'), to the quarter teaspoon. 'pinch' below
 * 1/8 tsp.
 */
export function spoonsFor(teaspoons: Fraction): Choice | 'pinch' {
  const tsp = unitByName('tsp');
  const tbsp = unitByName('Tbsp');
  if (compare(teaspoons, f(1, 8)) < 0) return 'pinch';
  if (compare(teaspoons, f(3)) >= 0) {
    const quarters = Math.round(toNumber(teaspoons) * 4);
    const spoons = Math.floor(quarters / 12);
    const rest = f(quarters - spoons * 12, 4);
    if (rest.num === 0) return { unit: tbsp, min: f(spoons), max: null };
    if (compare(rest, f(3, 2)) === 0) return { unit: tbsp, min: add(f(spoons), f(1, 2)), max: null };
    return { unit: tbsp, min: f(spoons), max: null, plus: { unit: tsp, amount: rest } };
  }
  const eighths = Math.round(toNumber(teaspoons) * 8);
  const odd = eighths % 8 === 3 || eighths % 8 === 5 || eighths % 8 === 7;
  if (!odd) return { unit: tsp, min: f(eighths, 8), max: null };
  return { unit: tsp, min: f(eighths - 1, 8), max: null, plus: { unit: tsp, amount: f(1, 8) } };
}

/**
 * The last word on spoons and cups: every amount chooseSpoonOrCup settled on that no measuring set
 * holds is written with the measures a baker owns. Teaspoons in the set (spoonsFor), tablespoons whole
 * or halved (up to 8: nobody counts 13 spoonfuls), cups in quarters and thirds, else a cup measure plus
 * spoons ('3/4 cup + 1 Tbsp', not '13 Tbsp'; '1 1/2 cups + 2 Tbsp', not '1 5/8 cups'). Range ends snap to the nearest measure.
 */
export function measurableSpoons(choice: Choice | 'pinch'): Choice | 'pinch' {
  if (choice === 'pinch' || !choice.unit.base) return choice;
  const { unit } = choice;
  const name = unit.name;
  if (name !== 'tsp' && name !== 'Tbsp' && name !== 'cup') return choice;
  if (choice.max) {
    // Nobody counts out 9 to 12 tablespoons: a range that long is a range of cups.
    if (name === 'Tbsp' && compare(choice.max, f(8)) > 0 && choice.min.num > 0) {
      const cups = (q: Fraction) => nearestOn(div(q, f(16)), CUP_SET);
      return { unit: unitByName('cup'), min: cups(choice.min), max: cups(choice.max) };
    }
    const grid = name === 'tsp' ? SPOON_SET_RANGE : name === 'Tbsp' ? TBSP_SET : CUP_SET;
    const snap = (q: Fraction) => (q.num === 0 ? q : nearestOn(q, grid));
    return { unit, min: snap(choice.min), max: snap(choice.max) };
  }
  // The formatter writes an amount within 5% of a common fraction as that fraction: judge what it will write.
  const common = nearestCommonFraction(choice.min, name);
  const min = common ? add(f(floor(choice.min)), common) : choice.min;
  const parts = [{ unit, amount: min }, choice.plus, choice.and].filter((p) => p !== undefined);
  const teaspoons = parts.reduce(
    (sum, p) => add(sum, p.unit.name === 'pinch' ? f(1, 16) : mul(p.amount, p.unit.base!)),
    f(0),
  );
  const fine = parts.every((p) =>
    p.unit.name === 'pinch'
      ? true
      : p.unit.name === 'tsp'
        ? isSpoon(p.amount) && (isInteger(p.amount) || compare(p.amount, f(3)) < 0)
        : p.unit.name === 'Tbsp'
          ? isTbsp(p.amount) && (compare(mul(p.amount, p.unit.base!), f(24)) <= 0 || p !== parts[0])
          : isCup(p.amount),
  );
  if (fine) return { ...choice, min };
  if (compare(teaspoons, f(12)) <= 0) return spoonsFor(teaspoons);
  const cups = cupPlusSpoon(teaspoons, true);
  if (cups && cups.plus && (cups.plus.unit.name !== 'tsp' || isSpoon(cups.plus.amount))) {
    if (cups.plus.unit.name === 'Tbsp' && !isTbsp(cups.plus.amount)) {
      const rest = spoonsFor(mul(cups.plus.amount, cups.plus.unit.base!));
      if (rest !== 'pinch' && !rest.and)
        return { ...cups, plus: { unit: rest.unit, amount: rest.min }, and: rest.plus };
    }
    return cups;
  }
  return { unit: unitByName('cup'), min: nearestOn(div(teaspoons, f(48)), CUP_SET), max: null };
}
