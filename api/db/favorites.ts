import type { FavoriteRecipe } from '../../shared/schemas/favorites';
import { nextStamp } from '../../shared/user-data/hlc';
import { lastWrite, type Change, type ItemState } from '../../shared/user-data/merge';
import type { Db } from './open';
import { rowToRecipe } from './recipes';
import type { PushOptions, UserDataRepo } from './user-data';

type RecipeRow = Parameters<typeof rowToRecipe>[0];

/** The clock node of writes made through the favorites routes (shared/user-data/hlc.ts). */
const SERVER_NODE = 'server';

/**
 * A user's saved recipes (docs/product.md#favorites), read and written through the baker's own
 * data (the `favorites` collection, api/db/user-data.ts): the routes of /api/favorites and the
 * devices' pushes change the same items, merged by the same clock. An item is a recipe id whose
 * `savedAt` field is when it was saved. A recipe deleted since is left out of the list and the
 * count. Every statement is scoped by user id.
 */
export function favoritesRepo(db: Db, userData: UserDataRepo) {
  const live = `FROM user_items JOIN recipes ON recipes.id = CAST(user_items.item_id AS INTEGER)
     WHERE user_items.user_id = ? AND user_items.collection = 'favorites' AND user_items.live = 1`;
  const list = db.prepare<[number], RecipeRow & { saved_at: number | null }>(
    `SELECT recipes.*, json_extract(user_items.state, '$.f.savedAt.v') AS saved_at ${live}
     ORDER BY saved_at DESC, user_items.seq DESC`,
  );
  const count = db.prepare<[number], number>(`SELECT COUNT(*) ${live}`).pluck();
  const item = db.prepare<[number, string], { state: string; live: number }>(
    "SELECT state, live FROM user_items WHERE user_id = ? AND collection = 'favorites' AND item_id = ?",
  );

  /** A stamp later than every write the item has seen, so the route's call is the latest word. */
  const stampFor = (userId: number, recipeId: number, now: number) => {
    const row = item.get(userId, String(recipeId));
    const state = row ? (JSON.parse(row.state) as ItemState) : null;
    const seen = state ? [lastWrite(state), state.del ?? ''].sort().pop() || null : null;
    return { stamp: nextStamp(seen, now, SERVER_NODE), live: row?.live === 1 };
  };

  return {
    list: (userId: number): FavoriteRecipe[] =>
      list.all(userId).map(({ saved_at, ...row }) => ({
        ...rowToRecipe(row),
        favoritedAt: new Date(saved_at ?? 0).toISOString(),
      })),
    /** Adding a recipe already saved keeps it and its first date. */
    add(userId: number, recipeId: number, { now = Date.now(), maxBytes }: PushOptions = {}): void {
      const { stamp, live: saved } = stampFor(userId, recipeId, now);
      if (saved) return;
      const change: Change = { op: 'set', c: 'favorites', id: String(recipeId), t: stamp, fields: { savedAt: now } };
      userData.push(userId, [change], { now, maxBytes });
    },
    remove(userId: number, recipeId: number, { now = Date.now() }: PushOptions = {}): void {
      const { stamp, live: saved } = stampFor(userId, recipeId, now);
      if (!saved) return;
      userData.push(userId, [{ op: 'delete', c: 'favorites', id: String(recipeId), t: stamp }], { now });
    },
    count: (userId: number): number => count.get(userId) ?? 0,
  };
}
export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
