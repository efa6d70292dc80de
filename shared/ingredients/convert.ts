/** The US/metric toggle: toMetric and toUS, and which system a recipe is written in. */
import { div, fraction, fromNumber, mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { GRAMS_PER_OUNCE, GRAMS_PER_STICK_OF_BUTTER, ML_PER_CUP, isMetric, lookupDensity, unitByName } from '../units';
import { analyse, isMeasureText, leadsWithTimeOrTemperature, readMeasure } from './parse';
import type { Analysis } from './parse';
import { formatFraction, writeRange } from './format';
import { kitchenCups, kitchenOunces, kitchenTeaspoons, spoonsFor } from './measurable';
import type { UnitSystem } from './eggs';
import { leadMeasureEnd, secondAmountsIn, temperaturesIn } from './view-system';
import { chooseMetric, chooseUnit, writeAmount } from './unit-choice';
import { scaleLine, scaleMeasuresIn, scaleRest, validFactor } from './scale';

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
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  return inView(spoonBesideSmallGrams(wholeGramsUnlessSpooned(metricLine(line, factor)), line, factor), 'metric');
}

/** Second amounts and temperatures in the view's system, after the line's own amount (view-system.ts). */
function inView(line: string, system: UnitSystem): string {
  return temperaturesIn(secondAmountsIn(line, system, leadMeasureEnd(line)), system);
}

/** Below this a kitchen scale's reading is no help on its own: the spoon leads, the grams follow. */
export const SPOON_BELOW_GRAMS = 5;

/**
 * Metric amounts under 5 g keep a spoon with the grams (docs/decisions/034-the-method-follows-the-amounts.md):
 * '1/4 tsp (0.5 g) ground nutmeg', '1/2 tsp (1.5 g) fast-action dried yeast'. A scale that reads whole
 * grams cannot weigh half a gram of nutmeg; the spoon can.
 */
function spoonBesideSmallGrams(line: string, written: string, factor: number): string {
  const approx = /^[ \t]*≈[ \t]*/.exec(line)?.[0] ?? '';
  const analysis = analyse(line.slice(approx.length));
  const unit = analysis?.unit?.def;
  if (!analysis || !unit || unit.name !== 'g' || analysis.quantity.max || analysis.secondary) return line;
  const grams = toNumber(analysis.quantity.min);
  if (grams >= SPOON_BELOW_GRAMS) return line;
  const rest = line.slice(approx.length + analysis.restStart);
  // The recipe's own spoon when it gave one ('1/4 tsp ground nutmeg'), else the spoon that holds the grams.
  const own = analyse(written)?.unit?.def;
  let spoon: string | null = null;
  if (own && (own.name === 'tsp' || own.name === 'Tbsp')) {
    const us = usLine(written, factor);
    // Below the smallest spoon the US line is a pinch: so is the metric one.
    if (/^[ \t]*a pinch\b/i.test(us)) return us;
    spoon = us.slice(0, leadMeasureEnd(us)).replace(/^[ \t]*≈[ \t]*/, '') || null;
  } else {
    const density = lookupDensity(rest.split(',')[0]!.replace(/\([^)]*\)/g, ' '));
    const perTsp = density?.gramsPerTsp ?? (density?.gramsPerCup ? density.gramsPerCup / 48 : null);
    const spoons = perTsp ? spoonsFor(fromNumber(grams / perTsp)) : 'pinch';
    if (spoons !== 'pinch') spoon = writeAmount(teaspoonsOf(spoons), 'tsp');
  }
  if (!spoon) return line;
  const head = line.slice(approx.length, approx.length + analysis.quantity.start);
  return `${head}${spoon} (${line.slice(approx.length + analysis.quantity.start, approx.length + analysis.unit!.end)})${rest}`;
}

const teaspoonsOf = (choice: Exclude<ReturnType<typeof spoonsFor>, 'pinch'>) =>
  toNumber(mul(choice.min, choice.unit.base!)) +
  (choice.plus ? toNumber(mul(choice.plus.amount, choice.plus.unit.base ?? f(0))) : 0);

function metricLine(line: string, factor: number): string {
  const scaledOnly = () => scaleLine(line, factor, 'metric');
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
  // 'Flour: 2 cups' names its food before the amount (docs/decisions/024-ingredient-parser-accuracy.md).
  const foodName = (analysis.trailing ? line.slice(analysis.leadEnd, quantity.start) : line.slice(measureEnd))
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
  if (density?.gramsPerTsp) {
    const grams = (q: Fraction) => mul(mul(q, unit.def.base!), fromNumber(density.gramsPerTsp!));
    // Below the smallest spoon (1/8 tsp) a pinch, as the US view says; from it up to 5 g the spoon leads
    // and the grams follow (spoonBesideSmallGrams): '1/4 tsp (0.5 g) ground ginger', never 'a pinch' for
    // the 1/4 tsp the US view measures.
    if (toNumber(mul(max ?? min, unit.def.base!)) < 1 / 8) return join('a pinch of');
    return join(`≈ ${writeMetric(grams(min), max && grams(max), 'g', sep)}`);
  }
  // A metric kitchen's spoons are 5 ml and 15 ml: a spoonful of vanilla or mixed spice is measured the same.
  if (unit.def.name === 'tsp' || unit.def.name === 'Tbsp') {
    const ml = (q: Fraction) => mul(mul(q, unit.def.base!), f(5));
    return join(writeMetric(ml(min), max && ml(max), 'ml', sep));
  }
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
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  return inView(wholeGramsUnlessSpooned(sticksOfButter(usLine(line, factor))), 'us');
}

function usLine(line: string, factor: number): string {
  const scaledOnly = () => scaleLine(line, factor, 'us');
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  if (!analysis?.unit || !isMetric(analysis.unit.def) || analysis.secondary) return scaledOnly();
  if (analysis.quantity.max) return usRange(line, analysis, fromNumber(factor)) ?? scaledOnly();
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
  // A recipe written in grams keeps its grams beside the cups: the scale is still the better measure.
  const weight =
    unit.def.dimension === 'metric-weight' ? scaleMeasuresIn(line.slice(quantity.start, unit.end), exact) : null;
  // '7 g (1 sachet) yeast' in US: '≈ 2 1/4 tsp (7 g, 1 sachet) yeast', one parenthesis.
  const inner = weight && /^\(([^()]*)\)/.exec(food);
  const tail = inner ? `(${weight}, ${inner[1]})${food.slice(inner[0].length)}` : weight ? `(${weight}) ${food}` : food;
  return `${line.slice(0, quantity.start)}${approximate ? '≈ ' : ''}${measure(shown)}${tail.trim() ? ` ${tail.trim()}` : ''}`;
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

function foodOf(line: string, analysis: Analysis): string {
  return line
    .slice(analysis.compoundEnd ?? analysis.unit!.end)
    .split(',')[0]!
    .replace(/\([^)]*\)/g, ' ');
}

/**
 * A metric range in US measures: '150-175 ml milk' at a quarter reads '2 1/2-3 Tbsp milk', never '38-44 ml'
 * in a US view. Volumes and foods of the density table by the cup; null for other weights (ranges of
 * grams of a food the table does not know stay metric).
 */
function usRange(line: string, analysis: Analysis, factor: Fraction): string | null {
  const { quantity, unit } = analysis;
  if (!unit || !quantity.max) return null;
  const density = lookupDensity(foodOf(line, analysis));
  const perCup =
    unit.def.dimension === 'metric-volume'
      ? toNumber(ML_PER_CUP)
      : (density?.mlPerCup ?? density?.gramsPerCup ?? (density?.gramsPerTsp ? density.gramsPerTsp * 48 : null));
  if (!perCup) return null;
  const tsp = (q: Fraction) => fromNumber((toNumber(mul(mul(q, factor), unit.def.base!)) / perCup) * 48);
  const choice = chooseUnit(unitByName('tsp'), tsp(quantity.min), tsp(quantity.max));
  if (choice === 'pinch') return null;
  const shown = writeRange(choice, choice.unit.name, quantity.separator);
  const approximate = unit.def.dimension !== 'metric-volume' || density?.mlPerCup === undefined;
  const food = scaleRest(line.slice(analysis.restStart), factor).replace(/^[ \t]+/, '');
  const unitText = shown.shown > 1 ? choice.unit.plural : choice.unit.name;
  return `${line.slice(0, quantity.start)}${approximate ? '≈ ' : ''}${shown.text} ${unitText}${food ? ` ${food}` : ''}`;
}

const RE_SPOONED_FOOD =
  /\b(?:yeast|salt|baking powder|baking soda|bicarb\w*|cream of tartar|spice|cinnamon|ginger|nutmeg|cloves?|allspice|cardamom|saffron|vanilla|zest|pepper)\b/i;

/**
 * Half grams are for what is measured in pinches and spoons (yeast, salt, leaveners, spices); any other
 * food under 10 g is weighed to the whole gram (docs/product.md#recipe-size-and-units).
 */
function wholeGramsUnlessSpooned(line: string): string {
  if (RE_SPOONED_FOOD.test(line)) return line;
  return line.replace(
    /(?<![\d.])(\d)\.5([ \t]?g)(?![A-Za-z])/g,
    (_, whole: string, g: string) => `${Number(whole) + 1}${g}`,
  );
}

/** Butter by the American stick: 8 Tbsp to a stick, the wrapper marked at each tablespoon. */
const TBSP_PER_STICK = 8;

/**
 * US butter in sticks and tablespoons where a stick measure is clean (docs/product.md#recipe-size-and-units):
 * from one stick up, whole or half sticks and the whole or half tablespoons left ('1 stick + 2 Tbsp
 * (140 g) unsalted butter', '4 1/2 sticks'). Smaller amounts, and amounts that need a teaspoon, stay spoons.
 */
function sticksOfButter(written: string): string {
  const approx = /^≈ /.exec(written)?.[0] ?? '';
  const line = written.slice(approx.length);
  const analysis = analyse(line);
  if (!analysis?.unit || analysis.quantity.max || analysis.unit.def.dimension !== 'us-volume') return written;
  // 'coconut oil or butter' is oil first: only butter itself is cut from a stick.
  if (lookupDensity(foodOf(line, analysis).split(/\bor\b/)[0]!)?.names[0] !== 'butter') return written;
  const exact = toNumber(mul(analysis.quantity.min, analysis.unit.def.base!)) / 3;
  // A cup figure rounded for the eye ('1 1/3 cups' for 21 Tbsp) is read back to the half tablespoon.
  const tbsp = Math.round(exact * 2) / 2;
  if (tbsp < TBSP_PER_STICK || Math.abs(tbsp - exact) > exact * 0.02) return written;
  const halfSticks = Math.floor(tbsp / (TBSP_PER_STICK / 2));
  const sticks = halfSticks / 2;
  const left = tbsp - sticks * TBSP_PER_STICK;
  const stickText = `${formatFraction(fromNumber(sticks), null).text} ${sticks > 1 ? 'sticks' : 'stick'}`;
  const measure = left > 0 ? `${stickText} + ${writeAmount(left * 3, 'tsp')}` : stickText;
  let rest = line.slice(analysis.compoundEnd ?? analysis.unit.end);
  // A stick count the recipe gave in parentheses ('(1 stick)') would now say the same thing twice.
  rest = rest.replace(/[ \t]*\((?:about[ \t]+)?[\d\s/½¼¾]+sticks?\)/i, '');
  return approx + line.slice(0, analysis.quantity.start) + measure + rest;
}
