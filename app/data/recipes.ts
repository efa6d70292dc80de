import type { Recipe } from '../../shared/schemas/recipe';
import { once } from '../../shared/once';
import { apiRequest, ApiError } from './api';
import { deviceDb } from './device-db';

/** Featured recipes from the device, in featuredOrder (non-featured recipes have no order key). */
export async function featuredRecipes(): Promise<Recipe[]> {
  const db = await deviceDb();
  const rows = await db.recipes.where('featuredOrder').above(-Infinity).toArray();
  return inFeaturedOrder(rows);
}

/** The featured recipes among `rows`, in the baker's order (then by title). */
export function inFeaturedOrder(rows: Recipe[]): Recipe[] {
  return rows
    .filter((r) => r.featured)
    .sort((a, b) => (a.featuredOrder ?? 999) - (b.featuredOrder ?? 999) || byTitle(a, b));
}

/** Whether two reads found the same recipes, in the same order and at the same versions. */
export function sameRecipes(shown: readonly Recipe[] | undefined, read: readonly Recipe[] | undefined): boolean {
  if (!shown || !read) return shown === read;
  return shown.length === read.length && shown.every((r, i) => r.id === read[i]!.id && r.version === read[i]!.version);
}

/** Whether two reads found the same recipe at the same version (or both none). */
export function sameRecipe(shown: Recipe | undefined, read: Recipe | undefined): boolean {
  return shown?.id === read?.id && shown?.version === read?.version;
}

export async function recipesByTag(tag: string): Promise<Recipe[]> {
  const db = await deviceDb();
  const rows = await db.recipes.where('tags').equalsIgnoreCase(tag).toArray();
  return rows.sort(byTitle);
}

/** Recipes per read request: one read of 10,000 recipes is a long task on a phone (issue 4). */
const READ_SLICE = 1500;

/** Every recipe on the device, by title, read in slices of ids inside one read transaction. */
export async function allRecipes(): Promise<Recipe[]> {
  const db = await deviceDb();
  const rows = await db.transaction('r', db.recipes, async () => {
    const all: Recipe[] = [];
    for (let after = -Infinity; ;) {
      const slice = await db.recipes.where(':id').above(after).limit(READ_SLICE).toArray();
      for (const recipe of slice) all.push(recipe);
      if (slice.length < READ_SLICE) return all;
      after = slice[slice.length - 1]!.id;
    }
  });
  return rows.sort(byTitle);
}

// One collator for every comparison: localeCompare with options builds a new one per call,
// which dominates sorting 10,000 titles. Made on the first sort, not when the module loads.
const titleCollator = once(() => new Intl.Collator(undefined, { sensitivity: 'base' }));
export const byTitle = (a: Recipe, b: Recipe) => titleCollator().compare(a.title, b.title);

/**
 * Makes the collator byTitle sorts with, ahead of the first sort. The browser's first collator
 * of a page loads its collation data (10 to 25 ms on a phone-speed CPU); a screen that sorts
 * while it hydrates calls this when its module loads, so that cost is a task of its own and
 * not part of the hydrating render's (docs/quality.md, "Lighthouse").
 */
export function prepareTitleOrder(): void {
  titleCollator();
}

export async function recipeBySlugOrId(idOrSlug: string): Promise<Recipe | undefined> {
  const db = await deviceDb();
  return /^\d+$/.test(idOrSlug) ? db.recipes.get(Number(idOrSlug)) : db.recipes.where('slug').equals(idOrSlug).first();
}

/**
 * A recipe not yet on the device (first visit, sync still running): ask the API and write the
 * answer to Dexie, so the page's live query shows it (docs/architecture.md#data-flow: never kept in two places).
 * Resolves false when the server says it does not exist.
 */
export async function fetchRecipeIntoDevice(idOrSlug: string): Promise<boolean> {
  try {
    // The schema (zod) loads on demand: this module is part of the home page's first load.
    const [{ recipeSchema }, body] = await Promise.all([
      import('../../shared/schemas/recipe'),
      apiRequest('GET', `/api/recipes/${encodeURIComponent(idOrSlug)}`),
    ]);
    const recipe = recipeSchema.parse(body);
    const db = await deviceDb();
    const existing = await db.recipes.get(recipe.id);
    if (!existing || existing.version <= recipe.version) await db.recipes.put(recipe);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return false;
    throw err;
  }
}
