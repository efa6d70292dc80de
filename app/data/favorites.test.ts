import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userChangeSchema } from '../../shared/schemas/user-data';
import { foldChanges, isLive, type Change } from '../../shared/user-data/merge';
import { db, SiftDb } from './db';
import { favoriteCount, favoriteRecipes, isFavoriteNow, setFavorite, watchFavoriteIds } from './favorites';
import { makeRecipe } from './recipe-fixture';
import { setOutboxUser, setRetryTimerEnabled } from './outbox';
import { OWNER_KEY } from './user-data/owner-key';

beforeEach(() => db.favorites.clear());

describe('watchFavoriteIds', () => {
  it("follows the user's favorites on the device, and no one else's", async () => {
    await db.favorites.bulkPut([
      { userId: 1, recipeId: 10, createdAt: 1 },
      { userId: 2, recipeId: 20, createdAt: 1 },
    ]);
    const changed = vi.fn();
    const stop = watchFavoriteIds(1, changed);
    await vi.waitFor(() => expect(isFavoriteNow(1, 10)).toBe(true));
    expect(isFavoriteNow(1, 20)).toBe(false);

    await db.favorites.put({ userId: 1, recipeId: 11, createdAt: 2 });
    await vi.waitFor(() => expect(isFavoriteNow(1, 11)).toBe(true));
    await db.favorites.delete([1, 10]);
    await vi.waitFor(() => expect(isFavoriteNow(1, 10)).toBe(false));
    expect(changed.mock.calls.length).toBeGreaterThanOrEqual(3);
    stop();
  });

  it('keeps one query for every watcher, running until the last one stops, and remembers its answer', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = watchFavoriteIds(3, first);
    const stopSecond = watchFavoriteIds(3, second);
    await db.favorites.put({ userId: 3, recipeId: 30, createdAt: 1 });
    await vi.waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalledTimes(second.mock.calls.length);

    stopFirst();
    const before = second.mock.calls.length;
    await db.favorites.put({ userId: 3, recipeId: 31, createdAt: 2 });
    await vi.waitFor(() => expect(second.mock.calls.length).toBeGreaterThan(before));
    await vi.waitFor(() => expect(isFavoriteNow(3, 31)).toBe(true));
    const firstCalls = first.mock.calls.length;

    stopSecond();
    // No one watches: the last answer stands in for the next screen's first render, and nothing is called.
    await db.favorites.put({ userId: 3, recipeId: 32, createdAt: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isFavoriteNow(3, 31)).toBe(true);
    expect(isFavoriteNow(3, 32)).toBe(false);
    expect(first).toHaveBeenCalledTimes(firstCalls);
  });
});

describe('favoriteCount', () => {
  it('counts the saved recipes the Favorites list shows: not one the baker has since removed from the site', async () => {
    await db.recipes.clear();
    await db.recipes.bulkPut([makeRecipe(40), makeRecipe(41)]);
    // Recipe 42 was deleted by the admin: its tombstone took it off the device, the favorite row stays.
    await db.favorites.bulkPut([
      { userId: 4, recipeId: 40, createdAt: 1 },
      { userId: 4, recipeId: 41, createdAt: 2 },
      { userId: 4, recipeId: 42, createdAt: 3 },
      { userId: 5, recipeId: 40, createdAt: 1 },
    ]);
    expect((await favoriteRecipes(db, 4)).map((r) => r.id)).toEqual([41, 40]);
    expect(await favoriteCount(db, 4)).toBe(2);
    expect(await favoriteCount(db, 5)).toBe(1);
  });
});

describe('setFavorite', () => {
  const USER = 7;
  beforeEach(async () => {
    setRetryTimerEnabled(false);
    await Promise.all(db.tables.map((t) => t.clear()));
    await db.meta.put({ key: OWNER_KEY, value: USER });
    setOutboxUser(USER);
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the heart on the device and queues one change of the account’s favorites (offline: kept for later)', async () => {
    await setFavorite(USER, 5, true);
    expect(await db.favorites.get([USER, 5])).toMatchObject({ userId: USER, recipeId: 5 });
    await setFavorite(USER, 6, true);
    await setFavorite(USER, 5, false);
    expect(await db.favorites.get([USER, 5])).toBeUndefined();
    const changes = (await db.outbox.toArray()).map((e) => {
      expect(e.kind).toBe('me.changes');
      const [change] = (e.payload as { changes: { op: string; c: string; id: string }[] }).changes;
      return [change!.op, change!.c, change!.id];
    });
    expect(changes).toEqual([
      ['set', 'favorites', '5'],
      ['set', 'favorites', '6'],
      ['delete', 'favorites', '5'],
    ]);
    // The device's copy of the account shows them as the account will.
    expect((await db.userItems.where('c').equals('favorites').toArray()).map((r) => [r.id, isLive(r.state)])).toEqual([
      ['5', false],
      ['6', true],
    ]);
  });

  it('rejects when the device cannot store the change, so the heart says it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.favorites, 'put').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(setFavorite(USER, 5, true)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the heart and its change for the account together: when the change cannot be stored, neither is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(setFavorite(USER, 5, true)).rejects.toThrow();
    expect(await db.favorites.get([USER, 5])).toBeUndefined();
    expect(await db.userItems.count()).toBe(0);

    // The next tap stores both.
    await setFavorite(USER, 5, true);
    expect(await db.favorites.get([USER, 5])).toMatchObject({ recipeId: 5 });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the device database upgrade', () => {
  it('turns favorite writes queued under the old kinds into account changes, in order, losing none', async () => {
    const name = `upgrade-${Date.now()}`;
    const old = new Dexie(name);
    old.version(3).stores({
      recipes: 'id, &slug, *tags, featuredOrder, version',
      meta: 'key',
      cart: 'key, addedAt',
      favorites: '[userId+recipeId], userId',
      outbox: '++seq, &id, status, userId, kind',
      combos: 'id, createdAt',
      shop: 'key',
      checks: 'recipeId',
      timers: 'id, recipeId',
      shoppingItems: 'id, category',
      recipeNotes: 'recipeId',
      userItems: '[c+id], c',
      recipePrefs: 'recipeId',
    });
    const entry = (id: string, kind: string, payload: unknown, createdAt: number) => ({
      id,
      kind,
      payload,
      idempotencyKey: `ob-${id}`,
      createdAt,
      userId: 7,
      status: 'pending',
      attempts: 2,
      nextAttemptAt: 0,
    });
    await old
      .table('outbox')
      .bulkAdd([
        entry('a', 'favorites.add', { recipeId: 3 }, 1_000),
        entry('b', 'workshop-survey', { email: 'a@b.co', classInterests: ['Churros'] }, 1_500),
        entry('c', 'favorite.remove', { recipeId: 3 }, 2_000),
        entry('d', 'favorites.add', { recipeId: 4 }, 2_000),
      ]);
    old.close();

    const upgraded = new SiftDb(name);
    const rows = await upgraded.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.kind)).toEqual(['me.changes', 'workshop-survey', 'me.changes', 'me.changes']);
    const changes = rows
      .filter((r) => r.kind === 'me.changes')
      .map((r) => (r.payload as { changes: Change[] }).changes[0]!);
    expect(changes.map((c) => [c.op, c.c, c.id])).toEqual([
      ['set', 'favorites', '3'],
      ['delete', 'favorites', '3'],
      ['set', 'favorites', '4'],
    ]);
    // Each valid on the wire, stamped in the order made (the removal after the add it undoes).
    for (const change of changes) expect(userChangeSchema.safeParse(change).success).toBe(true);
    expect(changes[0]!.t < changes[1]!.t && changes[1]!.t < changes[2]!.t).toBe(true);
    expect(foldChanges(null, changes.slice(0, 2)).del).toBe(changes[1]!.t);
    expect(rows.every((r) => r.userId === 7 && r.status === 'pending')).toBe(true);
    upgraded.close();
  });
});
