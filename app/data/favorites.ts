import type { Recipe } from '../../shared/schemas/recipe';
import type { SiftDb } from './db';
import { loadDevice, watchDevice } from './device-db';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { whileObserved } from './while-observed';

/**
 * Favorites on the device (docs/product.md#favorites, Favorite toggle): a collection of the baker's
 * own data (docs/decisions/011-merging-the-bakers-own-data.md), kept in db.favorites per user and
 * followed like the others (app/data/user-data/collections.ts writes the rows the account sends).
 * Pages read db.favorites for the signed-in user, so they work offline. The toggle's code (the
 * outbox, the account's sync) loads on the first click: the hearts on the home page only need
 * these reads.
 */

const NONE: ReadonlySet<number> = new Set();

/**
 * A user's favorite recipe ids, one store per user, kept live by one device query however many
 * hearts a screen shows (a list of 40 cards asked 40 queries, each run again after every favorite
 * change). The query runs while anyone watches; the store keeps the last answer for the next
 * screen's first render, so its hearts do not blink empty.
 */
const idsByUser = new Map<number, StoreApi<ReadonlySet<number>>>();

function favoriteIds(userId: number): StoreApi<ReadonlySet<number>> {
  let store = idsByUser.get(userId);
  if (!store) {
    store = whileObserved(
      createStore(() => NONE),
      (ids) =>
        watchDevice((db) => db.favorites.where('userId').equals(userId).primaryKeys(), {
          next: (keys) => ids.setState(new Set(keys.map(([, recipeId]) => recipeId)), true),
          error: (err: unknown) => console.error('Favorites could not be read from this device', err),
        }),
    );
    idsByUser.set(userId, store);
  }
  return store;
}

/** Calls `listener` whenever `userId`'s favorites change; returns the way to stop. */
export function watchFavoriteIds(userId: number, listener: () => void): () => void {
  return favoriteIds(userId).subscribe(listener);
}

/** Whether `recipeId` is among `userId`'s favorites, as the watch last read them. */
export function isFavoriteNow(userId: number, recipeId: number): boolean {
  return favoriteIds(userId).getState().has(recipeId);
}

// The two reads below take the database from the caller's live query (useDeviceQuery): inside
// one, only Dexie's own promises may be awaited, or its changes are no longer observed.

/** How many saved recipes the Favorites list shows: one deleted from the site since is not counted. */
export async function favoriteCount(db: SiftDb, userId: number): Promise<number> {
  const rows = await db.favorites.where('userId').equals(userId).toArray();
  const recipes = await db.recipes.bulkGet(rows.map((r) => r.recipeId));
  return recipes.filter((r) => r !== undefined).length;
}

/** The user's saved recipes that are on the device, newest favorite first. */
export async function favoriteRecipes(db: SiftDb, userId: number): Promise<Recipe[]> {
  const rows = await db.favorites.where('userId').equals(userId).toArray();
  rows.sort((a, b) => b.createdAt - a.createdAt);
  const recipes = await db.recipes.bulkGet(rows.map((r) => r.recipeId));
  return recipes.filter((r): r is Recipe => r !== undefined);
}

/**
 * Saves or removes a favorite: the device's row and the change queued for the account in one
 * transaction (a page closed at that moment keeps both or neither), sent by the outbox at once
 * when online and merged by the clock with other devices' changes. A refusal by the server comes
 * later from the outbox, which turns the heart back and says so. After an add the account's data
 * is read again (docs/product.md#favorites). Rejects when the device could not store the change
 * (out of space): the heart then says it failed.
 */
export async function setFavorite(userId: number, recipeId: number, favorite: boolean): Promise<void> {
  const [{ db }, { recordChangeWithin, recordTables, pullUserData }, { outboxChanged, flushOutbox }] =
    await Promise.all([loadDevice(), import('./user-data'), import('./outbox')]);
  const savedAt = Date.now();
  await db.transaction('rw', recordTables(), async () => {
    if (favorite) await db.favorites.put({ userId, recipeId, createdAt: savedAt });
    else await db.favorites.delete([userId, recipeId]);
    await recordChangeWithin('favorites', recipeId, favorite ? { savedAt } : null);
  });
  await outboxChanged({ flush: !favorite });
  if (favorite) void flushOutbox().then(pullUserData);
}
