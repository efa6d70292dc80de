/**
 * Scale to what you have (docs/product.md#recipe-tools): the baker names one ingredient and how
 * much of it they have ('2 eggs', '500 g flour', '1 cup milk'), and the whole recipe follows.
 * Amounts in other units are compared through the engine's metric view and densities, so
 * '1 cup milk' against '250 ml whole milk' is 240 ml of 250, x 0.96.
 */
import { toNumber } from '../fraction';
import { parseIngredient } from '../ingredients';
import { unitByName } from '../units';
import { isLiquidByTheCup, measureOf, type Measure } from './amounts';
import { capFactor } from './factor';

export type OnHandResult =
  | { ok: true; factor: number; /** Set when the factor was capped. */ message: string | null; reason: string }
  | { ok: false; message: string };

/** The lines a baker can scale from: the ones with an amount the tool can read. */
export function scalableLines(ingredients: readonly string[]): { index: number; line: string }[] {
  return ingredients.flatMap((line, index) => (measureOf(line) || containers(line) ? [{ index, line }] : []));
}

/**
 * The cans or packets a line or an amount counts ('1 (14 oz) can', '2 1/4 tsp (1 packet)', '2 sachets'); a
 * sachet or an envelope of yeast is a packet to a baker.
 */
function containers(text: string): { kind: string; count: number } | null {
  const parsed = parseIngredient(text);
  const unit = parsed.unit ? unitByName(parsed.unit) : null;
  const [count, kind] = unit?.container
    ? [parsed.quantity, unit.name]
    : (/\((?:[^()]*, )?(\d+) (packet|sachet|envelope)s?\)/.exec(text)?.slice(1) ?? []);
  return count ? { kind: String(kind).replace(/sachet|envelope/, 'packet'), count: Number(count) } : null;
}

/** The amount as typed, with the recipe's food added when the baker gave only a number and unit ('500 g'). */
function onHandMeasure(typed: string, food: string): Measure | null {
  const parsed = parseIngredient(typed);
  if (parsed.isHeader || parsed.quantity === null) return null;
  return measureOf(parsed.ingredient.trim() ? typed : `${typed.trim()} ${food}`);
}

function compare(recipe: Measure, have: Measure): number | null {
  if (recipe.kind === have.kind) return have.value / recipe.value;
  // Water, milk and cream: a gram a millilitre, as the metric view weighs them.
  if (recipe.kind !== 'count' && have.kind !== 'count' && isLiquidByTheCup(recipe.food))
    return have.value / recipe.value;
  return null;
}

/** US cups and spoons, ounces and pounds. */
function usAmount(text: string): { dimension: string; value: number } | null {
  const parsed = parseIngredient(text);
  if (parsed.isHeader || parsed.quantity === null || !parsed.unit) return null;
  const unit = unitByName(parsed.unit);
  if (!unit.base || (unit.dimension !== 'us-volume' && unit.dimension !== 'us-weight')) return null;
  const quantity = parsed.quantityMax ? (parsed.quantity + parsed.quantityMax) / 2 : parsed.quantity;
  return { dimension: unit.dimension, value: quantity * toNumber(unit.base) };
}

/**
 * Cups against cups, ounces against pounds: the recipe's own measure, no density between them (3 cups of
 * flour on hand for a recipe's 2 cups is x 1.5, not the x 1.44 of 360 g over the author's 250 g).
 */
function sameMeasure(line: string, typed: string): number | null {
  const recipe = usAmount(line);
  const have = usAmount(typed);
  return recipe && have && recipe.dimension === have.dimension ? have.value / recipe.value : null;
}

const UNIT_HINT: Record<Measure['kind'], string> = {
  g: 'by weight (g, kg, oz, lb) or in cups where the food has a known weight per cup',
  ml: 'by volume (ml, l, cups, spoons)',
  count: 'as a count, like the recipe',
};

/** The factor that makes `line` (one of the recipe's ingredients) the amount `typed`. */
export function onHandFactor(line: string, typed: string): OnHandResult {
  const recipe = measureOf(line);
  const packs = containers(line);
  if (!recipe && !packs) return { ok: false, message: 'This line has no amount to scale from.' };
  const text = typed.trim();
  if (!text || text.length > 100) return { ok: false, message: 'Enter how much you have, such as 500 g or 2 cups.' };
  const food = recipe?.food ?? parseIngredient(line).ingredient;
  const have = onHandMeasure(text, food);
  // '2 cans' or '1 packet' against a line that counts them: the food is the line's.
  const mine = containers(`${text} ${shortFood(food)}`);
  if (!have && !mine) return { ok: false, message: 'Start with the amount, such as 500 g or 2 cups.' };
  const raw =
    packs && mine?.kind === packs.kind
      ? mine.count / packs.count
      : recipe && have
        ? (sameMeasure(line, text) ?? compare(recipe, have))
        : null;
  if (raw === null) {
    const hint = recipe ? UNIT_HINT[recipe.kind] : `as a count of ${unitByName(packs!.kind).plural}`;
    return { ok: false, message: `That cannot be compared with '${line}': give the amount ${hint}.` };
  }
  const capped = capFactor(raw);
  const named =
    parseIngredient(text).ingredient.trim() && !(packs && mine && !containers(text))
      ? text
      : `${text} ${shortFood(food)}`;
  return { ok: true, factor: capped.factor, message: capped.message, reason: `scaled to ${named} on hand` };
}

/** 'unsalted butter, softened' -> 'unsalted butter'; '(1 sachet) fast-action dried yeast' -> 'fast-action dried yeast'. */
export function shortFood(food: string): string {
  return food
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|\bplus\b/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}
