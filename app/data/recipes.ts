import type { Recipe } from '../../shared/schemas/recipe';
import { apiRequest, ApiError } from './api';
import { db } from './db';

/** Featured recipes from the device, in featuredOrder (non-featured recipes have no order key). */
export async function featuredRecipes(): Promise<Recipe[]> {
  const rows = await db.recipes.where('featuredOrder').above(-Infinity).toArray();
  return rows.filter((r) => r.featured).sort((a, b) => (a.featuredOrder ?? 999) - (b.featuredOrder ?? 999) || a.title.localeCompare(b.title));
}

export async function recipesByTag(tag: string): Promise<Recipe[]> {
  const rows = await db.recipes.where('tags').equalsIgnoreCase(tag).toArray();
  return rows.sort(byTitle);
}

export async function allRecipes(): Promise<Recipe[]> {
  const rows = await db.recipes.toArray();
  return rows.sort(byTitle);
}

export const byTitle = (a: Recipe, b: Recipe) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

export function recipeBySlugOrId(idOrSlug: string): Promise<Recipe | undefined> {
  return /^\d+$/.test(idOrSlug) ? db.recipes.get(Number(idOrSlug)) : db.recipes.where('slug').equals(idOrSlug).first();
}

/**
 * A recipe not yet on the device (first visit, sync still running): ask the API and write the
 * answer to Dexie, so the page's live query shows it (DESIGN 3: never kept in two places).
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
    const existing = await db.recipes.get(recipe.id);
    if (!existing || existing.version <= recipe.version) await db.recipes.put(recipe);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return false;
    throw err;
  }
}
