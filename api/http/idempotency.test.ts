import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../db/open';
import { errorHandler } from './errors';
import { IDEMPOTENCY_KEEP_MS, IDEMPOTENCY_LOCK_MS, idempotency, storedAnswer } from './idempotency';

/**
 * The middleware on a tiny app: each route counts how often its handler really ran, so a test
 * can tell a replay (count unchanged) from a second write.
 */
let db: Db;
let dir: string;
let clock: number;
let runs: Record<string, number>;
let releaseSlow: (() => void)[];
let failNext: number;

function makeApp(database = db) {
  const app = express();
  app.use(express.json());
  // A stand-in for loadSession: the test names the user in a header.
  app.use((req, _res, next) => {
    const id = req.get('X-Test-User');
    if (id) req.user = { id: Number(id), username: `u${id}` } as typeof req.user;
    next();
  });
  const keyed = idempotency(database, 'test', { now: () => clock });
  const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
  app.post('/orders', keyed, (req, res) => {
    const n = count('orders');
    res.status(201).json({ order: n, items: req.body.items, note: 'crème brûlée' });
  });
  app.delete('/orders/:id', keyed, (_req, res) => {
    count('delete');
    res.status(204).end();
  });
  app.post('/slow', keyed, async (_req, res) => {
    await new Promise<void>((resolve) => releaseSlow.push(resolve));
    const n = count('slow');
    res.status(201).json({ slow: n });
  });
  app.post('/flaky', keyed, (_req, res) => {
    const n = count('flaky');
    if (failNext > 0) {
      failNext -= 1;
      res.status(503).json({ message: 'try later' });
      return;
    }
    res.status(201).json({ flaky: n });
  });
  app.post('/refuse', keyed, (_req, res) => {
    count('refuse');
    res.status(400).json({ message: 'items: Required' });
  });
  app.post('/signin-needed', keyed, (req, res) => {
    count('signin');
    if (!req.user) {
      res.status(401).json({ message: 'Not authenticated' });
      return;
    }
    res.status(201).json({ ok: true });
  });
  app.use(errorHandler(() => undefined));
  return app;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'idem-test-'));
  db = openDb(join(dir, 'test.db'));
  clock = Date.UTC(2025, 0, 1);
  runs = {};
  releaseSlow = [];
  failNext = 0;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const KEY = 'ob-5b1c1f3e-0000-4000-8000-000000000001';

describe('idempotency middleware', () => {
  it('runs every request without a key', async () => {
    const app = makeApp();
    await request(app)
      .post('/orders')
      .send({ items: [1] })
      .expect(201);
    await request(app)
      .post('/orders')
      .send({ items: [1] })
      .expect(201);
    expect(runs.orders).toBe(2);
  });

  it('replays the first response byte for byte for the same key and body, without running the handler again', async () => {
    const app = makeApp();
    const first = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1, 2] })
      .expect(201);
    const again = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1, 2] })
      .expect(201);
    expect(runs.orders).toBe(1);
    expect(Buffer.compare(Buffer.from(again.text, 'utf8'), Buffer.from(first.text, 'utf8'))).toBe(0);
    expect(again.body).toEqual({ order: 1, items: [1, 2], note: 'crème brûlée' });
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a 204 with an empty body', async () => {
    const app = makeApp();
    await request(app).delete('/orders/7').set('Idempotency-Key', KEY).expect(204);
    const again = await request(app).delete('/orders/7').set('Idempotency-Key', KEY).expect(204);
    expect(again.text).toBe('');
    expect(runs.delete).toBe(1);
  });

  it('answers 422 for the same key with a different body or a different path', async () => {
    const app = makeApp();
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    const other = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [2] })
      .expect(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    await request(app).delete('/orders/7').set('Idempotency-Key', KEY).expect(422);
    expect(runs.orders).toBe(1);
    expect(runs.delete).toBeUndefined();
  });

  it('answers 409 to a replay while the first request is still running, then replays its answer', async () => {
    const app = makeApp();
    const first = request(app)
      .post('/slow')
      .set('Idempotency-Key', KEY)
      .send({})
      .then((r) => r);
    await waitFor(() => releaseSlow.length === 1);
    const during = await request(app).post('/slow').set('Idempotency-Key', KEY).send({}).expect(409);
    expect(during.body.message).toBe('A request with this Idempotency-Key is still being processed');
    // The client decides on the code, not on the sentence.
    expect(during.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    releaseSlow[0]!();
    expect((await first).status).toBe(201);
    const after = await request(app).post('/slow').set('Idempotency-Key', KEY).send({}).expect(201);
    expect(after.body).toEqual({ slow: 1 });
    expect(runs.slow).toBe(1);
  });

  it('does not keep a 5xx answer: the retry runs the handler and its answer is the one stored', async () => {
    const app = makeApp();
    failNext = 1;
    await request(app).post('/flaky').set('Idempotency-Key', KEY).send({}).expect(503);
    const retry = await request(app).post('/flaky').set('Idempotency-Key', KEY).send({}).expect(201);
    expect(retry.body).toEqual({ flaky: 2 });
    const replay = await request(app).post('/flaky').set('Idempotency-Key', KEY).send({}).expect(201);
    expect(replay.body).toEqual({ flaky: 2 });
    expect(runs.flaky).toBe(2);
  });

  it('keeps a 4xx refusal: the replay gets the same refusal', async () => {
    const app = makeApp();
    await request(app).post('/refuse').set('Idempotency-Key', KEY).send({}).expect(400);
    const again = await request(app).post('/refuse').set('Idempotency-Key', KEY).send({}).expect(400);
    expect(again.body).toEqual({ message: 'items: Required' });
    expect(runs.refuse).toBe(1);
  });

  it('does not keep a 401: the same key runs again once the user is signed in', async () => {
    const app = makeApp();
    await request(app).post('/signin-needed').set('Idempotency-Key', KEY).send({}).expect(401);
    await request(app).post('/signin-needed').set('Idempotency-Key', KEY).set('X-Test-User', '1').send({}).expect(201);
    expect(runs.signin).toBe(2);
  });

  it('forgets a key after 24 hours', async () => {
    const app = makeApp();
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    clock += IDEMPOTENCY_KEEP_MS - 1;
    expect(
      (
        await request(app)
          .post('/orders')
          .set('Idempotency-Key', KEY)
          .send({ items: [1] })
          .expect(201)
      ).body.order,
    ).toBe(1);
    clock += 2;
    expect(
      (
        await request(app)
          .post('/orders')
          .set('Idempotency-Key', KEY)
          .send({ items: [1] })
          .expect(201)
      ).body.order,
    ).toBe(2);
    // An expired key is free for a different body too.
    clock += IDEMPOTENCY_KEEP_MS + 1;
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [9] })
      .expect(201);
    expect(runs.orders).toBe(3);
  });

  it('deletes expired keys from the table', async () => {
    const app = makeApp();
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    clock += IDEMPOTENCY_KEEP_MS + 120_000;
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', 'another-key-123')
      .send({ items: [1] })
      .expect(201);
    const keys = db.prepare('SELECT key FROM idempotency_keys').pluck().all();
    expect(keys).toEqual(['another-key-123']);
  });

  it('scopes keys per user: the same key from another user or an anonymous visitor is a new request', async () => {
    const app = makeApp();
    const asUser1 = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .set('X-Test-User', '1')
      .send({ items: [1] })
      .expect(201);
    const asUser2 = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .set('X-Test-User', '2')
      .send({ items: [1] })
      .expect(201);
    const anon = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    expect([asUser1.body.order, asUser2.body.order, anon.body.order]).toEqual([1, 2, 3]);
    const user1Again = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .set('X-Test-User', '1')
      .send({ items: [1] })
      .expect(201);
    expect(user1Again.body.order).toBe(1);
    // user 2 sending user 1's key with another body is not a mismatch against user 1's request.
    expect(runs.orders).toBe(3);
  });

  it('refuses a malformed key with 400', async () => {
    const app = makeApp();
    const res = await request(app)
      .post('/orders')
      .set('Idempotency-Key', 'short')
      .send({ items: [1] })
      .expect(400);
    expect(res.body.message).toMatch(/Idempotency-Key must be/);
    await request(app).post('/orders').set('Idempotency-Key', 'has spaces in it!').send({}).expect(400);
    expect(runs.orders).toBeUndefined();
  });

  it('stores the answer when the client hangs up before it is sent: the retry gets it, the write happens once', async () => {
    const app = makeApp();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const abort = new AbortController();
      const first = fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': KEY },
        body: '{}',
        signal: abort.signal,
      }).catch((err: Error) => err);
      await waitFor(() => releaseSlow.length === 1);
      abort.abort();
      expect(await first).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 20));
      releaseSlow[0]!(); // the server commits after the client is gone
      await waitFor(() => runs.slow === 1);
      const retry = await fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': KEY },
        body: '{}',
      });
      expect(retry.status).toBe(201);
      expect(await retry.json()).toEqual({ slow: 1 });
      expect(runs.slow).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes over a claim whose request died without answering (after the lock time)', async () => {
    const app = makeApp();
    db.prepare(
      "INSERT INTO idempotency_keys (key, scope, request_hash, status, body, created_at) VALUES (?, 'test:anon', 'x', NULL, NULL, ?)",
    ).run(KEY, clock);
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(422);
    db.prepare('DELETE FROM idempotency_keys').run();
    const hashOf = async () => {
      // Record the real hash by running once under another key, then fake a dead claim with it.
      await request(app)
        .post('/orders')
        .set('Idempotency-Key', 'probe-key-0001')
        .send({ items: [1] })
        .expect(201);
      return db
        .prepare("SELECT request_hash FROM idempotency_keys WHERE key = 'probe-key-0001'")
        .pluck()
        .get() as string;
    };
    const hash = await hashOf();
    db.prepare(
      "INSERT INTO idempotency_keys (key, scope, request_hash, status, body, created_at) VALUES (?, 'test:anon', ?, NULL, NULL, ?)",
    ).run(KEY, hash, clock);
    await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(409);
    clock += IDEMPOTENCY_LOCK_MS + 1;
    const res = await request(app)
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    expect(res.body.order).toBe(2);
  });

  it('replays from the database after a restart (a new middleware instance)', async () => {
    await request(makeApp())
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [3] })
      .expect(201);
    const again = await request(makeApp())
      .post('/orders')
      .set('Idempotency-Key', KEY)
      .send({ items: [3] })
      .expect(201);
    expect(again.body.order).toBe(1);
    expect(runs.orders).toBe(1);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('storedAnswer (what became of a key, for its holder)', () => {
  it("gives the stored 2xx answer in the sender's own scope only, and nothing for a refusal or after 24 hours", async () => {
    const app = makeApp();
    await request(app)
      .post('/orders')
      .set('X-Test-User', '7')
      .set('Idempotency-Key', KEY)
      .send({ items: [1] })
      .expect(201);
    const done = storedAnswer(db, 'test', 7, KEY, clock);
    expect(done).toMatchObject({ state: 'done', status: 201 });
    expect(JSON.parse((done as { body: Buffer }).body.toString('utf8'))).toMatchObject({ order: 1 });
    // Another user, or a guest, holding the same key learns nothing.
    expect(storedAnswer(db, 'test', 8, KEY, clock)).toEqual({ state: 'none' });
    expect(storedAnswer(db, 'test', undefined, KEY, clock)).toEqual({ state: 'none' });
    expect(storedAnswer(db, 'test', 7, KEY, clock + IDEMPOTENCY_KEEP_MS + 1)).toEqual({ state: 'none' });

    await request(app).post('/refuse').set('Idempotency-Key', 'refused-key-1').send({}).expect(400);
    expect(storedAnswer(db, 'test', undefined, 'refused-key-1', clock)).toEqual({ state: 'none' });
  });

  it('says a request is still running until its claim is abandoned', async () => {
    const app = makeApp();
    const pending = request(app)
      .post('/slow')
      .set('Idempotency-Key', KEY)
      .send({})
      .then((r) => r);
    await vi.waitFor(() => expect(releaseSlow).toHaveLength(1));
    expect(storedAnswer(db, 'test', undefined, KEY, clock)).toEqual({ state: 'running' });
    expect(storedAnswer(db, 'test', undefined, KEY, clock + IDEMPOTENCY_LOCK_MS + 1)).toEqual({ state: 'none' });
    releaseSlow[0]!();
    expect((await pending).status).toBe(201);
    expect(storedAnswer(db, 'test', undefined, KEY, clock)).toMatchObject({ state: 'done', status: 201 });
  });
});
