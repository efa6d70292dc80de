import { comboCategoryOf, joinWords, type ComboCategoryId } from './combo';
import { parseIngredient } from './ingredients';

/**
 * How many batches of each recipe a combination makes: one rule for both combiners (the AI Recipe
 * Combiner's built-in combiner and the Personal Combo builder, docs/product.md#combos), so the same
 * recipes give the same batches in both, and every count a combination writes (section headings,
 * notes, servings) is read from this one plan (docs/decisions/029-combinations-kitchen-true.md).
 *
 * - A bake (anything not a filling or a frosting) is made `bakes` times the size, or, when a head
 *   count is asked for, as many batches as serve that count (in quarters below one, else halves).
 * - A filling or frosting a bake asks for by name ('1 1/2 batches Vanilla Buttercream') is made that
 *   many times for each batch of the bake, rounded up to a half batch; the bake's line then leaves its
 *   list, since that part's own section makes it.
 * - Any other part is made as many times as the largest bake (a filling is written for one bake).
 * - The combination serves what its bakes serve: the smallest of batches x servings.
 */

export type Role = 'filling' | 'base' | 'topping';

/** The recipe fields a plan reads. */
export interface PlanRecipe {
  title: string;
  tags: readonly string[];
  servings: number;
  ingredients: readonly string[];
  instructions: readonly string[];
}

const ROLE: Readonly<Record<ComboCategoryId, Role>> = {
  FillingsSauces: 'filling',
  Bread: 'base',
  BrunchBreakfast: 'base',
  Cake: 'base',
  Cookies: 'base',
  'Gluten-Free': 'base',
  Seasonal: 'base',
  Other: 'base',
  Frostings: 'topping',
};

export const roleOf = (recipe: { title: string; tags: readonly string[] }): Role => ROLE[comboCategoryOf(recipe)];

const RANK: Readonly<Record<Role, number>> = { filling: 0, base: 1, topping: 2 };

/** Working order: fillings and sauces first (they cool), then the bakes, then frostings; ties keep the chosen order. */
export function workingOrder<R extends PlanRecipe>(recipes: readonly R[]): R[] {
  return recipes
    .map((recipe, index) => ({ recipe, index, rank: RANK[roleOf(recipe)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ recipe }) => recipe);
}

// '1 1/2 batches Vanilla Buttercream', '1 batch Vanilla Buttercream or raspberry filling, to sandwich'.
const RE_BATCH_OF = /^(.*?\bbatch(?:es)?[ \t]+(?:of[ \t]+)?)([^,(]+?)([ \t]*(?:[,(].*)?)$/i;

/** The recipe a line asks batches of (each alternative it offers), and how many. */
export function batchOf(line: string): { name: string; alternatives: string[]; batches: number } | null {
  const match = RE_BATCH_OF.exec(line);
  if (!match) return null;
  const name = match[2]!.trim();
  const batches = parseIngredient(match[1]!).quantity ?? 1;
  return { name, alternatives: name.split(/\s*,\s*|\s+(?:and|or)\s+/i).filter(Boolean), batches };
}

/** Below one batch, quarters (the size control's Quarter); from one up, halves. Always up: never too little. */
export function bakeBatches(needed: number): number {
  if (needed <= 1) return Math.max(1, Math.ceil(needed * 4 - 1e-9)) / 4;
  return Math.ceil(needed * 2 - 1e-9) / 2;
}

/** A part made for another part: in halves, at least half a batch (no '3/8 batch'). */
export function askedBatches(needed: number): number {
  return Math.max(1, Math.ceil(needed * 2 - 1e-9)) / 2;
}

export interface Swap {
  /** The bake whose own frosting or filling gives way. */
  in: string;
  from: string;
  to: string;
}

const TOPPING_WORDS = /\b(?:frosting|buttercream|ganache|glaze|icing)\b/i;
const FILLING_WORDS = /\b(?:filling|curd|sauce|jam|compote|caramel)\b/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A bake that calls for a batch of its own frosting or filling ('1 1/2 batches Vanilla Buttercream')
 * gets the one the baker chose instead (Coconut Buttercream), in its ingredients and its steps: the
 * combination makes one frosting, not two. Only a named recipe that was not chosen, of a kind one of
 * the chosen recipes is ('or' lines, which already offer a choice, stay).
 */
export function swapsFor(recipes: readonly PlanRecipe[]): Swap[] {
  const chosen = new Set(recipes.map((r) => r.title.toLowerCase()));
  const titlesFor = (role: Role) => recipes.filter((r) => roleOf(r) === role).map((r) => r.title);
  const swaps: Swap[] = [];
  for (const recipe of recipes.filter((r) => roleOf(r) === 'base')) {
    for (const line of recipe.ingredients) {
      const name = RE_BATCH_OF.exec(line)?.[2]?.trim();
      if (!name || chosen.has(name.toLowerCase()) || /\bor\b/i.test(name)) continue;
      const role: Role | null = TOPPING_WORDS.test(name) ? 'topping' : FILLING_WORDS.test(name) ? 'filling' : null;
      const instead = role ? titlesFor(role) : [];
      if (instead.length && !swaps.some((s) => s.in === recipe.title && s.from === name))
        swaps.push({ in: recipe.title, from: name, to: joinWords(instead) });
    }
  }
  return swaps;
}

function applySwaps<R extends PlanRecipe>(recipe: R, swaps: readonly Swap[]): R {
  const own = swaps.filter((s) => s.in === recipe.title);
  if (!own.length) return recipe;
  const swap = (text: string) =>
    own.reduce((t, s) => t.replace(new RegExp(`\\b${escapeRegExp(s.from)}\\b`, 'gi'), s.to), text);
  return { ...recipe, ingredients: recipe.ingredients.map(swap), instructions: recipe.instructions.map(swap) };
}

export interface PlannedPart<R extends PlanRecipe> {
  /** The recipe with its own frosting or filling swapped for the chosen one. */
  recipe: R;
  role: Role;
  /** Batches made (1 = as written). */
  batches: number;
  /** Its lines that ask for batches of another chosen part: that part's own section makes them. */
  madeElsewhere: ReadonlySet<string>;
}

export interface PlanOptions {
  /** The size control's multiplier: 1 is the combination as planned. */
  size?: number;
  /** Each bake serves at least this many (a prompt's head count); null: each bake is made `bakes` times. */
  serve?: number | null;
  /** Batches of each bake before the size (a prompt's 'double' or 'half'). */
  bakes?: number;
}

export interface ComboPlan<R extends PlanRecipe> {
  parts: PlannedPart<R>[];
  /** What every bake serves at least. */
  servings: number;
  swaps: Swap[];
}

/** The plan for `recipes`, in the order given (see the module comment). */
export function planCombination<R extends PlanRecipe>(
  recipes: readonly R[],
  { size = 1, serve = null, bakes = 1 }: PlanOptions = {},
): ComboPlan<R> {
  const swaps = swapsFor(recipes);
  const swapped = recipes.map((r) => applySwaps(r, swaps));
  const titles = new Map(swapped.map((r) => [r.title.toLowerCase(), r]));
  const roles = swapped.map(roleOf);
  // With no bake among them (a filling and a frosting), every part is sized as a bake is.
  const isBake = (i: number) => roles[i] === 'base' || !roles.includes('base');
  const bakeBatch = swapped.map((r, i) =>
    !isBake(i) ? 0 : bakeBatches(serve ? (serve * size) / Math.max(1, r.servings) : bakes * size),
  );
  const largest = Math.max(...bakeBatch);

  // What each bake asks of the others, by name, per batch of the bake.
  const asked = new Map<string, number>();
  const madeElsewhere = swapped.map(() => new Set<string>());
  swapped.forEach((recipe, i) => {
    if (!isBake(i)) return;
    for (const line of recipe.ingredients) {
      const batch = batchOf(line);
      const named = batch?.alternatives.filter((name) => titles.has(name.toLowerCase()) && name !== recipe.title);
      if (!batch || !named?.length) continue;
      madeElsewhere[i]!.add(line);
      for (const name of named) {
        const key = name.toLowerCase();
        asked.set(key, (asked.get(key) ?? 0) + batch.batches * bakeBatch[i]!);
      }
    }
  });

  const parts = swapped.map((recipe, i) => {
    const wanted = asked.get(recipe.title.toLowerCase());
    const batches = wanted !== undefined ? askedBatches(wanted) : isBake(i) ? bakeBatch[i]! : largest;
    return { recipe, role: roles[i]!, batches, madeElsewhere: madeElsewhere[i]! };
  });
  const bakesMade = parts.filter((_, i) => isBake(i));
  const servings = Math.max(1, Math.floor(Math.min(...bakesMade.map((p) => p.batches * p.recipe.servings)) + 1e-9));
  return { parts, servings, swaps };
}
