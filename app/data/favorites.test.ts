import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { isFavoriteNow, watchFavoriteIds } from './favorites';

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
