import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsRepo } from './accounts';
import { openDb, type Db } from './open';
import { RATE_LIMITS_TABLE, rateLimitsRepo } from './rate-limits';

/**
 * The fixed-window limits (docs/decisions/046-rate-limits-by-rate-limiter-flexible.md) as the
 * routes use them, over a real SQLite file: counted per limit and key, refused past the limit
 * with the seconds left, given back only within the window, shared by every connection to the
 * file (every server process), swept once spent.
 */
let dir: string;
let file: string;
const opened: Db[] = [];
const open = () => {
  const db = openDb(file);
  opened.push(db);
  return db;
};
const LOGINS = { name: 'login', max: 2, windowMs: 10 * 60_000 };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rate-limits-'));
  file = join(dir, 'test.db');
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 30, 9) });
});
afterEach(() => {
  vi.useRealTimers();
  for (const db of opened.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a rate limit', () => {
  it('lets `max` attempts through a window, refuses the next with the seconds left, and opens again after', async () => {
    const limits = rateLimitsRepo(open());
    expect((await limits.spend(LOGINS, '203.0.113.7')).allowed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect((await limits.spend(LOGINS, '203.0.113.7')).allowed).toBe(true);
    const refused = await limits.spend(LOGINS, '203.0.113.7');
    expect(refused).toMatchObject({ allowed: false, retryAfter: 9 * 60 });
    // Another client, and another limit for the same client, count apart.
    expect((await limits.spend(LOGINS, '203.0.113.8')).allowed).toBe(true);
    expect((await limits.spend({ ...LOGINS, name: 'register' }, '203.0.113.7')).allowed).toBe(true);

    vi.advanceTimersByTime(9 * 60_000);
    expect((await limits.spend(LOGINS, '203.0.113.7')).allowed).toBe(true);
  });

  it('counts the attempts past the limit too, and gives one back only within its window', async () => {
    const limits = rateLimitsRepo(open());
    const first = await limits.spend(LOGINS, 'a');
    await first.giveBack(); // a right password: it does not count
    await limits.spend(LOGINS, 'a');
    await limits.spend(LOGINS, 'a');
    expect((await limits.spend(LOGINS, 'a')).allowed).toBe(false);
    // A refused attempt counted: one give-back is not enough to let the next through.
    const refused = await limits.spend(LOGINS, 'a');
    await refused.giveBack();
    expect((await limits.spend(LOGINS, 'a')).allowed).toBe(false);

    // A give-back after its window ended lends nothing to the next window.
    const late = await limits.spend(LOGINS, 'b');
    vi.advanceTimersByTime(LOGINS.windowMs);
    await late.giveBack();
    await limits.spend(LOGINS, 'b');
    await limits.spend(LOGINS, 'b');
    expect((await limits.spend(LOGINS, 'b')).allowed).toBe(false);
  });

  it('is one count for every connection to the file, as for every server process', async () => {
    const one = rateLimitsRepo(open());
    const other = rateLimitsRepo(open());
    expect((await one.spend(LOGINS, 'c')).allowed).toBe(true);
    expect((await other.spend(LOGINS, 'c')).allowed).toBe(true);
    expect((await one.spend(LOGINS, 'c')).allowed).toBe(false);
    expect((await other.spend(LOGINS, 'c')).allowed).toBe(false);
  });

  it('sweeps spent windows out of the table', async () => {
    const db = open();
    const limits = rateLimitsRepo(db);
    for (let i = 0; i < 50; i++) await limits.spend(LOGINS, `client-${i}`);
    const rows = () => db.prepare(`SELECT count(*) FROM ${RATE_LIMITS_TABLE}`).pluck().get();
    expect(rows()).toBe(50);
    vi.advanceTimersByTime(LOGINS.windowMs + 1);
    await limits.spend(LOGINS, 'next');
    expect(rows()).toBe(1);
  });

  it('forgets a deleted account’s password budgets, and only hers', async () => {
    const db = open();
    const limits = rateLimitsRepo(db);
    const budget = { name: 'password', max: 10, windowMs: 10 * 60_000 };
    for (const key of ['account:user:7', 'device:user:7:phone', 'account:user:70', 'device:user:70:phone'])
      await limits.spend(budget, key);
    accountsRepo(db).forgetCounters(7);
    const keys = db.prepare(`SELECT key FROM ${RATE_LIMITS_TABLE} ORDER BY key`).pluck().all();
    expect(keys).toEqual(['password:account:user:70', 'password:device:user:70:phone']);
  });
});
