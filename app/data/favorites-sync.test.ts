import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { makeRecipe } from './recipe-fixture';
import { favoriteRecipes } from './favorites';
import { refetchFavorites, setFavorite } from './favorites-sync';
import { enqueue, setOutboxUser, setRetryTimerEnabled } from './outbox';

const USER = 7;

const recipe = (id: number, version = 1) => makeRecipe(id, { version });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** The server's answer to each call; throwing acts as a network failure. */
let answer: (method: string, url: string) => Response;

beforeEach(async () => {
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  answer = () => json(200, {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => answer(init.method ?? 'GET', url));
  vi.stubGlobal('navigator', { onLine: true });
  setOutboxUser(USER);
});
afterEach(() => vi.unstubAllGlobals());

describe('refetchFavorites', () => {
  it("replaces the user's list with the server's, newest first, and stores recipes the device lacks", async () => {
    await db.recipes.put(recipe(1, 5));
    await db.favorites.bulkPut([
      { userId: USER, recipeId: 9, createdAt: 1 },
      { userId: 99, recipeId: 9, createdAt: 1 },
    ]);
    answer = () =>
      json(200, [
        { ...recipe(2, 3), favoritedAt: '2026-03-02T00:00:00.000Z' },
        { ...recipe(1, 4), title: 'Stale copy', favoritedAt: '2026-03-01T00:00:00.000Z' },
      ]);
    await refetchFavorites(USER);
    expect((await favoriteRecipes(db, USER)).map((r) => r.title)).toEqual(['Recipe 2', 'Recipe 1']);
    // An older copy from the favorites list never overwrites a newer synced recipe.
    expect((await db.recipes.get(1))?.version).toBe(5);
    expect(await db.favorites.get([99, 9])).toBeDefined();
  });

  it('keeps writes still waiting in the outbox on top of the server list', async () => {
    answer = () => {
      throw new TypeError('offline');
    };
    await enqueue('favorites.add', { recipeId: 3 }, { userId: USER, flush: false });
    await enqueue('favorites.remove', { recipeId: 1 }, { userId: USER, flush: false });
    answer = () => json(200, [{ ...recipe(1), favoritedAt: '2026-03-01T00:00:00.000Z' }]);
    await refetchFavorites(USER);
    expect((await db.favorites.where('userId').equals(USER).toArray()).map((r) => r.recipeId)).toEqual([3]);
  });

  it('empties the list on a 401 and passes the error on', async () => {
    await db.favorites.put({ userId: USER, recipeId: 4, createdAt: 1 });
    answer = () => json(401, { message: 'Not authenticated' });
    await expect(refetchFavorites(USER)).rejects.toMatchObject({ status: 401 });
    expect(await db.favorites.count()).toBe(0);
  });
});

describe('setFavorite', () => {
  it("says 'saved' once the server took the write, and refetches the list after an add", async () => {
    await db.recipes.put(recipe(5));
    const calls: string[] = [];
    answer = (method, url) => {
      calls.push(`${method} ${url}`);
      return url === '/api/favorites'
        ? json(200, [{ ...recipe(5), favoritedAt: '2026-03-01T00:00:00.000Z' }])
        : json(200, { recipeId: 5, favorite: true });
    };
    expect(await setFavorite(USER, 5, true)).toEqual({ status: 'saved' });
    expect(await db.favorites.get([USER, 5])).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
    await vi.waitFor(() => expect(calls).toContain('GET /api/favorites'));
    expect(calls[0]).toBe('POST /api/favorites/add');
  });

  it("says 'refused' with the server's reason and rolls the heart back", async () => {
    answer = () => json(404, { message: 'Recipe not found' });
    expect(await setFavorite(USER, 5, true)).toEqual({ status: 'refused', reason: 'Recipe not found' });
    expect(await db.favorites.get([USER, 5])).toBeUndefined();
  });

  it("says 'queued' offline and keeps the change on the device", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await setFavorite(USER, 5, true)).toEqual({ status: 'queued' });
    expect(await db.favorites.get([USER, 5])).toBeDefined();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
  });

  it("says 'queued' when the network fails mid-request", async () => {
    await db.favorites.put({ userId: USER, recipeId: 5, createdAt: 1 });
    answer = () => {
      throw new TypeError('connection reset');
    };
    expect(await setFavorite(USER, 5, false)).toEqual({ status: 'queued' });
    expect(await db.favorites.get([USER, 5])).toBeUndefined();
  });
});
