import type { FavoriteRecipe } from '../../shared/schemas/favorites';
import type { Db } from './open';
import { rowToRecipe } from './recipes';

type RecipeRow = Parameters<typeof rowToRecipe>[0];

/** A user's saved recipes (docs/product.md#favorites: Favorites). Every statement is scoped by user id. */
export function favoritesRepo(db: Db) {
  const list = db.prepare<[number], RecipeRow & { favorited_at: string }>(
    `SELECT recipes.*, favorites.created_at AS favorited_at FROM favorites JOIN recipes ON recipes.id = favorites.recipe_id
     WHERE favorites.user_id = ? ORDER BY favorites.created_at DESC, favorites.rowid DESC`,
  );
  const add = db.prepare(
    'INSERT INTO favorites (user_id, recipe_id, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, recipe_id) DO NOTHING',
  );
  const remove = db.prepare('DELETE FROM favorites WHERE user_id = ? AND recipe_id = ?');
  const count = db.prepare<[number], number>('SELECT COUNT(*) FROM favorites WHERE user_id = ?').pluck();
  return {
    list: (userId: number): FavoriteRecipe[] =>
      list.all(userId).map((row) => ({ ...rowToRecipe(row), favoritedAt: row.favorited_at })),
    /** Adding a recipe already saved keeps the one row and its first date. */
    add(userId: number, recipeId: number): void {
      add.run(userId, recipeId, new Date().toISOString());
    },
    remove(userId: number, recipeId: number): void {
      remove.run(userId, recipeId);
    },
    count: (userId: number): number => count.get(userId) ?? 0,
  };
}
export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
