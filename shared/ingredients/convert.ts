/** The US/metric toggle: toMetric and toUS, and which system a recipe is written in. */
import { div, fraction, fromNumber, mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { GRAMS_PER_OUNCE, GRAMS_PER_STICK_OF_BUTTER, ML_PER_CUP, isMetric, lookupDensity, unitByName } from '../units';
import { analyse, isMeasureText, leadsWithTimeOrTemperature, readMeasure } from './parse';
import { writeRange } from './format';
import { kitchenCups, kitchenOunces, kitchenTeaspoons } from './measurable';
import { chooseMetric, writeAmount } from './unit-choice';
import { scaleIngredient, scaleMeasuresIn, scaleRest, validFactor } from './scale';

const f = fraction;

/** The first metric 'QTY UNIT' inside a measure text, scaled: '2 sticks/226g' -> '452g' for factor 2. */
export function scaledMetricMeasure(text: string, factor: Fraction): string | null {
  for (let pos = 0; pos < text.length; pos++) {
    if (pos > 0 && !/[\s(/~≈+]/.test(text[pos - 1]!)) continue;
    const measure = readMeasure(text, pos);
    if (measure && isMetric(measure.unit.def)) return scaleMeasuresIn(text.slice(pos, measure.unit.end), factor);
  }
  return null;
}

/** The first measure in parentheses after the food that is already metric, e.g. the '(250g)' in '2 cups flour (250g)'. */
export function findMetricParenthetical(text: string): { start: number; end: number; inner: string } | null {
  const re = /[ \t]*\(([^()]*)\)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const inner = m[1]!;
    if (isMeasureText(inner) && scaledMetricMeasure(inner, fraction(1)))
      return { start: m.index, end: m.index + m[0].length, inner };
  }
  return null;
}

export function writeMetric(min: Fraction, max: Fraction | null, small: 'g' | 'ml', separator: string): string {
  const choice = chooseMetric(min, max, unitByName(small), unitByName(small === 'g' ? 'kg' : 'l'));
  return `${writeRange(choice, choice.unit.name, separator).text} ${choice.unit.name}`;
}

/**
 * The US/metric toggle: scales the line by `factor`, then writes American volumes and weights in grams or
 * millilitres. Ounces and pounds convert exactly (28.35 g/oz). Volumes of foods in the density table become
 * grams marked '≈' ('≈ 240 g all-purpose flour'); milk, water and cream become millilitres. A metric measure
 * the author already gave ('1 cup (120 g) flour') is used instead of the table. Spoonfuls of things not in the
 * table (vanilla, baking powder) stay spoons, since metric recipes measure those by the spoon too; cups of them
 * become millilitres. Counts, containers, metric lines, headers and time/temperature lines only get scaled.
 */
export function toMetric(line: string, factor: number): string {
  const scaledOnly = () => scaleIngredient(line, factor);
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  if (!analysis?.unit || isMetric(analysis.unit.def)) return scaledOnly();
  const { quantity, unit, secondary } = analysis;
  const exact = fromNumber(factor);
  const head = line.slice(0, quantity.start);
  const measureEnd = analysis.compoundEnd ?? unit.end;
  let rest = line.slice(analysis.restStart);

  // The author's own metric figure beats any table.
  let metricText: string | null = null;
  if (secondary) metricText = scaledMetricMeasure(line.slice(secondary.innerStart, secondary.innerEnd), exact);
  if (!metricText) {
    const later = findMetricParenthetical(rest);
    if (later) {
      metricText = scaledMetricMeasure(later.inner, exact);
      rest = rest.slice(0, later.start) + rest.slice(later.end);
    }
  }
  // Equivalent American measures in parentheses ('(1 stick)') would only confuse a metric reader; counts
  // in the rest of the line ('(5 to 6 lemons)') scale as they do in scaleIngredient.
  const food = scaleRest(
    rest.replace(/[ \t]*\(([^()]*)\)/g, (whole, inner: string) =>
      isMeasureText(inner) && !/\beach\b/i.test(inner) ? '' : whole,
    ),
    exact,
    !unit.def.container,
  ).replace(/^[ \t]+/, '');
  const join = (measure: string) => `${head}${measure}${food ? ` ${food}` : ''}`;
  if (metricText) return join(metricText);

  const min = mul(quantity.min, exact);
  const max = quantity.max && mul(quantity.max, exact);
  const sep = quantity.separator;
  const foodName = line
    .slice(measureEnd)
    .split(',')[0]!
    .replace(/\([^)]*\)/g, ' ');

  if (unit.def.dimension === 'us-weight') {
    const grams = (q: Fraction) => mul(mul(q, unit.def.base!), GRAMS_PER_OUNCE);
    return join(writeMetric(grams(min), max && grams(max), 'g', sep));
  }
  if (unit.def.name === 'stick' && /\bbutter\b/i.test(foodName)) {
    const grams = (q: Fraction) => mul(q, f(GRAMS_PER_STICK_OF_BUTTER));
    return join(writeMetric(grams(min), max && grams(max), 'g', sep));
  }
  if (unit.def.dimension !== 'us-volume') return scaledOnly();

  const cups = (q: Fraction) => div(mul(q, unit.def.base!), unitByName('cup').base!);
  const density = lookupDensity(foodName);
  if (density?.gramsPerCup) {
    const grams = (q: Fraction) => mul(cups(q), fromNumber(density.gramsPerCup!));
    return join(`≈ ${writeMetric(grams(min), max && grams(max), 'g', sep)}`);
  }
  if (density?.mlPerCup) {
    const ml = (q: Fraction) => mul(cups(q), fromNumber(density.mlPerCup!));
    return join(writeMetric(ml(min), max && ml(max), 'ml', sep));
  }
  if (unit.def.name === 'tsp' || unit.def.name === 'Tbsp') return scaledOnly();
  const ml = (q: Fraction) => mul(cups(q), ML_PER_CUP);
  return join(writeMetric(ml(min), max && ml(max), 'ml', sep));
}

/**
 * Grams below which a weight without a density stays in grams: '0.18 oz yeast' helps nobody. The amount
 * as written decides, so a line keeps one unit family at every size.
 */
export const SMALL_GRAMS = 28;

/**
 * The toggle's 'US cups' side for a line written in metric, scaled by `factor` first: millilitres
 * (and grams of milk, water and the like) become cups and spoons, grams of a food in the density
 * table cups and spoons (salt, yeast, leaveners and ground spices teaspoons), other grams ounces and
 * pounds, each rounded to what a baker measures and marked '≈' when that changed the amount. Small
 * weights without a density stay in grams at every size (see SMALL_GRAMS). A line
 * that already gives a US figure beside its metric one, a range, a US line, a count, a header and
 * a time or temperature line are only scaled.
 */
export function toUS(line: string, factor: number): string {
  const scaledOnly = () => scaleIngredient(line, factor);
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  if (!analysis?.unit || !isMetric(analysis.unit.def) || analysis.secondary || analysis.quantity.max)
    return scaledOnly();
  const { quantity, unit } = analysis;
  const rest = line.slice(analysis.restStart);
  // The author's own US figure follows in parentheses: '250 g flour (2 cups)'.
  if ([...rest.matchAll(/\(([^()]*)\)/g)].some((m) => isMeasureText(m[1]!) && !scaledMetricMeasure(m[1]!, fraction(1))))
    return scaledOnly();
  const exact = fromNumber(factor);
  const amount = toNumber(mul(mul(quantity.min, exact), unit.def.base!));
  const density = lookupDensity(
    line
      .slice(analysis.compoundEnd ?? unit.end)
      .split(',')[0]!
      .replace(/\([^)]*\)/g, ' '),
  );
  const byVolume = unit.def.dimension === 'metric-volume' || density?.mlPerCup !== undefined;
  let value: number;
  let shown: number;
  let measure: (q: number) => string;
  if (byVolume) {
    value = amount / toNumber(unit.def.dimension === 'metric-volume' ? ML_PER_CUP : fromNumber(density!.mlPerCup!));
    shown = kitchenCups(value);
    measure = (q) => writeAmount(q, 'cup');
  } else if (density?.gramsPerCup) {
    value = amount / density.gramsPerCup;
    shown = kitchenCups(value);
    measure = (q) => writeAmount(q, 'cup');
  } else if (density?.gramsPerTsp) {
    value = amount / density.gramsPerTsp;
    shown = kitchenTeaspoons(value);
    measure = (q) => writeAmount(q, 'tsp');
  } else {
    if (toNumber(mul(quantity.min, unit.def.base!)) < SMALL_GRAMS) return scaledOnly();
    value = amount / toNumber(GRAMS_PER_OUNCE);
    shown = kitchenOunces(value);
    measure = (q) => writeAmount(q, 'oz');
  }
  const approximate =
    density?.gramsPerCup !== undefined || density?.gramsPerTsp !== undefined || Math.abs(shown - value) / value > 0.01;
  const food = scaleRest(rest, exact).replace(/^[ \t]+/, '');
  return `${line.slice(0, quantity.start)}${approximate ? '≈ ' : ''}${measure(shown)}${food ? ` ${food}` : ''}`;
}

/** Which system most measured lines of a recipe use: the toggle's side until a visitor picks one. */
export function writtenIn(lines: readonly string[]): 'us' | 'metric' {
  let metric = 0;
  let us = 0;
  for (const line of lines) {
    const unit = analyse(line)?.unit?.def;
    if (!unit) continue;
    if (isMetric(unit)) metric += 1;
    else if (unit.dimension === 'us-volume' || unit.dimension === 'us-weight') us += 1;
  }
  return metric > us ? 'metric' : 'us';
}
