import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import {
  backoffDelay,
  clearUserData,
  dismissFailed,
  enqueue,
  flushOutbox,
  forgetDeletedUser,
  MAX_DELAY_MS,
  outboxNotices,
  outboxState,
  refreshState,
  setOutboxUser,
  setRetryTimerEnabled,
  UNREADABLE_ENTRY,
} from './outbox';
import { interestMarkerKey, SURVEY_MARKER_KEY } from './outbox-kinds';
import { OWNER_KEY } from './user-data/owner-key';
import { encodeStamp } from '../../shared/user-data/hlc';

interface Sent {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}
let sent: Sent[];
/** Answers by URL; a function may throw to act as a network failure. */
let answer: (req: Sent) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  setRetryTimerEnabled(false);
  await Promise.all(db.tables.map((t) => t.clear()));
  sent = [];
  answer = () => json(201, { ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const req = {
      method: init.method ?? 'GET',
      url,
      key: headers['Idempotency-Key'] ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(req);
    return answer(req);
  });
  // The device holds user 7's account data: their favorites' rows follow the queued changes.
  await db.meta.put({ key: OWNER_KEY, value: 7 });
  setOutboxUser(null);
  setOutboxUser(7);
  await refreshState();
});
afterEach(() => vi.unstubAllGlobals());

let clock = 0;
/** A change of the favorites collection (the baker's own data) as the heart queues it. */
const favorite = (recipeId: number, add: boolean) => {
  const t = encodeStamp({ wall: Date.now(), count: clock++, node: 'phone01' });
  const id = String(recipeId);
  return {
    changes: [
      add
        ? { op: 'set' as const, c: 'favorites' as const, id, t, fields: { savedAt: 1 } }
        : { op: 'delete' as const, c: 'favorites' as const, id, t },
    ],
  };
};

const survey = (email: string) => ({ email, classInterests: ['Churros' as const] });

describe('enqueue', () => {
  it('applies the local change and queues the entry together, then sends it with its Idempotency-Key', async () => {
    const change = favorite(3, true);
    const entry = await enqueue('me.changes', change, { flush: false });
    expect(await db.favorites.get([7, 3])).toMatchObject({ userId: 7, recipeId: 3 });
    expect(outboxState.getState().pending).toBe(1);
    expect(outboxState.getState().entries[0]).toMatchObject({ description: 'Save a favorite', status: 'pending' });
    await flushOutbox();
    expect(sent).toEqual([{ method: 'POST', url: '/api/me/changes', key: entry.idempotencyKey, body: change }]);
    expect(await db.outbox.count()).toBe(0);
    expect(outboxState.getState().pending).toBe(0);
  });

  it('refuses a private write with nobody signed in, and an incomplete payload', async () => {
    setOutboxUser(null);
    await expect(enqueue('me.changes', favorite(3, true))).rejects.toThrow('needs a signed-in user');
    setOutboxUser(7);
    await expect(enqueue('me.changes', favorite(-1, true))).rejects.toThrow('not complete');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.favorites.count()).toBe(0);
  });

  it('on a full disk saves neither the local change nor the entry, and says so', async () => {
    const spy = vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await expect(enqueue('me.changes', favorite(4, true))).rejects.toThrow('out of storage space');
    spy.mockRestore();
    expect(await db.favorites.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(outboxNotices.getState()?.description).toMatch('out of storage space');
  });
});

describe('flushOutbox', () => {
  it('sends entries in the order they were made', async () => {
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    await enqueue('me.changes', favorite(1, false), { flush: false });
    await flushOutbox();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/me/changes',
      'POST /api/shop/workshop-survey',
      'POST /api/me/changes',
    ]);
  });

  it('keeps an entry on a 5xx or a network error, and later writes to the same favorite wait behind it', async () => {
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('me.changes', favorite(1, false), { flush: false });
    answer = () => json(503, { message: 'busy' });
    await flushOutbox();
    expect(sent).toHaveLength(1);
    let rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['me.changes', 'pending', 1],
      ['me.changes', 'pending', 0],
    ]);
    expect(rows[0]!.nextAttemptAt).toBeGreaterThan(Date.now());

    // Not due yet: nothing is sent, unless forced (the network just came back).
    await flushOutbox();
    expect(sent).toHaveLength(1);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await flushOutbox({ force: true });
    rows = await db.outbox.toArray();
    expect(rows.map((r) => r.attempts)).toEqual([2, 0]);
    expect(sent).toHaveLength(2);

    answer = () => json(201, {});
    await flushOutbox({ force: true });
    expect(await db.outbox.count()).toBe(0);
    expect(sent.slice(-2).map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/me/changes', 'POST /api/me/changes']);
    // The same key on every try: the server can tell a retry from a new write.
    const addTries = sent.filter((s) => JSON.stringify(s.body).includes('"op":"set"'));
    expect(addTries).toHaveLength(3);
    expect(new Set(addTries.map((s) => s.key)).size).toBe(1);
  });

  it('an entry the server keeps failing does not hold back unrelated ones, and keeps its own backoff', async () => {
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('workshop-interest', { email: 'a@b.co', workshopId: 2 }, { flush: false });
    await enqueue('me.changes', favorite(1, false), { flush: false });
    answer = (req) =>
      req.url.includes('survey') || (req.method === 'POST' && req.url.includes('/api/me/'))
        ? json(500, { message: 'oops' })
        : json(201, {});
    await flushOutbox();
    // The survey and the add wait; the Notify Me goes out; the remove waits behind its add.
    expect(sent.map((s) => s.url)).toEqual([
      '/api/shop/workshop-survey',
      '/api/me/changes',
      '/api/shop/workshop-interest',
    ]);
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.kind, r.attempts])).toEqual([
      ['workshop-survey', 1],
      ['me.changes', 1],
      ['me.changes', 0],
    ]);
    expect(rows[0]!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(outboxState.getState().pending).toBe(3);

    // Before its backoff ends the survey is not tried again; once the add is through, its remove follows.
    answer = (req) => (req.url.includes('survey') ? json(500, { message: 'oops' }) : json(201, {}));
    await db.outbox.update(rows[1]!.seq!, { nextAttemptAt: 0 });
    await flushOutbox();
    expect(sent.slice(3).map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/me/changes', 'POST /api/me/changes']);
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.attempts])).toEqual([['workshop-survey', 1]]);
  });

  it('rolls a refused (4xx) write back, keeps it as failed with the reason, and tells the user', async () => {
    await enqueue('me.changes', favorite(9, true), { flush: false });
    await enqueue('workshop-interest', { email: 'a@b.co', workshopId: 2 }, { flush: false });
    expect(await db.meta.get(interestMarkerKey(2))).toBeTruthy();
    answer = (req) =>
      req.url.includes('/api/me/')
        ? json(404, { message: 'Recipe not found' })
        : json(400, { message: 'Email required' });
    await flushOutbox();
    expect(await db.favorites.get([7, 9])).toBeUndefined();
    expect(await db.meta.get(interestMarkerKey(2))).toBeUndefined();
    const state = outboxState.getState();
    expect(state.pending).toBe(0);
    expect(state.failed.map((f) => f.error)).toEqual(['Recipe not found', 'Email required']);
    expect(state.entries.map((e) => [e.status, e.description, e.error])).toEqual([
      ['failed', 'Save a favorite', 'Recipe not found'],
      ['failed', 'Workshop notification request', 'Email required'],
    ]);
    expect(outboxNotices.getState()).toMatchObject({
      title: 'Not saved',
      description: 'Workshop notification request: Email required',
    });
    await dismissFailed(state.failed[0]!.seq!);
    expect(outboxState.getState().failed).toHaveLength(1);
  });

  it('retries a 409 from a first try still running on the server, but fails another 409', async () => {
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    answer = () =>
      json(409, {
        code: 'IDEMPOTENCY_IN_PROGRESS',
        message: 'A request with this Idempotency-Key is still being processed',
      });
    await flushOutbox();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    answer = () => json(409, { message: 'Class is full' });
    await flushOutbox({ force: true });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', error: 'Class is full' });
    expect(await db.meta.get(SURVEY_MARKER_KEY)).toBeUndefined();
  });

  it("decides on the answer's code, not on its sentence", async () => {
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    answer = () => json(409, { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still working on it' });
    await flushOutbox();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    answer = () => json(409, { message: 'A request with this Idempotency-Key is still being processed' });
    await flushOutbox({ force: true });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed' });
  });

  it("keeps a user's entries on a 401 until that user signs in again, and never sends them for another user", async () => {
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    answer = (req) => (req.url.includes('/api/me/') ? json(401, { message: 'Not authenticated' }) : json(201, {}));
    await flushOutbox();
    // The public survey is not held up by the signed-out favorite.
    expect(sent.map((s) => s.url)).toEqual(['/api/me/changes', '/api/shop/workshop-survey']);
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['me.changes', 'pending', 0],
    ]);
    expect(await db.favorites.get([7, 1])).toBeTruthy();
    expect(outboxState.getState().entries[0]!.waitingForSignIn).toBe(true);
    expect(outboxNotices.getState()?.title).toBe('Please sign in again');

    answer = () => json(201, {});
    await flushOutbox({ force: true });
    expect(sent).toHaveLength(2);
    setOutboxUser(null);
    setOutboxUser(8); // someone else signs in on this device
    await flushOutbox({ force: true });
    expect(sent).toHaveLength(2);
    setOutboxUser(null);
    setOutboxUser(7);
    await flushOutbox({ force: true });
    expect(sent.map((s) => s.url)).toEqual(['/api/me/changes', '/api/shop/workshop-survey', '/api/me/changes']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('on signing in again sends a change that had failed with a 5xx before the 401, without waiting out its backoff', async () => {
    await enqueue('me.changes', favorite(4, true), { flush: false });
    answer = () => json(503, { message: 'busy' });
    await flushOutbox();
    answer = () => json(401, { message: 'Not authenticated' });
    await flushOutbox({ force: true });
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, status: 'pending' });
    expect((await db.outbox.toArray())[0]!.nextAttemptAt).toBeGreaterThan(Date.now() + 400);
    expect(outboxState.getState().entries[0]!.waitingForSignIn).toBe(true);

    // The user signs in again (the auth layer: null, then the id, then a plain flush).
    answer = () => json(201, {});
    setOutboxUser(null);
    setOutboxUser(7);
    await flushOutbox();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/me/changes',
      'POST /api/me/changes',
      'POST /api/me/changes',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("on signing in starts the backoff of that user's waiting changes afresh, and only theirs", async () => {
    await enqueue('me.changes', favorite(5, true), { flush: false });
    await enqueue('me.changes', favorite(6, true), { userId: 8, flush: false });
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    answer = () => json(503, { message: 'busy' });
    await flushOutbox();
    await db.outbox.toCollection().modify({ attempts: 9, nextAttemptAt: Date.now() + MAX_DELAY_MS });
    setOutboxUser(null); // signed out (a 401 elsewhere, or logout)
    setOutboxUser(7);
    await refreshState();
    expect(
      outboxState.getState().entries.map((e) => [e.description, e.attempts, e.nextAttemptAt > Date.now()]),
    ).toEqual([
      ['Save a favorite', 0, false],
      ['Save a favorite', 9, true],
      ['Class interest survey', 9, true],
    ]);
  });

  it('marks corrupt or half-written entries failed and still sends the good ones', async () => {
    const base = { createdAt: 1, userId: null, status: 'pending' as const, attempts: 0, nextAttemptAt: 0 };
    await db.outbox.bulkAdd([
      { ...base, id: 'a', kind: 'favorite.explode', payload: {}, idempotencyKey: 'ob-aaaaaaaa' },
      { ...base, id: 'b', kind: 'workshop-survey', payload: null, idempotencyKey: 'ob-bbbbbbbb' },
      {
        ...base,
        id: 'c',
        kind: 'workshop-survey',
        payload: survey('c@d.co'),
        idempotencyKey: undefined as unknown as string,
      },
      { id: 'd', kind: 'workshop-interest' } as never,
    ]);
    await enqueue('workshop-survey', survey('ok@b.co'), { flush: false });
    await expect(flushOutbox()).resolves.toBeUndefined();
    expect(sent.map((s) => s.body)).toEqual([survey('ok@b.co')]);
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.id, r.status, r.error])).toEqual([
      ['a', 'failed', UNREADABLE_ENTRY],
      ['b', 'failed', UNREADABLE_ENTRY],
      ['c', 'failed', UNREADABLE_ENTRY],
      ['d', 'failed', UNREADABLE_ENTRY],
    ]);
    expect(outboxState.getState().entries.map((e) => e.description)).toEqual([
      'A saved change',
      'A saved change',
      'Class interest survey',
      'A saved change',
    ]);
  });

  it('retries on its own with a timer while the page is open', async () => {
    setRetryTimerEnabled(true);
    try {
      await enqueue('workshop-survey', survey('t@b.co'), { flush: false });
      answer = () => json(500, { message: 'oops' });
      await flushOutbox();
      answer = () => json(201, {});
      const start = Date.now();
      while ((await db.outbox.count()) > 0 && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 50));
      expect(await db.outbox.count()).toBe(0);
      expect(sent).toHaveLength(2);
    } finally {
      setRetryTimerEnabled(false);
    }
  });
});

describe('backoffDelay', () => {
  it('grows exponentially and is capped', () => {
    const max = () => 1;
    expect(backoffDelay(1, max)).toBe(1000);
    expect(backoffDelay(2, max)).toBe(2000);
    expect(backoffDelay(5, max)).toBe(16000);
    expect(backoffDelay(20, max)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(10_000, max)).toBe(MAX_DELAY_MS);
    expect(backoffDelay(3, () => 0)).toBe(2000);
  });
});

describe('clearUserData', () => {
  it("on sign-out empties the user's favorites list but keeps their unsent changes until they sign in again", async () => {
    answer = () => json(503, { message: 'busy' });
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('me.changes', favorite(2, false), { flush: false });
    await enqueue('me.changes', favorite(3, true), { userId: 8, flush: false });
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    await db.favorites.put({ userId: 7, recipeId: 4, createdAt: 1 });
    await db.cart.put({
      key: 'video:1',
      id: 1,
      type: 'video',
      title: 'Bread basics',
      price: 10,
      quantity: 1,
      addedAt: 1,
    });
    await flushOutbox();
    setOutboxUser(null);
    await clearUserData(7);
    // The account's copy leaves the device (user 8's favorites come back from their account at their sign-in).
    expect(await db.favorites.count()).toBe(0);
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.userId])).toEqual([
      ['me.changes', 7],
      ['me.changes', 7],
      ['me.changes', 8],
      ['workshop-survey', null],
    ]);
    expect(await db.cart.count()).toBe(1);
    expect(outboxState.getState().pending).toBe(4);
    expect(outboxState.getState().entries.map((e) => e.waitingForSignIn)).toEqual([true, true, true, false]);

    // Nothing private goes out signed out; the same user signing in again sends theirs.
    answer = () => json(201, {});
    sent = [];
    await flushOutbox({ force: true });
    expect(sent.map((s) => s.url)).toEqual(['/api/shop/workshop-survey']);
    setOutboxUser(7);
    await flushOutbox({ force: true });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/shop/workshop-survey',
      'POST /api/me/changes',
      'POST /api/me/changes',
    ]);
    expect((await db.outbox.toArray()).map((r) => r.userId)).toEqual([8]);
  });
});

describe('forgetDeletedUser', () => {
  it('takes her cart off the device with the rest, as the Account tab promises, and keeps what is not hers', async () => {
    answer = () => json(503, { message: 'busy' });
    await enqueue('me.changes', favorite(1, true), { flush: false });
    await enqueue('me.changes', favorite(3, true), { userId: 8, flush: false });
    await enqueue('workshop-survey', survey('a@b.co'), { flush: false });
    await db.favorites.put({ userId: 7, recipeId: 4, createdAt: 1 });
    await db.cart.put({
      key: 'class:2',
      id: 2,
      type: 'class',
      title: 'Macarons',
      price: 9500,
      quantity: 2,
      addedAt: 1,
    });
    setOutboxUser(null);
    await forgetDeletedUser(7);
    // 'Deleting your account removes, for good: ... your favorites, ..., shopping list and cart':
    // a cart left here would join the next account that signs in on this browser.
    expect(await db.cart.count()).toBe(0);
    expect(await db.favorites.count()).toBe(0);
    expect((await db.outbox.toArray()).map((r) => [r.kind, r.userId])).toEqual([
      ['me.changes', 8],
      ['workshop-survey', null],
    ]);
  });
});

describe('retries while offline', () => {
  let online: boolean;
  /** How often the outbox looked at the network: once per wake-up of its retry timer. */
  let onlineChecks: number;
  let browser: EventTarget;
  /** Lets the fake IndexedDB (real setImmediate) finish what a wake-up started. */
  const settle = async () => {
    for (let i = 0; i < 30; i++) await new Promise((resolve) => setImmediate(resolve));
  };

  beforeEach(() => {
    online = false;
    onlineChecks = 0;
    browser = new EventTarget();
    vi.stubGlobal('navigator', {
      get onLine() {
        onlineChecks += 1;
        return online;
      },
    });
    vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
    vi.stubGlobal('removeEventListener', browser.removeEventListener.bind(browser));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setRetryTimerEnabled(true);
  });
  afterEach(() => {
    setRetryTimerEnabled(false);
    vi.useRealTimers();
  });

  it('sleeps until the browser is back online instead of waking up every few hundred milliseconds', async () => {
    await enqueue('workshop-survey', survey('offline@b.co'));
    await settle();
    onlineChecks = 0;
    for (let elapsed = 0; elapsed < 60_000; elapsed += 250) {
      await vi.advanceTimersByTimeAsync(250);
      await settle();
    }
    // A minute offline: no request, no wake-up, no timer left running.
    expect(sent).toHaveLength(0);
    expect(onlineChecks).toBe(0);
    expect(vi.getTimerCount()).toBe(0);

    // The 'online' event sends the change at once, without waiting for any timer.
    online = true;
    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(sent.map((s) => s.body)).toEqual([survey('offline@b.co')]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('coming back online sends a change that was waiting out its backoff', async () => {
    online = true;
    answer = () => json(503, { message: 'busy' });
    await enqueue('workshop-survey', survey('later@b.co'));
    await settle();
    expect(sent).toHaveLength(1);
    online = false;
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sent).toHaveLength(1);
    answer = () => json(201, {});
    online = true;
    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });
});
