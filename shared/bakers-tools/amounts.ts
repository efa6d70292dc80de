/**
 * How much of a food an ingredient line asks for, in one measure the tools can compare: grams,
 * millilitres or a count. The engine's metric view does the converting (its densities, the
 * author's own metric figure first), so a tool reads '9 cups (1125 g) flour' as 1125 g and
 * '1 cup milk' as 240 ml, exactly as the metric toggle shows them.
 */
import { parseIngredient, toMetric } from '../ingredients';
import { lookupDensity } from '../units';

export type MeasureKind = 'g' | 'ml' | 'count';

export interface Measure {
  kind: MeasureKind;
  value: number;
  /** The food as the line names it, without its amount. */
  food: string;
}

const METRIC: Record<string, { kind: 'g' | 'ml'; per: number }> = {
  mg: { kind: 'g', per: 0.001 },
  g: { kind: 'g', per: 1 },
  kg: { kind: 'g', per: 1000 },
  ml: { kind: 'ml', per: 1 },
  cl: { kind: 'ml', per: 10 },
  dl: { kind: 'ml', per: 100 },
  l: { kind: 'ml', per: 1000 },
};

/** Beaten weight of one large egg, yolk and white (as the engine writes part of an egg). */
export const EGG_GRAMS: Readonly<Record<'egg' | 'yolk' | 'white', number>> = { egg: 50, yolk: 18, white: 30 };

/** '2 large eggs', '3 egg yolks', '4 large whites'; not 'strong white bread flour'. */
export function eggKind(food: string): 'egg' | 'yolk' | 'white' | null {
  if (/\byolks?\b/i.test(food)) return 'yolk';
  if (/\begg[ -]whites?\b|^\s*(?:large\s+|medium\s+)?whites?\b/i.test(food)) return 'white';
  if (/\beggs?\b/i.test(food)) return 'egg';
  return null;
}

// As written at Standard the spoon may be a fraction sign: '½ tsp (3 g) fine salt'.
const RE_SPOON_BESIDE_GRAMS =
  /^[\d/ ½¼¾⅓⅔⅛]+(?:tsp|Tbsp)(?:[ \t]*\+[ \t]*(?:[\d/ ½¼¾⅓⅔⅛]+(?:tsp|Tbsp)|a pinch))*[ \t]*\((\d+(?:\.\d+)?) g\)/;

/** '1 large egg plus 1 egg yolk': the yolks a line of whole eggs adds (0 for any other line). */
export function plusYolks(food: string): number {
  const m = /^(?:large\s+|medium\s+)?eggs?\s+plus\s+(\d+)\s+(?:large\s+)?(?:egg\s+)?yolks?\b/i.exec(food);
  return m ? Number(m[1]) : 0;
}

/** The line's amount in grams, millilitres or a count; null for a line with no amount ('Salt, to taste'). */
export function measureOf(line: string): Measure | null {
  const shown = toMetric(line, 1).replace(/^\s*[≈~]\s*/, '');
  // Under 5 g the metric view leads with the spoon, the grams beside it: '1/4 tsp (0.5 g) ground nutmeg'.
  const spooned = RE_SPOON_BESIDE_GRAMS.exec(shown);
  const metric = spooned ? `${spooned[1]} g${shown.slice(spooned[0].length)}` : shown;
  const parsed = parseIngredient(metric);
  if (parsed.isHeader || parsed.quantity === null || !(parsed.quantity > 0)) return null;
  // A range is read at its middle: '5-6 Tbsp water' is 5 1/2.
  const quantity = parsed.quantityMax ? (parsed.quantity + parsed.quantityMax) / 2 : parsed.quantity;
  const food = parsed.ingredient;
  if (parsed.unit === null) return { kind: 'count', value: quantity, food };
  const unit = METRIC[parsed.unit];
  if (!unit) return null;
  return { kind: unit.kind, value: quantity * unit.per, food };
}

/**
 * Grams of a line when it can be weighed: millilitres at a gram each (what bakers do for water, milk
 * and the spoonfuls of a dough), eggs by their beaten weight; null for other counts ('2 bananas').
 */
export function gramsOf(line: string): number | null {
  const measure = measureOf(line);
  if (!measure) return null;
  if (measure.kind !== 'count') return measure.value;
  const yolks = plusYolks(measure.food);
  if (yolks) return measure.value * EGG_GRAMS.egg + yolks * EGG_GRAMS.yolk;
  const egg = eggKind(measure.food);
  return egg ? measure.value * EGG_GRAMS[egg] : null;
}

/** Water, milk, cream: poured by the millilitre and weighed at a gram a millilitre. */
export function isLiquidByTheCup(food: string): boolean {
  return lookupDensity(food)?.mlPerCup !== undefined;
}
