/**
 * Baker's percentages (docs/product.md#recipe-tools): the flour of the dough is 100% and every other
 * ingredient a share of it, by weight. Hydration is the water of the dough over its flour; the rule
 * the page states is HYDRATION_RULE. Setting the dough's total weight, or a number of pieces of a
 * weight, scales the whole recipe.
 */
import { COUNT_WORDS, isHeaderLine } from '../ingredients';
import { EGG_GRAMS, eggKind, gramsOf, measureOf, plusYolks } from './amounts';
import { capFactor, type CappedFactor } from './factor';
import { formatCount } from '../numbers';

export const HYDRATION_RULE =
  'Hydration is the water in the dough over the flour: water counts in full, milk as 88% water, eggs as 75% water.';

/** Share of water in what a dough is wetted with (milk about 87-90%, a whole egg about 75%). */
const MILK_WATER = 0.88;
const EGG_WATER: Record<'egg' | 'yolk' | 'white', number> = { egg: 0.75, yolk: 0.5, white: 0.88 };

/** Sections that are not the dough: a glaze, a filling, the crosses on a bun. */
const RE_NOT_DOUGH = /glaze|icing|topping|filling|frosting|streusel|cross|syrup|drizzle|wash|decorat|finish/i;

export interface BakersLine {
  /** The line's index in the recipe's ingredients. */
  index: number;
  line: string;
  /** Weight in grams at the recipe's size; null when the line has no weight ('zest of 1 orange'). */
  grams: number | null;
  /** Share of the flour, in percent; null without a weight. */
  percent: number | null;
  flour: boolean;
  /** Grams of water the line brings, by HYDRATION_RULE. */
  water: number;
}

export interface BakersTable {
  lines: BakersLine[];
  flourGrams: number;
  waterGrams: number;
  /** Water over flour, in percent. */
  hydration: number;
  /** Every weighed line of the dough, in grams. */
  totalGrams: number;
  /** The whole formula over the flour, in percent ('180%'). */
  totalPercent: number;
}

// 'plus extra for dusting' is still the dough's flour; flour only for dusting has no amount and no weight.
const isFlour = (food: string) => /\bflour\b/i.test(food);

function waterShare(food: string): number {
  const egg = eggKind(food);
  if (egg) return EGG_WATER[egg];
  if (/\bmilk powder\b|\bcondensed\b|\bevaporated\b/i.test(food)) return 0;
  if (/\b(?:butter)?milk\b/i.test(food)) return MILK_WATER;
  if (/\bwater\b/i.test(food) && !/\brose water\b|\bwatermelon\b/i.test(food)) return 1;
  return 0;
}

/** The lines that make the dough: a section named for the dough when there is one, else all but glazes and fillings. */
function doughLines(ingredients: readonly string[]): { index: number; line: string }[] {
  const headers = ingredients.filter(isHeaderLine);
  const named = headers.some((h) => /dough/i.test(h));
  let inDough = !named;
  const lines: { index: number; line: string }[] = [];
  ingredients.forEach((line, index) => {
    if (isHeaderLine(line)) inDough = named ? /dough/i.test(line) : !RE_NOT_DOUGH.test(line);
    else if (inDough) lines.push({ index, line });
  });
  return lines;
}

/** The recipe as a baker's formula; null when its dough has no weighable flour. */
export function bakersTable(ingredients: readonly string[]): BakersTable | null {
  const rows = doughLines(ingredients).map(({ index, line }) => {
    const grams = gramsOf(line);
    const measure = measureOf(line);
    const food = measure?.food ?? '';
    // '1 large egg plus 1 egg yolk': each part holds its own water.
    const yolks = plusYolks(food);
    const water = yolks
      ? measure!.value * EGG_GRAMS.egg * EGG_WATER.egg + yolks * EGG_GRAMS.yolk * EGG_WATER.yolk
      : grams === null
        ? 0
        : grams * waterShare(food);
    return { index, line, grams, flour: grams !== null && isFlour(food), water };
  });
  const flourGrams = rows.reduce((sum, r) => sum + (r.flour ? r.grams! : 0), 0);
  if (!(flourGrams > 0)) return null;
  const waterGrams = rows.reduce((sum, r) => sum + r.water, 0);
  const totalGrams = rows.reduce((sum, r) => sum + (r.grams ?? 0), 0);
  return {
    lines: rows.map((r) => ({ ...r, percent: r.grams === null ? null : (r.grams / flourGrams) * 100 })),
    flourGrams,
    waterGrams,
    hydration: (waterGrams / flourGrams) * 100,
    totalGrams,
    totalPercent: (totalGrams / flourGrams) * 100,
  };
}

/** '72%', '1.4%', '180%': whole percents, one decimal below 10%. */
export function percentText(percent: number): string {
  const shown = percent < 10 ? Math.round(percent * 10) / 10 : Math.round(percent);
  return `${shown}%`;
}

/** '1,800 g', '75 g'. */
export function gramsText(grams: number): string {
  return `${formatCount(Math.round(grams))} g`;
}

/** The factor that makes the dough weigh `grams` in all. */
export function factorForDough(table: BakersTable, grams: number): CappedFactor {
  return capFactor(grams / table.totalGrams);
}

/** The factor for `count` pieces of `grams` each ('3 loaves of 900 g', '12 rolls of 80 g'). */
export function factorForPieces(table: BakersTable, count: number, grams: number): CappedFactor {
  return factorForDough(table, count * grams);
}

/** What a dough is divided into, as its steps say: 'divide it into 15 equal pieces (about 60 g each)'. */
export interface Pieces {
  count: number;
  /** Grams each, when the steps give it. */
  grams: number | null;
  /** 'loaves', 'rolls', 'buns', or 'pieces'. */
  noun: string;
}

const RE_DIVIDE =
  /\b(?:divide|cut|shape)\b[^.]*?\binto\s+(\d+|[a-z]+)\s+(?:equal\s+|even\s+)?(pieces|rolls|buns|loaves|balls|portions)(?:\s*\(about\s+(\d+)\s*g\s+each\))?/i;

export function piecesFromSteps(instructions: readonly string[]): Pieces | null {
  for (const step of instructions) {
    const m = RE_DIVIDE.exec(step);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const count = /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.indexOf(word);
    if (!(count >= 1 && count <= 200)) continue;
    const said = m[2]!.toLowerCase();
    const noun = /\bloaf|loaves\b/i.test(step)
      ? 'loaves'
      : /\bbuns?\b/i.test(step)
        ? 'buns'
        : /\brolls?\b/i.test(step)
          ? 'rolls'
          : said === 'balls' || said === 'portions'
            ? 'pieces'
            : said;
    return { count, grams: m[3] ? Number(m[3]) : null, noun };
  }
  return null;
}
