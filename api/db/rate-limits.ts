import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Db } from './open';

/** The table rate-limiter-flexible counts in (migration 017): one row per limit and client. */
export const RATE_LIMITS_TABLE = 'rate_limiter';
/** How often spent windows are swept out (the table holds one row per live key). */
const SWEEP_EVERY_MS = 60_000;

/** A limit: at most `max` attempts per client in a fixed window of `windowMs`, counted under `name`. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** One attempt counted: whether it is within the limit, and when the window ends. */
export interface Spent {
  allowed: boolean;
  /** Seconds until the window ends, at least 1: the answer's Retry-After. */
  retryAfter: number;
  /** Takes this attempt back (a right password), only within the window it was counted in. */
  giveBack(): Promise<void>;
}

/**
 * Fixed-window counters shared by every server process (docs/architecture.md#configuration,
 * WEB_CONCURRENCY) and kept across restarts: rate-limiter-flexible's SQLite store over the app's
 * own database file (docs/decisions/046-rate-limits-by-rate-limiter-flexible.md). Each attempt
 * is counted in one upsert when it arrives, so parallel guesses cannot slip past a limit before
 * their answers, and every attempt counts, those over the limit too.
 */
export function rateLimitsRepo(db: Db) {
  const limiters = new Map<string, RateLimiterSQLite>();
  const limiterFor = ({ name, max, windowMs }: Limit) => {
    const id = `${name}|${max}|${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterSQLite({
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: max,
        duration: windowMs / 1000,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const dropSpent = db.prepare<[number]>(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire <= ?`);
  let lastSweep = Number.NEGATIVE_INFINITY;
  const sweep = (now: number) => {
    if (now - lastSweep <= SWEEP_EVERY_MS) return;
    lastSweep = now;
    dropSpent.run(now);
  };
  const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

  return {
    /** Counts one attempt of `key` (a client address, an account) against `limit`. */
    async spend(limit: Limit, key: string): Promise<Spent> {
      sweep(Date.now());
      const limiter = limiterFor(limit);
      try {
        const counted = await limiter.consume(key);
        const windowEnd = Date.now() + counted.msBeforeNext;
        return {
          allowed: true,
          retryAfter: retryAfter(counted),
          giveBack: async () => {
            // A new window starts from zero anyway: a give-back there would lend a try.
            if (Date.now() < windowEnd) await limiter.reward(key);
          },
        };
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return { allowed: false, retryAfter: retryAfter(refused), giveBack: async () => {} };
      }
    },
  };
}
export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;
