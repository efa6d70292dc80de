import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLargeCatalog } from '../../scripts/seed-large';
import { startServer, type RunningServer } from '../../scripts/bench/server';
import { openDb } from '../db/open';
import { seedDemoContent } from '../seed/load';

/**
 * A bounded load test against the real server process on loopback (docs/quality.md, hardening):
 * floods a stranger can send with no account, each for a few seconds, while `/api/health` is
 * asked every 50 ms. The process's resident memory (read from /proc) is the hard bound; the
 * health latencies are generous, since the machine's 2 cores are shared with other work.
 *
 * - 600 distinct searches with no letter or digit (each used to cache its own copy of the whole
 *   catalog), 4 at a time, and 150 sync pages of up to 2,000 recipes, on a 3,000-recipe catalog.
 * - Password checks: 50 right logins of one account and 50 wrong current passwords on its
 *   profile, 8 at a time (each an scrypt of 128 MiB).
 * - One account's own data (issue 32): 160 pushes of a 60 KB combo, 8 at a time, every combo
 *   removed and the pushes made again (removed items used to keep their fields), then 6 devices
 *   reading the whole feed from 0, 5 times each (it was 94 MB in one answer).
 */

const CATALOG = 3_000;
/** Resident memory of the whole server process after the cache floods (it starts near 150 MB). */
const MAX_RSS_CACHE_FLOOD_MB = 600;
/** Hashing holds 128 MiB per scrypt at work; two at a time at most. */
const MAX_RSS_HASH_FLOOD_MB = 800;
/** The account's own data is at most USER_DATA_MAX_KB (2 MB); six readers of it at once. */
const MAX_RSS_ACCOUNT_FLOOD_MB = 600;
const USER_DATA_BUDGET = 2048 * 1024;
const PAGE_BYTES = 1_000_000;
const MAX_HEALTH_MEDIAN_MS = 500;
const MAX_HEALTH_WORST_MS = 5_000;

const dataDir = mkdtempSync(join(tmpdir(), 'sift-load-'));
let server: RunningServer;

beforeAll(async () => {
  const db = openDb(join(dataDir, 'sift-and-story.db'));
  await seedDemoContent(db, join(dataDir, 'objects'), { images: false });
  seedLargeCatalog(db, CATALOG);
  db.close();
  server = await startServer({ dataDir, distDir: dataDir, timeoutMs: 90_000 });
  // The storage test's account is made before the hashing flood spends this address's sign-in budget.
  floodAccount = await registerAccount(`flood${Date.now().toString(36)}`);
}, 120_000);

let floodAccount: { status: number; cookie: string };

async function registerAccount(username: string) {
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'sourdough1', confirmPassword: 'sourdough1' }),
    signal: AbortSignal.timeout(60_000),
  });
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: reg.status, cookie };
}

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Calls /api/health every 50 ms until stopped; the latencies of its answers. */
function healthProbe(base: string) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.text();
        if (res.status !== 200) failures.push(`status ${res.status}`);
        latencies.push(performance.now() - start);
      } catch (err) {
        failures.push(String(err));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        failures,
        count: sorted.length,
        median: sorted[Math.floor(sorted.length / 2)] ?? Infinity,
        worst: sorted[sorted.length - 1] ?? Infinity,
      };
    },
  };
}

/** Runs `tasks` `concurrency` at a time; `check` after each batch may stop the flood early. */
async function flood<T>(tasks: (() => Promise<T>)[], concurrency: number, check: () => void): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += concurrency) {
    results.push(...(await Promise.all(tasks.slice(i, i + concurrency).map((t) => t()))));
    check();
  }
  return results;
}

/** 600 distinct strings of punctuation only (no letter, no digit). */
function punctuationSearches(count: number): string[] {
  const marks = '!#$%&()*+,-./:;<=>?@[]^_`{|}~';
  const out = new Set<string>();
  for (let n = 0; out.size < count; n++) {
    let text = '';
    for (let k = n; ; k = Math.floor(k / marks.length) - 1) {
      text += marks[k % marks.length];
      if (k < marks.length) break;
    }
    out.add(text);
  }
  return [...out];
}

describe('load: a stranger cannot fill the memory or stall the server', () => {
  it(`600 punctuation searches and 150 sync pages on ${CATALOG} recipes stay under ${MAX_RSS_CACHE_FLOOD_MB} MB`, async () => {
    const pid = server.child.pid!;
    const before = rssMb(pid);
    let peak = before;
    const check = () => {
      peak = Math.max(peak, rssMb(pid));
      expect(peak, `resident memory (started at ${before.toFixed(0)} MB)`).toBeLessThan(MAX_RSS_CACHE_FLOOD_MB);
    };
    const probe = healthProbe(server.url);
    const get = (path: string) => async () => {
      const res = await fetch(`${server.url}${path}`, {
        headers: { 'Accept-Encoding': 'gzip' },
        signal: AbortSignal.timeout(60_000),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const searches = punctuationSearches(600).map((s) => get(`/api/recipes?search=${encodeURIComponent(s)}`));
    const syncs = Array.from({ length: 150 }, (_, since) => get(`/api/sync/recipes?since=${since}&limit=2000`));
    const statuses = [...(await flood(searches, 4, check)), ...(await flood(syncs, 4, check))];
    const health = await probe.stop();
    check();
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    console.log(
      `load: cache flood, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB; /api/health median ${health.median.toFixed(1)} ms, worst ${health.worst.toFixed(0)} ms (${health.count} calls)`,
    );
    expect(health.failures).toEqual([]);
    expect(health.median).toBeLessThan(MAX_HEALTH_MEDIAN_MS);
    expect(health.worst).toBeLessThan(MAX_HEALTH_WORST_MS);
  }, 400_000);

  it('password checks are budgeted: 50 logins and 50 wrong current passwords are refused past the budget, with Retry-After', async () => {
    const pid = server.child.pid!;
    const post = (path: string, body: unknown, cookie?: string, method = 'POST') =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    const username = `load${Date.now().toString(36)}`;
    const reg = await post('/api/auth/register', { username, password: 'sourdough1', confirmPassword: 'sourdough1' });
    expect(reg.status).toBe(201);
    let cookie = reg.headers.get('set-cookie')!.split(';')[0]!;

    const before = rssMb(pid);
    let peak = before;
    const check = () => {
      peak = Math.max(peak, rssMb(pid));
      expect(peak).toBeLessThan(MAX_RSS_HASH_FLOOD_MB);
    };
    const probe = healthProbe(server.url);
    const answer = async (res: Response) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      type: res.headers.get('content-type'),
      body: await res.text(),
    });
    const logins = Array.from({ length: 50 }, () => async () => {
      const res = await post('/api/auth/login', { username, password: 'sourdough1' });
      // Sessions are capped per account (the oldest end): the guesses below use a recent one.
      if (res.status === 200) cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      return answer(res);
    });
    const guesses = Array.from(
      { length: 50 },
      (_, i) => async () =>
        answer(
          await post(
            '/api/auth/profile',
            {
              username,
              email: null,
              firstName: null,
              lastName: null,
              currentPassword: `guess${i}`,
              newPassword: 'x'.repeat(8),
            },
            cookie,
            'PUT',
          ),
        ),
    );
    const answers = [...(await flood(logins, 8, check)), ...(await flood(guesses, 8, check))];
    const health = await probe.stop();
    const loginOk = answers.slice(0, 50).filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429 || a.status === 503);
    console.log(
      `load: hashing flood, ${loginOk} of 50 logins succeeded, ${refused.length} of 100 refused; RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB; /api/health median ${health.median.toFixed(1)} ms, worst ${health.worst.toFixed(0)} ms`,
    );
    // The account's budget (10 checks per 10 minutes) holds for logins and profile checks together.
    expect(loginOk).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => ![200, 400, 429, 503].includes(a.status)).map((a) => `${a.status} ${a.body}`)).toEqual(
      [],
    );
    expect(refused.length).toBeGreaterThanOrEqual(90);
    for (const a of refused) {
      expect(Number(a.retryAfter), a.body).toBeGreaterThan(0);
      expect(a.type).toMatch(/application\/json/);
      expect(JSON.parse(a.body).message).toBeTruthy();
    }
    expect(health.failures).toEqual([]);
    expect(health.median).toBeLessThan(MAX_HEALTH_MEDIAN_MS);
    expect(health.worst).toBeLessThan(MAX_HEALTH_WORST_MS);
  }, 400_000);

  it('one account cannot store more than its budget: big pushes are refused past 2 MB, and six readers of its feed stay bounded', async () => {
    const pid = server.child.pid!;
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    expect(floodAccount.status).toBe(201);
    const { cookie } = floodAccount;
    const before = rssMb(pid);
    let peak = before;
    const check = () => {
      peak = Math.max(peak, rssMb(pid));
      expect(peak, `resident memory (started at ${before.toFixed(0)} MB)`).toBeLessThan(MAX_RSS_ACCOUNT_FLOOD_MB);
    };
    const probe = healthProbe(server.url);
    const push = (changes: unknown[]) => async () => {
      const res = await send('/api/me/changes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ changes }),
      });
      const body = (await res.json()) as { code?: string };
      return { status: res.status, code: body.code };
    };
    const stamp = (n: number) => `${(Date.now() + n).toString(36).padStart(11, '0')}.0000.flood001`;
    const story = 'knead and fold '.repeat(4000); // about 60 KB
    const combos = (round: number) =>
      Array.from({ length: 160 }, (_, i) =>
        push([
          {
            op: 'set',
            c: 'combos',
            id: `flood-${i}`,
            t: stamp(round * 1000 + i),
            fields: { createdAt: i, combo: { title: `Flood ${i}`, story } },
          },
        ]),
      );
    const first = await flood(combos(1), 8, check);
    // Remove every one kept, then push them all again: a removed combo keeps nothing.
    const removals = Array.from({ length: 160 }, (_, i) => ({
      op: 'delete',
      c: 'combos',
      id: `flood-${i}`,
      t: stamp(500 + i),
    }));
    for (let i = 0; i < removals.length; i += 50) expect((await push(removals.slice(i, i + 50))()).status).toBe(200);
    const second = await flood(combos(2), 8, check);
    for (const answers of [first, second]) {
      const kept = answers.filter((a) => a.status === 200).length;
      expect(kept, 'combos kept').toBeLessThanOrEqual(Math.ceil(USER_DATA_BUDGET / (60 * 1024)));
      expect(kept).toBeGreaterThan(20);
      expect(
        answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.code === 'USER_DATA_FULL'),
      ).toBe(true);
    }

    // Six devices read the whole feed from 0, five times each, page by page.
    const readFeed = async () => {
      let total = 0;
      let largest = 0;
      for (let cursor = 0; ;) {
        const res = await send(`/api/me/changes?since=${cursor}`, {
          headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' },
        });
        const text = await res.text();
        expect(res.status).toBe(200);
        total += text.length;
        largest = Math.max(largest, text.length);
        const page = JSON.parse(text) as { cursor: number; hasMore: boolean };
        cursor = page.cursor;
        if (!page.hasMore) return { total, largest };
      }
    };
    const reads = await flood(
      Array.from({ length: 30 }, () => readFeed),
      6,
      check,
    );
    const health = await probe.stop();
    check();
    const feed = reads[0]!;
    console.log(
      `load: account flood, ${first.filter((a) => a.status === 200).length} + ${second.filter((a) => a.status === 200).length} of 2 x 160 pushes of 60 KB kept; feed ${(feed.total / 1e6).toFixed(2)} MB in pages of at most ${(feed.largest / 1e6).toFixed(2)} MB; RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB; /api/health median ${health.median.toFixed(1)} ms, worst ${health.worst.toFixed(0)} ms (${health.count} calls)`,
    );
    expect(feed.total).toBeLessThan(USER_DATA_BUDGET + 256 * 1024);
    expect(feed.largest).toBeLessThan(PAGE_BYTES + 128 * 1024);
    expect(health.failures).toEqual([]);
    expect(health.median).toBeLessThan(MAX_HEALTH_MEDIAN_MS);
    expect(health.worst).toBeLessThan(MAX_HEALTH_WORST_MS);
  }, 400_000);
});
