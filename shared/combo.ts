import { FAVORITE_COMBOS_TAG } from './categories';
import { parseMinutes } from './durations';

/**
 * The Personal Combo builder's domain (docs/product.md#combos): which group a recipe is listed
 * under, and the temporary combo derived in the browser from two or more recipes.
 */

/** docs/product.md#combos: the combiner category ids, in display order. */
export const COMBO_CATEGORIES = [
  { id: 'Bread', label: 'Bread & Pastries' },
  { id: 'BrunchBreakfast', label: 'Brunch & Breakfast' },
  { id: 'Cake', label: 'Cakes & Cupcakes' },
  { id: 'Cookies', label: 'Cookies & Bars' },
  { id: 'FillingsSauces', label: 'Fillings & Sauces' },
  { id: 'Frostings', label: 'Frostings & Buttercreams' },
  { id: 'Gluten-Free', label: 'Gluten-Free' },
  { id: 'Seasonal', label: 'Seasonal' },
  { id: 'Other', label: 'Other' },
] as const;
export type ComboCategoryId = (typeof COMBO_CATEGORIES)[number]['id'];

/** The recipe fields the combo tools read. */
export interface ComboSource {
  id: number;
  slug?: string;
  title: string;
  description?: string;
  imageUrl: string | null;
  prepTime: string;
  cookTime: string;
  servings: number;
  tags: readonly string[];
  ingredients: readonly string[];
  instructions: readonly string[];
}

// docs/product.md#combos: tags first (case-insensitive, in this order), then words in the title.
const TAG_RULES: ReadonlyArray<readonly [ComboCategoryId, readonly string[]]> = [
  ['Bread', ['bread']],
  ['BrunchBreakfast', ['brunchbreakfast']],
  ['Cake', ['cake']],
  ['Cookies', ['cookies']],
  ['FillingsSauces', ['fillingssauces']],
  ['Frostings', ['frostings']],
  ['Gluten-Free', ['gluten-free', 'gluten free', 'gf', 'gluten_free']],
];
const TITLE_RULES: ReadonlyArray<readonly [ComboCategoryId, RegExp]> = [
  ['Bread', /bread|buns/],
  ['BrunchBreakfast', /crepe|crêpe|pancake|waffle/],
  ['Cake', /cake/],
  ['Cookies', /cookie/],
  ['FillingsSauces', /filling|sauce|curd/],
  ['Frostings', /frosting|buttercream/],
  ['Gluten-Free', /gluten-free/],
];

const SEASONAL_TAG = 'seasonal';

/**
 * The builder's group for a recipe (docs/product.md#combos, combo category assignment): the product's
 * tags, then words in the title, then the list's Seasonal tag, else Other.
 */
export function comboCategoryOf(recipe: { title: string; tags: readonly string[] }): ComboCategoryId {
  const tags = new Set(recipe.tags.map((t) => t.trim().toLowerCase()));
  for (const [id, names] of TAG_RULES) if (names.some((n) => tags.has(n))) return id;
  const title = recipe.title.toLowerCase();
  for (const [id, pattern] of TITLE_RULES) if (pattern.test(title)) return id;
  // The recipe list's Seasonal chip names it so (shared/categories.ts): the combiners say the same
  // rather than 'Other' (docs/decisions/037-the-details-a-baker-notices.md).
  if (tags.has(SEASONAL_TAG)) return 'Seasonal';
  return 'Other';
}

/** Favorite Combos already combine recipes: both combiners leave them out (docs/product.md#combos). */
export function isCombinable(recipe: { tags: readonly string[] }): boolean {
  return !recipe.tags.some((t) => t.toLowerCase() === FAVORITE_COMBOS_TAG.toLowerCase());
}

export interface ComboGroup<R> {
  id: ComboCategoryId;
  label: string;
  recipes: R[];
}

/** Recipes in their groups, in display order; empty groups are left out. */
export function groupForCombo<R extends { title: string; tags: readonly string[] }>(
  recipes: readonly R[],
): ComboGroup<R>[] {
  const groups = COMBO_CATEGORIES.map((c) => ({ id: c.id, label: c.label, recipes: [] as R[] }));
  for (const recipe of recipes) {
    if (!isCombinable(recipe)) continue;
    const id = comboCategoryOf(recipe);
    groups.find((g) => g.id === id)!.recipes.push(recipe);
  }
  return groups.filter((g) => g.recipes.length > 0);
}

/** docs/product.md#combos: the temporary combo built in the browser. */
export interface TemporaryCombo {
  title: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: number;
  slug: string;
  difficulty: 'Intermediate';
  category: 'temporary-combo';
  ingredients: string[];
  instructions: string[];
  imageUrl: string | null;
  tags: ['temporary-combo'];
  dietaryInfo: [];
  story: string;
  selectedRecipes: { id: number; title: string; slug?: string }[];
  createdAt: string;
  /** The longest path through the parts and the assembly (docs/product.md#combos); older saved combos lack it. */
  totalTime?: string;
  /** The size control's multiplier and the unit system the lines are written at (1 and the recipes' own by default). */
  size?: number;
  units?: 'us' | 'metric';
}

export const MIN_COMBO_RECIPES = 2;
export const COMBO_DELAY_MS = 500;
export const ASSEMBLY_HEADING = 'Assembly & Serving';

/**
 * Minutes in a prep or cook time. docs/product.md#combos says "the first number found"; for '1 hour' that
 * would be 1 minute, so hours are read as hours, and only text without a unit falls back to its first number.
 */
export function minutesOf(time: string): number {
  const parsed = parseMinutes(time);
  if (parsed !== null) return parsed;
  const first = /\d+/.exec(time);
  return first ? Number(first[0]) : 0;
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** True for '**Heading**' lines, which the preview shows as section headings. */
export function isBoldHeading(line: string): boolean {
  return /^\*\*[^*].*\*\*$/.test(line.trim());
}

export function boldHeadingText(line: string): string {
  return line.trim().replace(/^\*\*|\*\*$/g, '');
}

/** Resolves the chosen ids against the catalog, keeping the order the recipes were chosen in. */
export function pickRecipes<R extends { id: number }>(catalog: readonly R[], ids: readonly number[]): R[] {
  const byId = new Map(catalog.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
}

/** Steps under their '**Heading**' lines; steps before any heading sit in a section with no heading. */
export interface StepSection {
  heading: string | null;
  steps: string[];
}

export function stepSections(lines: readonly string[]): StepSection[] {
  const sections: StepSection[] = [];
  for (const line of lines) {
    if (isBoldHeading(line)) sections.push({ heading: boldHeadingText(line), steps: [] });
    else if (sections.length === 0) sections.push({ heading: null, steps: [line] });
    else sections[sections.length - 1]!.steps.push(line);
  }
  return sections;
}
