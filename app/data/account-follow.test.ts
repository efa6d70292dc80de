import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceUserData, followAccount } from './account-follow';
import { db } from './db';
import { outboxState, setRetryTimerEnabled } from './outbox';

let status = 200;
let requests: string[] = [];

beforeEach(async () => {
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  status = 200;
  requests = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(status === 200 ? '[]' : JSON.stringify({ message: 'Not authenticated' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what the device does for the signed-in user', () => {
  it("reads the account's data (favorites included) when a user is signed in, and nothing when no one is", async () => {
    const ended = vi.fn(async () => undefined);
    const stop = followAccount(null, ended);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    stop();

    const stopAgain = followAccount(7, ended);
    await vi.waitFor(() => expect(requests).toContain('/api/me/changes?since=0'));
    stopAgain();
    expect(ended).not.toHaveBeenCalled();
  });

  it('a 401 to the account’s data ends the session here and empties that user’s favorites', async () => {
    status = 401;
    await db.favorites.bulkPut([
      { userId: 7, recipeId: 1, createdAt: 1 },
      { userId: 8, recipeId: 2, createdAt: 1 },
    ]);
    const ended = vi.fn(async () => undefined);
    const stop = followAccount(7, ended);
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
    stop();
    expect((await db.favorites.toArray()).map((f) => f.userId)).toEqual([8]);
  });

  it('signing out clears the user’s favorites and keeps everyone else’s', async () => {
    await db.favorites.bulkPut([
      { userId: 7, recipeId: 1, createdAt: 1 },
      { userId: 8, recipeId: 2, createdAt: 1 },
    ]);
    await clearDeviceUserData(7);
    expect((await db.favorites.toArray()).map((f) => f.userId)).toEqual([8]);
    expect(outboxState.getState().pending).toBe(0);
  });
});
