import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wallOf } from '../../shared/user-data/hlc';
import type { Change } from '../../shared/user-data/merge';
import { db } from './db';
import { toggleCheck } from './kitchen';
import { setOutboxUser, setRetryTimerEnabled } from './outbox';
import { PENDING_PREFIX } from './record-change';
import { saveRecipeSize } from './recipe-prefs';
import { queuePendingChanges } from './user-data';
import { OWNER_KEY } from './user-data/owner-key';

const USER = 9;
const queued = async () =>
  (await db.outbox.toArray()).map((entry) => (entry.payload as { changes: Change[] }).changes[0]!);
const pending = () => db.meta.where('key').startsWith(PENDING_PREFIX).count();

/**
 * The page closes right after a write: the timer that would load the sync's code and queue the
 * change never runs (every zero-delay timer of the write is held back, as a closed page's are).
 */
async function writeThenClose(write: () => Promise<unknown>): Promise<void> {
  const realSetTimeout = globalThis.setTimeout;
  const spy = vi
    .spyOn(globalThis, 'setTimeout')
    .mockImplementation(((fn: () => void, ms?: number) => (ms ? realSetTimeout(fn, ms) : 0)) as typeof setTimeout);
  try {
    await write();
  } finally {
    spy.mockRestore();
  }
}

describe('a change kept with its write', () => {
  beforeEach(async () => {
    setRetryTimerEnabled(false);
    await Promise.all(db.tables.map((t) => t.clear()));
    await db.meta.put({ key: OWNER_KEY, value: USER });
    setOutboxUser(USER);
    vi.stubGlobal('navigator', { onLine: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reaches the account after the page closed before it was queued: the next start queues it, stamped when it was made', async () => {
    const before = Date.now();
    await writeThenClose(() => saveRecipeSize(12, 2, null));
    const after = Date.now();
    // Closed: the size is on the device, its change waits beside it, nothing is queued yet.
    expect(await db.recipePrefs.get(12)).toEqual({ recipeId: 12, size: 2 });
    expect(await db.outbox.count()).toBe(0);
    expect(await pending()).toBe(1);

    // The next start (app/start.ts) queues what was left, once.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await queuePendingChanges();
    await queuePendingChanges();
    const [change] = await queued();
    expect(change).toMatchObject({ op: 'set', c: 'prefs', id: '12', fields: { size: 2, scale: null } });
    expect(wallOf(change!.t)).toBeGreaterThanOrEqual(before);
    expect(wallOf(change!.t)).toBeLessThanOrEqual(after);
    expect(await db.outbox.count()).toBe(1);
    expect(await pending()).toBe(0);
  });

  it('queues the changes in the order they were made', async () => {
    const lines = ['2 cups flour', '1 cup sugar'];
    await writeThenClose(async () => {
      await toggleCheck(5, 0, lines);
      await toggleCheck(5, 1, lines);
      await toggleCheck(5, 0, lines);
    });
    await queuePendingChanges();
    expect((await queued()).map((c) => (c.op === 'set' ? c.fields : null))).toEqual([
      { 0: '2 cups flour' },
      { 1: '1 cup sugar' },
      { 0: null },
    ]);
  });

  it('is queued right after the write while the page stays open', async () => {
    await saveRecipeSize(13, 3, null);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(await pending()).toBe(0);
  });

  it('is not kept when the write fails: the device and the account stay as they were', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.recipePrefs, 'put').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(writeThenClose(() => saveRecipeSize(14, 2, null))).rejects.toThrow();
    expect(await pending()).toBe(0);
    await queuePendingChanges();
    expect(await db.outbox.count()).toBe(0);
  });
});
