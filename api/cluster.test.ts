import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../shared/contracts/errors';
import { PID_FILE } from './backup/restore';
import { openDb } from './db/open';
import { seedDemoContent } from './seed/load';
import { healthy, startServerProcess, type ServerProcess } from './test/server-process';

/**
 * WEB_CONCURRENCY (docs/decisions/016-several-processes.md): what must be shared lives in SQLite,
 * so two real server processes over one file behave as one. Two plain servers on one DATA_DIR
 * and two ports are the same situation as two workers behind one port, and let a test choose
 * which process answers.
 */
const PORT_A = 4341;
const PORT_B = 4342;
const PORT_CLUSTER = 4343;

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('two server processes over one SQLite file', () => {
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const database = () => openDb(join(dataDir, 'sift-and-story.db'));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sift-cluster-'));
    const db = database();
    await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
    db.close();
    [a, b] = await Promise.all([
      startServerProcess(PORT_A, dataDir, { AUTH_RATE_LIMIT: '3' }),
      startServerProcess(PORT_B, dataDir, { AUTH_RATE_LIMIT: '3' }),
    ]);
  }, 90_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  }, 30_000);

  it('holds an auth rate limit across them, and a session started at one is known at the other', async () => {
    // One address (the servers trust X-Forwarded-For from loopback), spread over both processes.
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    const register = (server: ServerProcess, n: number) =>
      fetch(
        `${server.url}/api/auth/register`,
        json(
          {
            username: `spread${Date.now().toString(36)}${n}`,
            password: 'sourdough1',
            confirmPassword: 'sourdough1',
            name: 'Spread Baker',
            email: `spread${n}@example.com`,
          },
          from,
        ),
      );
    const first = await register(a, 1);
    expect(first.status).toBe(201);
    expect((await register(b, 2)).status).toBe(201);
    expect((await register(a, 3)).status).toBe(201);
    // The fourth is over AUTH_RATE_LIMIT=3 wherever it lands: each process alone has seen only two.
    const limited = await register(b, 4);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect((await register(a, 5)).status).toBe(429);

    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).name).toBe('Spread Baker');
  });

  async function guestOrder() {
    const workshops = (await (await fetch(`${a.url}/api/shop/workshops`)).json()) as {
      id: number;
      kind: string;
      title: string;
      price: number;
      spotsAvailable: number;
    }[];
    const w = workshops.find((x) => x.price && x.spotsAvailable > 2)!;
    return {
      userId: 'guest-1700000000000',
      totalAmount: w.price,
      items: [{ type: w.kind, id: w.id, title: w.title, price: w.price, quantity: 1 }],
      shippingInfo: {
        name: 'Jo Baker',
        email: 'jo@example.com',
        address: '1 Mill Road',
        city: 'Willow Creek',
        state: 'VT',
        zipCode: '05001',
        country: 'US',
      },
      paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
    };
  }
  const orderCount = () => {
    const db = database();
    try {
      return db.prepare('SELECT count(*) FROM orders').pluck().get() as number;
    } finally {
      db.close();
    }
  };

  it('answers an idempotent replay at the other process with the stored answer', async () => {
    const order = await guestOrder();
    const before = orderCount();
    const key = { 'Idempotency-Key': `replay-${Date.now()}` };
    const first = await fetch(`${a.url}/api/checkout`, json(order, key));
    const firstBody = await first.text();
    expect(first.status).toBe(201);

    const replay = await fetch(`${b.url}/api/checkout`, json(order, key));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.text()).toBe(firstBody);
    expect(orderCount()).toBe(before + 1);

    const other = await fetch(`${b.url}/api/checkout`, json({ ...order, userId: 'guest-1700000000001' }, key));
    expect(other.status).toBe(422);
    expect((await other.json()).code).toBe(ERROR_CODES.idempotencyKeyReused);
  });

  it('makes one order of one key sent to both at once: the others wait (409) or get its answer', async () => {
    const order = await guestOrder();
    const before = orderCount();
    const key = { 'Idempotency-Key': `race-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await fetch(`${(i % 2 ? b : a).url}/api/checkout`, json(order, key));
        return { status: res.status, body: await res.text() };
      }),
    );
    // Never a 500 (a deferred transaction losing the race would be one), never two orders.
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const made = answers.filter((r) => r.status === 201);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((r) => r.body)).size).toBe(1);
    for (const waiting of answers.filter((r) => r.status === 409))
      expect(JSON.parse(waiting.body).code).toBe(ERROR_CODES.idempotencyInProgress);
    expect(orderCount()).toBe(before + 1);
  });

  it('serves an admin edit made through one process at once from the other, caches and all', async () => {
    const login = await fetch(
      `${a.url}/api/admin/validate`,
      json({ username: 'admin', password: 'cluster-admin-password' }, { 'X-Forwarded-For': '203.0.113.9' }),
    );
    const { token } = (await login.json()) as { token: string };
    const list = (await (await fetch(`${a.url}/api/recipes`)).json()) as { slug: string; title: string }[];
    const { slug, title } = list[0]!;
    // A's caches hold the recipe, the list and a sync page before the edit.
    const before = await fetch(`${a.url}/api/recipes/${slug}`);
    const etag = before.headers.get('ETag')!;
    expect((await before.json()).title).toBe(title);
    const { cursor } = (await (await fetch(`${a.url}/api/sync/recipes?since=0`)).json()) as { cursor: number };

    // The token A issued is good at B: admin sessions are in the database too.
    const edited = `${title} (edited)`;
    const put = await fetch(`${b.url}/api/recipes/${slug}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: edited }),
    });
    expect(put.status).toBe(200);

    const after = await fetch(`${a.url}/api/recipes/${slug}`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect((await after.json()).title).toBe(edited);
    const listAfter = (await (await fetch(`${a.url}/api/recipes`)).json()) as { slug: string; title: string }[];
    expect(listAfter.find((r) => r.slug === slug)?.title).toBe(edited);
    const delta = (await (await fetch(`${a.url}/api/sync/recipes?since=${cursor}`)).json()) as {
      recipes: { slug: string; title: string }[];
    };
    expect(delta.recipes.map((r) => [r.slug, r.title])).toEqual([[slug, edited]]);
  });
});

/** The server processes `pid` started (tsx may run an esbuild child beside them). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('api/server.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
};

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WEB_CONCURRENCY=2', () => {
  it('runs two workers that both answer, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sift-cluster-'));
    const server = await startServerProcess(PORT_CLUSTER, dataDir, { WEB_CONCURRENCY: '2' });
    try {
      const primary = server.child.pid!;
      await until('the announcement', () => (/\(2 processes\)/.test(server.output()) ? true : undefined));
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);

      // A worker killed: the other goes on answering, and the primary starts a replacement.
      const servesInPlaceOf = (pid: number) => server.output().includes(`serves in place of ${pid}.`);
      process.kill(workers[0]!, 'SIGKILL');
      await until('the other worker to answer', async () => ((await healthy(server.url)) ? true : undefined));
      const noticed = `Server process ${workers[0]} stopped (SIGKILL); starting another.`;
      await until('the primary to notice', () => (server.output().includes(noticed) ? true : undefined));
      await until('a replacement', () => (servesInPlaceOf(workers[0]!) ? true : undefined));
      const replaced = childrenOf(primary);
      expect(replaced).toHaveLength(2);
      expect(replaced).toContain(workers[1]);
      expect(replaced).not.toContain(workers[0]);
      // The second one killed too: the first's replacement answers, and it is replaced in turn.
      // (Whether a replacement announces itself before or after the first answer is a race of
      // the machine's speed, so the test does not depend on it.)
      process.kill(workers[1]!, 'SIGKILL');
      await until('the replacement to answer', async () => ((await healthy(server.url)) ? true : undefined));
      await until('a second replacement', () => (servesInPlaceOf(workers[1]!) ? true : undefined));
      expect(childrenOf(primary)).toHaveLength(2);

      expect(await server.stop()).toBe(0);
      expect(childrenOf(primary)).toEqual([]);
      expect(existsSync(join(dataDir, PID_FILE))).toBe(false);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
