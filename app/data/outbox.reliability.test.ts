import 'fake-indexeddb/auto';
import fc from 'fast-check';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SURVEY_CLASS_OPTIONS } from '../../shared/survey';
import { recipesRepo } from '../../api/db/recipes';
import { makeTestApp, type TestApp } from '../../api/test/harness';
import { db } from './db';
import { recordChange } from './user-data';
import { OWNER_KEY } from './user-data/owner-key';
import { enqueue, flushOutbox, refreshState, setOutboxUser, setRetryTimerEnabled } from './outbox';

/**
 * Reliability of the outbox against the real API (issue 4): the real outbox on fake-indexeddb,
 * createApp on a temporary SQLite file listening on loopback, and a fetch that injects faults:
 * offline periods, 500s, connections dropped after the server committed, and timeouts whose
 * request still reaches the server later. After hundreds of operations and dozens of
 * offline/online flips, the server must hold exactly the intended state: no write lost, none
 * applied twice. Reproduce a failure with OUTBOX_SEED=<seed printed>.
 */
const SEED = Number(process.env.OUTBOX_SEED ?? 20250417);
const OPERATIONS = 520;
const MIN_FLIPS = 50;

type Op =
  | { type: 'favorite'; recipe: number }
  | { type: 'survey' }
  | { type: 'interest'; workshop: number }
  | { type: 'interest-missing' }
  | { type: 'combo' }
  | { type: 'flip' }
  | { type: 'flush'; force: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: 7 }).map((recipe) => ({ type: 'favorite' as const, recipe })) },
  { weight: 14, arbitrary: fc.constant({ type: 'survey' as const }) },
  {
    weight: 10,
    arbitrary: fc.integer({ min: 0, max: 2 }).map((workshop) => ({ type: 'interest' as const, workshop })),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'interest-missing' as const }) },
  { weight: 8, arbitrary: fc.constant({ type: 'combo' as const }) },
  { weight: 12, arbitrary: fc.constant({ type: 'flip' as const }) },
  { weight: 12, arbitrary: fc.boolean().map((force) => ({ type: 'flush' as const, force })) },
);
type Fault = 'none' | 'error500' | 'dropAfterCommit' | 'timeout';
const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 70, arbitrary: fc.constant('none' as const) },
  { weight: 10, arbitrary: fc.constant('error500' as const) },
  { weight: 12, arbitrary: fc.constant('dropAfterCommit' as const) },
  { weight: 8, arbitrary: fc.constant('timeout' as const) },
);

let test: TestApp;
let server: Server;
let base: string;
let cookie: string;
let userId: number;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  test = await makeTestApp();
  server = test.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One registration for the whole file: scrypt costs about a second.
  const res = await realFetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'reliable',
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: 'R',
      email: 'r@example.com',
    }),
  });
  expect(res.status).toBe(201);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  userId = ((await res.json()) as { id: number }).id;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => server.close(resolve));
});

describe('outbox reliability against the real API with injected faults', () => {
  it(`ends with exactly the intended server state after ${OPERATIONS} operations and ${MIN_FLIPS}+ offline/online flips (seed ${SEED})`, async () => {
    const [ops] = fc.sample(fc.array(opArb, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
      seed: SEED,
      numRuns: 1,
    });
    const faults = fc.sample(faultArb, { seed: SEED + 1, numRuns: 5000 });
    let faultIndex = 0;
    let online = true;
    const late: Promise<unknown>[] = [];
    const stats = { requests: 0, offline: 0, error500: 0, dropAfterCommit: 0, timeout: 0 };

    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      stats.requests += 1;
      if (!online) {
        stats.offline += 1;
        throw new TypeError('Failed to fetch');
      }
      const fault = faults[faultIndex++ % faults.length]!;
      const forward = () =>
        realFetch(base + url, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
      switch (fault) {
        case 'error500':
          stats.error500 += 1;
          return new Response(JSON.stringify({ message: 'Internal error' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          });
        case 'dropAfterCommit': {
          stats.dropAfterCommit += 1;
          const response = await forward();
          await response.arrayBuffer(); // the server answered: its write is committed
          throw new TypeError('network error: connection reset');
        }
        case 'timeout': {
          stats.timeout += 1;
          // The client gives up, but the request is still on its way and lands a little later.
          late.push(
            new Promise((r) => setTimeout(r, faultIndex % 7)).then(() =>
              forward()
                .then((r) => r.arrayBuffer())
                .catch(() => undefined),
            ),
          );
          throw new DOMException('The operation timed out.', 'TimeoutError');
        }
        default:
          return forward();
      }
    });

    setRetryTimerEnabled(false);
    await Promise.all(db.tables.map((t) => t.clear()));
    setOutboxUser(userId);
    // The device follows this account (app/data/user-data): the favorites' changes are queued for it.
    await db.meta.put({ key: OWNER_KEY, value: userId });
    const recipes = recipesRepo(test.db)
      .list()
      .slice(0, 8)
      .map((r) => r.id);
    const workshops = test.db.prepare('SELECT id FROM workshops ORDER BY id LIMIT 3').pluck().all() as number[];
    const intendedFavorites = new Set<number>();
    const surveyEmails: string[] = [];
    const interestEmails: string[] = [];
    let combos = 0;
    let refused = 0;
    let flips = 0;

    const flip = () => {
      online = !online;
      flips += 1;
      // The page's 'online' handler flushes at once.
      if (online) void flushOutbox({ force: true });
    };
    try {
      for (let i = 0; i < ops.length; i++) {
        const op = ops[i]!;
        switch (op.type) {
          case 'favorite': {
            const recipeId = recipes[op.recipe]!;
            if (intendedFavorites.has(recipeId)) {
              intendedFavorites.delete(recipeId);
              await recordChange('favorites', recipeId, null);
            } else {
              intendedFavorites.add(recipeId);
              await recordChange('favorites', recipeId, { savedAt: Date.now() });
            }
            break;
          }
          case 'survey': {
            const email = `survey${i}@example.com`;
            surveyEmails.push(email);
            await enqueue('workshop-survey', {
              email,
              classInterests: [SURVEY_CLASS_OPTIONS[i % SURVEY_CLASS_OPTIONS.length]!],
            });
            break;
          }
          case 'interest': {
            const email = `interest${i}@example.com`;
            interestEmails.push(email);
            await enqueue('workshop-interest', { email, workshopId: workshops[op.workshop % workshops.length]! });
            break;
          }
          case 'interest-missing':
            refused += 1;
            await enqueue('workshop-interest', { email: `nobody${i}@example.com`, workshopId: 900_000 + i });
            break;
          case 'combo':
            combos += 1;
            await enqueue('analytics.combo', {
              timestamp: new Date().toISOString(),
              recipeIds: [recipes[0]!, recipes[1]!],
              recipeNames: ['A', 'B'],
              comboTitle: `Combo ${i}`,
            });
            break;
          case 'flip':
            flip();
            break;
          case 'flush':
            await flushOutbox({ force: op.force });
            break;
        }
        // Make sure there are enough offline periods, spread over the run.
        if (i % 10 === 9 && flips < Math.ceil(((i + 1) / ops.length) * MIN_FLIPS)) flip();
      }

      // Back online for good: keep flushing (as the timer and Background Sync would) until done.
      online = true;
      for (let round = 0; round < 200 && (await db.outbox.where('status').equals('pending').count()) > 0; round++)
        await flushOutbox({ force: true });
      await Promise.all(late);
      await refreshState();

      const pending = await db.outbox.where('status').equals('pending').count();
      const failed = await db.outbox.where('status').equals('failed').toArray();
      const serverFavorites = (
        (await (await realFetch(`${base}/api/favorites`, { headers: { Cookie: cookie } })).json()) as { id: number }[]
      ).map((r) => r.id);
      const surveys = test.db.prepare('SELECT email, COUNT(*) AS n FROM workshop_surveys GROUP BY email').all() as {
        email: string;
        n: number;
      }[];
      const interests = test.db.prepare('SELECT email, COUNT(*) AS n FROM workshop_interests GROUP BY email').all() as {
        email: string;
        n: number;
      }[];
      const comboRows = test.db.prepare('SELECT COUNT(*) FROM combo_analytics').pluck().get() as number;
      const localFavorites = (await db.favorites.where('userId').equals(userId).toArray()).map((f) => f.recipeId);

      expect(flips).toBeGreaterThanOrEqual(MIN_FLIPS);
      expect(stats.dropAfterCommit + stats.timeout + stats.error500).toBeGreaterThan(50);
      expect(pending).toBe(0);
      expect(failed).toHaveLength(refused);
      expect(failed.every((f) => /not found|no longer exists/i.test(f.error ?? ''))).toBe(true);
      expect(new Set(serverFavorites)).toEqual(intendedFavorites);
      expect(new Set(localFavorites)).toEqual(intendedFavorites);
      expect(surveys.filter((s) => s.n !== 1)).toEqual([]);
      expect(surveys.map((s) => s.email).sort()).toEqual([...surveyEmails].sort());
      expect(interests.filter((s) => s.n !== 1)).toEqual([]);
      expect(interests.map((s) => s.email).sort()).toEqual([...interestEmails].sort());
      expect(comboRows).toBe(combos);
      console.info(
        `outbox reliability (seed ${SEED}): ${ops.length} operations, ${flips} flips, ${JSON.stringify(stats)}`,
      );
    } catch (err) {
      console.error(`outbox reliability FAILED with seed ${SEED}: rerun with OUTBOX_SEED=${SEED}`);
      throw err;
    }
  }, 60_000);
});
