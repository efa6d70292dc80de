import { parseIngredient, toMetric } from './ingredients';
import { lookupUnit, type Dimension } from './units';

/**
 * How the built-in combiner reads one line it may merge with others (shared/combo-merge.ts): its amount in a
 * base unit (sums such as '1 stick + 2 Tbsp' included), the food, and the weight or volume it gives or
 * converts to; and how a merged total's metric figure is written.
 */

export type MeasureKind = Dimension | 'count';

export interface Metric {
  value: number;
  unit: 'g' | 'ml';
  approximate: boolean;
  /** Written on the line itself ('(226 g)'), not converted for the sum. */
  given: boolean;
}

export interface Measured {
  /** In the dimension's base unit (tsp, oz, g, ml), or a count. */
  amount: number;
  dimension: MeasureKind;
  key: string;
  food: string;
  /** The line's amount as written ('2 sticks', '1/4 tsp + 1/8 tsp'), without its metric figure. */
  amountText: string;
  metric: Metric | null;
  approximate: boolean;
}

/** The food a line names, reduced to a key: 'Unsalted Butter, softened' and 'unsalted butter' match. */
export function foodKey(food: string): string {
  const main = food
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]| or /)[0]!
    .replace(
      /\b(?:extra-large|large|medium|small|fresh|cold|warm|hot|lukewarm|softened|melted|sifted|packed|room-temperature)\b/g,
      ' ',
    )
    .replace(/[^a-z0-9' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // One egg and two eggs are the same food.
  return main.replace(/(?<!s)s$/, '');
}

/** The food without how it is prepared: 'cold unsalted butter, cubed' -> 'unsalted butter'. */
export function mainFood(food: string): string {
  return food
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)[0]!
    .replace(/\b(?:cold|warm|hot|lukewarm|softened|melted|sifted|packed|room-temperature)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const BASE_UNIT: Partial<Record<MeasureKind, string>> = {
  'us-volume': 'tsp',
  'us-weight': 'oz',
  'metric-weight': 'g',
  'metric-volume': 'ml',
};
const TSP_PER_STICK = 24;
// '(226 g)', '(≈ 60 ml)', and '(7 g, 1 sachet)': a weight with what it is in whole packets.
const RE_METRIC_PAREN = /[ \t]*\((≈[ \t]*)?(\d+(?:\.\d+)?)[ \t]*(g|kg|ml|l)(?:,[^()]*)?\)/;
const RE_METRIC_LEAD = /^(≈[ \t]*)?(\d+(?:\.\d+)?)[ \t]*(g|kg|ml|l)\b/;

function metricOf(match: RegExpExecArray | null, given: boolean): Metric | null {
  if (!match) return null;
  const big = match[3] === 'kg' || match[3] === 'l';
  return {
    value: Number(match[2]) * (big ? 1000 : 1),
    unit: match[3] === 'g' || match[3] === 'kg' ? 'g' : 'ml',
    approximate: !!match[1],
    given,
  };
}

/** The recipe gave a weight or volume ('1 cup (120 g)', '250 g'): the combination keeps one even where the US view dropped it. */
const weighedAtSource = (source: string) => RE_METRIC_PAREN.test(source) || RE_METRIC_LEAD.test(source.trim());

/** One measure of a line in its base unit ('2 sticks' is 48 tsp), or null when it is not one. */
function inBase(quantity: number, unitName: string | null): { amount: number; dimension: MeasureKind } | null {
  if (unitName === null) return { amount: quantity, dimension: 'count' };
  if (unitName === 'stick') return { amount: quantity * TSP_PER_STICK, dimension: 'us-volume' };
  const unit = lookupUnit(unitName)?.unit;
  if (!unit?.base || !BASE_UNIT[unit.dimension]) return null;
  return { amount: quantity * (unit.base.num / unit.base.den), dimension: unit.dimension };
}

/** A written line's amount (sums such as '1 stick + 2 Tbsp' included), food and metric figure; null when it has none. */
export function measure(text: string, source: string, batches: number): Measured | null {
  const approximate = /^\s*≈/.test(text);
  const plain = text.replace(/^\s*≈\s*/, '');
  let parsed = parseIngredient(plain);
  if (parsed.isHeader || parsed.quantity === null || parsed.quantityMax !== null) return null;
  if (parsed.unit === 'pinch') return null;
  let amount = 0;
  let dimension: MeasureKind | null = null;
  for (let guard = 0; guard < 3; guard++) {
    const part = inBase(parsed.quantity ?? 0, parsed.unit);
    if (!part || (dimension !== null && part.dimension !== dimension)) return null;
    amount += part.amount;
    dimension = part.dimension;
    const more = /^\+\s*(.*)$/.exec(parsed.ingredient);
    if (!more) break;
    parsed = parseIngredient(more[1]!);
    if (parsed.quantity === null) return null;
  }
  const food = parsed.ingredient.replace(/^\s*\([^)]*\)\s*/, '');
  const key = foodKey(food);
  // A range is not merged, with its ends written alone ('1/2 cup + 1 Tbsp to 3/4 cup') or not.
  if (!key || dimension === null || !plain.endsWith(parsed.ingredient) || /^to\s/.test(food)) return null;
  const amountPart = plain.slice(0, plain.length - parsed.ingredient.length).trim();
  const own = RE_METRIC_PAREN.exec(amountPart) ?? RE_METRIC_PAREN.exec(parsed.ingredient);
  const metric =
    dimension === 'metric-weight' || dimension === 'metric-volume'
      ? {
          value: amount,
          unit: dimension === 'metric-weight' ? ('g' as const) : ('ml' as const),
          approximate,
          given: true,
        }
      : dimension === 'count'
        ? metricOf(own, true)
        : (metricOf(own, true) ?? metricOf(RE_METRIC_LEAD.exec(toMetric(source, batches)), weighedAtSource(source)));
  return {
    amount,
    dimension,
    key,
    food,
    amountText: amountPart.replace(RE_METRIC_PAREN, '').trim(),
    metric,
    approximate,
  };
}

const METRIC_SPOONS = [1.25, 2.5, 5, 7.5];

/**
 * A metric figure as a scale and a jug read it (docs/decisions/009-kitchen-true-recipes.md): whole grams,
 * half grams under 10; millilitres by the metric spoons under 10 ml, 5 ml to 100 ml, 10 ml above, litres
 * from 1000 ml.
 */
function metricAmount(value: number, unit: 'g' | 'ml'): string {
  if (unit === 'g') return `${value >= 10 ? Math.round(value) : Math.round(value * 2) / 2} g`;
  if (value >= 995) return `${Math.round(value / 10) / 100} l`;
  if (value >= 100) return `${Math.round(value / 10) * 10} ml`;
  if (value >= 10) return `${Math.round(value / 5) * 5} ml`;
  const spoon = METRIC_SPOONS.reduce((a, b) => (Math.abs(b - value) < Math.abs(a - value) ? b : a));
  return `${spoon} ml`;
}

export const metricText = ({ value, unit, approximate }: Metric) =>
  `(${approximate ? '≈ ' : ''}${metricAmount(value, unit)})`;
