/** Writing numbers and unit names the way a baker reads them. */
import { floor, fraction, fromNumber, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { isMetric, lookupUnit } from '../units';
import type { UnitDef, UnitStyle } from '../units';
import type { Choice, UnitHit } from './types';

export const f = fraction;
export const COMMON_FRACTIONS = [
  f(0),
  f(1, 8),
  f(1, 4),
  f(1, 3),
  f(3, 8),
  f(1, 2),
  f(5, 8),
  f(2, 3),
  f(3, 4),
  f(7, 8),
  f(1),
];
export const METRIC_WHOLE_UNITS = new Set(['g', 'ml', 'mg']);
export const ROUNDING_TOLERANCE = 0.05;

export interface Formatted {
  text: string;
  /** The number the text shows, for choosing '1 cup' or '2 cups'. */
  shown: number;
}

export function decimalText(value: number, places: number): Formatted {
  const factor = 10 ** places;
  let rounded = Math.round(value * factor) / factor;
  // Never print '0' for something that is there.
  if (rounded === 0 && value > 0) rounded = 1 / factor;
  return { text: String(rounded), shown: rounded };
}

/**
 * What a kitchen scale or a measuring jug shows (docs/product.md#recipe-size-and-units): whole grams,
 * half grams under 10 g (yeast, salt: see wholeGramsUnlessSpooned for the other foods); millilitres to
 * 10 ml from 100 ml, to 5 ml from 10 ml, and below that the metric spoons (1.25, 2.5, 5, 7.5 ml); litres
 * to the 10 ml.
 */
export function formatMetric(value: number, unit: string): Formatted {
  const step = (size: number, places: number) => {
    // The low end of a range from nothing ('0-1/4 cup') stays nothing.
    if (value === 0) return { text: '0', shown: 0 };
    const rounded = Math.max(size, Math.round(value / size) * size);
    return { text: String(Number(rounded.toFixed(places))), shown: rounded };
  };
  // Below half a gram (a few saffron threads) no kitchen scale reads; the figure stays as written.
  if (unit === 'g' && value < 0.5) return decimalText(value, value >= 0.1 ? 1 : 2);
  if (unit === 'g') return value >= 10 ? step(1, 0) : step(0.5, 1);
  if (unit === 'ml') return value >= 100 ? step(10, 0) : value >= 10 ? step(5, 0) : step(value >= 2.5 ? 2.5 : 1.25, 2);
  if (unit === 'l') return step(0.01, 2);
  if (!METRIC_WHOLE_UNITS.has(unit)) return decimalText(value, 2);
  if (value >= 10) return decimalText(value, 0);
  if (value >= 0.1) return decimalText(value, 1);
  return decimalText(value, 2);
}

/** The common fraction (1/8, 1/3...) nearest to the part after the whole number, or null when none is within 0.05. */
export function nearestCommonFraction(q: Fraction, unit: string | null): Fraction | null {
  const whole = floor(q);
  const part = toNumber(q) - whole;
  const grid = unit === 'tsp' && whole === 0 ? [...COMMON_FRACTIONS, f(1, 16)] : COMMON_FRACTIONS;
  let best: Fraction | null = null;
  let bestDistance = Infinity;
  for (const candidate of grid) {
    // Something that is there is never written as 0.
    if (whole === 0 && candidate.num === 0) continue;
    const distance = Math.abs(part - toNumber(candidate));
    if (distance < bestDistance - 1e-12) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // Strictly closer than 0.05: 0.2 is not a quarter.
  return best && bestDistance < ROUNDING_TOLERANCE - 1e-9 ? best : null;
}

export function formatFraction(q: Fraction, unit: string | null): Formatted {
  const whole = floor(q);
  const best = nearestCommonFraction(q, unit);
  if (best) {
    const total = whole + toNumber(best);
    if (total > 0) {
      const wholeShown = whole + (best.num === best.den ? 1 : 0);
      const fracShown = best.num === 0 || best.num === best.den ? '' : `${best.num}/${best.den}`;
      const text = wholeShown && fracShown ? `${wholeShown} ${fracShown}` : fracShown || String(wholeShown);
      return { text, shown: total };
    }
  }
  return decimalText(toNumber(q), 2);
}

export function formatExact(q: Fraction, unit: string | null): Formatted {
  if (unit !== null && isMetricName(unit)) return formatMetric(toNumber(q), unit);
  return formatFraction(q, unit);
}

export function isMetricName(unit: string): boolean {
  const def = lookupUnit(unit);
  return def !== null && isMetric(def.unit);
}

/**
 * Writes a quantity the way a baker would for the given canonical unit.
 * American and counted amounts: whole number plus the nearest common fraction (1/8, 1/4, 1/3, 3/8, 1/2, 5/8,
 * 2/3, 3/4, 7/8, and 1/16 for teaspoons under one) within 0.05, otherwise a decimal with at most two places:
 * formatQuantity(1.5, 'cup') === '1 1/2'. Metric amounts are decimals: whole grams and millilitres from 10 up,
 * one decimal below that ('0.3' not '0.333333'), at most two decimals for kg and l.
 */
export function formatQuantity(value: number, unit: string | null): string {
  if (!Number.isFinite(value)) return String(value);
  if (unit !== null && isMetricName(unit)) return formatMetric(value, lookupUnit(unit)!.unit.name).text;
  return formatFraction(fromNumber(value), unit === null ? null : (lookupUnit(unit)?.unit.name ?? unit)).text;
}

export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && /[A-Z]/.test(model)) return word.toUpperCase();
  if (/^[A-Z]/.test(model)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

export function spellingFor(unit: UnitDef, style: UnitStyle, plural: boolean): string {
  const family =
    unit.spellings.find((s) => s.style === style) ??
    (style === 'longUK' ? unit.spellings.find((s) => s.style === 'long') : undefined);
  if (!family || style === 'abbr') return plural ? unit.plural : unit.name;
  return plural ? family.plural : family.singular;
}

export const ABBREVIATIONS_WITH_DOT = new Set(['tsp', 'Tbsp', 'oz', 'lb', 'fl oz']);

/** The second measure of a choice, in the spelling family of the line: ' + 2 tsp', ' + 2 teaspoons', ' + a pinch'. */
export function writeExtras(hit: UnitHit | null, choice: Choice): string {
  return (choice.plus ? writePlus(hit, choice.plus) : '') + (choice.and ? writePlus(hit, choice.and) : '');
}

export function writePlus(hit: UnitHit | null, plus: NonNullable<Choice['plus']>): string {
  if (plus.unit.name === 'pinch') return ' + a pinch';
  const extra = formatExact(plus.amount, plus.unit.name);
  return ` + ${extra.text} ${writeUnit(hit, plus.unit, extra.shown > 1)}`;
}

export function writeUnit(hit: UnitHit | null, target: UnitDef, plural: boolean): string {
  if (hit && hit.def === target) {
    const { spelling } = hit.spelling;
    if (spelling.singular === spelling.plural || hit.spelling.plural === plural) return hit.core + (hit.dot ? '.' : '');
    return matchCase(hit.core, plural ? spelling.plural : spelling.singular) + (hit.dot ? '.' : '');
  }
  const style = hit?.spelling.spelling.style ?? 'abbr';
  const word = spellingFor(target, style, plural);
  if (style !== 'abbr') return matchCase(hit!.core, word);
  // 'Tbsp.' may become 'tsp.', but never 'cup.'.
  return word + (hit?.dot && ABBREVIATIONS_WITH_DOT.has(target.name) ? '.' : '');
}

export function writeRange(
  choice: { min: Fraction; max: Fraction | null },
  unitName: string | null,
  separator: string,
): Formatted {
  const low = formatExact(choice.min, unitName);
  if (!choice.max) return low;
  const high = formatExact(choice.max, unitName);
  if (low.text === high.text) return high;
  return { text: `${low.text}${separator}${high.text}`, shown: high.shown };
}
