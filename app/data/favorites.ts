import type { Recipe } from '../../shared/schemas/recipe';
import { db } from './db';

/**
 * Favorites on the device (spec visitor 4, Favorite toggle). Pages read db.favorites for the
 * signed-in user, so they work offline. Toggling and fetching the server's list live in
 * favorites-sync.ts, loaded on first use: the hearts on the home page only need these reads.
 */

export async function isFavorite(userId: number, recipeId: number): Promise<boolean> {
  return (await db.favorites.get([userId, recipeId])) !== undefined;
}

export async function favoriteCount(userId: number): Promise<number> {
  return db.favorites.where('userId').equals(userId).count();
}

/** The user's saved recipes that are on the device, newest favorite first. */
export async function favoriteRecipes(userId: number): Promise<Recipe[]> {
  const rows = await db.favorites.where('userId').equals(userId).toArray();
  rows.sort((a, b) => b.createdAt - a.createdAt);
  const recipes = await db.recipes.bulkGet(rows.map((r) => r.recipeId));
  return recipes.filter((r): r is Recipe => r !== undefined);
}
