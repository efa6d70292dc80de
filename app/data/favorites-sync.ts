import { favoritesResponseSchema } from '../../shared/schemas/favorites';
import { ApiError, apiRequest } from './api';
import { db, type FavoriteRow } from './db';
import { enqueue, flushOutbox } from './outbox';

/**
 * Writing favorites (docs/product.md#favorites): a toggle is an outbox write (optimistic on the device,
 * sent with an Idempotency-Key); the server's list is fetched into the device on sign-in and
 * after an add.
 */

/** 'saved': the server took it; 'queued': kept on the device until the network is back; 'refused': rolled back. */
export type FavoriteOutcome = { status: 'saved' } | { status: 'queued' } | { status: 'refused'; reason: string };

/** Bumped on every local toggle, so a list fetched before it is not applied over it. */
let localWrites = 0;

export async function setFavorite(userId: number, recipeId: number, favorite: boolean): Promise<FavoriteOutcome> {
  localWrites += 1;
  const entry = await enqueue(favorite ? 'favorites.add' : 'favorites.remove', { recipeId }, { userId, flush: false });
  const outcome = await settle(entry.id);
  // docs/product.md#favorites: after a successful add the list is refetched.
  if (outcome.status === 'saved' && favorite) void refetchFavorites(userId).catch(() => undefined);
  return outcome;
}

/** Flushes until this entry was sent, refused, or tried and kept for later. */
async function settle(entryId: string): Promise<FavoriteOutcome> {
  // A flush already running read its entries before ours was added; the next run includes it.
  for (let round = 0; round < 3; round++) {
    await flushOutbox();
    const entry = await db.outbox.where('id').equals(entryId).first();
    if (!entry) return { status: 'saved' };
    if (entry.status === 'failed') return { status: 'refused', reason: entry.error ?? '' };
    if (entry.attempts > 0 || entry.nextAttemptAt > Date.now()) return { status: 'queued' };
  }
  return { status: 'queued' };
}

/**
 * GET /api/favorites into db.favorites (and the recipes into db.recipes when the device lacks
 * them). Writes still waiting in the outbox are applied on top, so a queued toggle survives.
 * A 401 empties the user's list (docs/product.md#favorites) and is re-thrown for the session to react.
 */
export async function refetchFavorites(userId: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const writesBefore = localWrites;
    let body: unknown;
    try {
      body = await apiRequest('GET', '/api/favorites');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) await db.favorites.where('userId').equals(userId).delete();
      throw err;
    }
    if (writesBefore !== localWrites) continue;
    const list = favoritesResponseSchema.parse(body);
    await db.transaction('rw', db.favorites, db.recipes, db.outbox, async () => {
      for (const { favoritedAt: _saved, ...recipe } of list) {
        const existing = await db.recipes.get(recipe.id);
        if (!existing || existing.version < recipe.version) await db.recipes.put(recipe);
      }
      const rows = new Map<number, FavoriteRow>(
        list.map((r) => [r.id, { userId, recipeId: r.id, createdAt: Date.parse(r.favoritedAt) || 0 }]),
      );
      const pending = await db.outbox
        .where('userId')
        .equals(userId)
        .filter((e) => e.status === 'pending')
        .sortBy('seq');
      for (const entry of pending) {
        const recipeId = (entry.payload as { recipeId?: number }).recipeId;
        if (typeof recipeId !== 'number') continue;
        if (entry.kind === 'favorites.add')
          rows.set(recipeId, rows.get(recipeId) ?? { userId, recipeId, createdAt: entry.createdAt });
        if (entry.kind === 'favorites.remove') rows.delete(recipeId);
      }
      await db.favorites.where('userId').equals(userId).delete();
      await db.favorites.bulkPut([...rows.values()]);
    });
    return;
  }
}
