import type { Db } from './open';

/** How often spent windows are swept out (the table holds one row per live key). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters shared by every server process (docs/architecture.md#configuration,
 * WEB_CONCURRENCY): one row per limit and client, counted in one statement so that two processes
 * counting at once never lose an attempt.
 */
export function rateLimitsRepo(db: Db) {
  const spend = db.prepare<[string, number, number, number], { count: number; reset_at: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
       reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
     RETURNING count, reset_at`,
  );
  const giveBack = db.prepare<[string, number]>(
    'UPDATE rate_limits SET count = max(0, count - 1) WHERE key = ? AND reset_at = ?',
  );
  const sweep = db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?');
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    /** Counts one attempt under `key` in a window of `windowMs`: the attempts in the window (this one included) and its end. */
    spend(key: string, windowMs: number, now = Date.now()): { count: number; resetAt: number } {
      if (now - lastSweep > SWEEP_EVERY_MS) {
        sweep.run(now);
        lastSweep = now;
      }
      const row = spend.get(key, now + windowMs, now, now)!;
      return { count: row.count, resetAt: row.reset_at };
    },
    /** Takes one attempt back, only within the window it was counted in (`resetAt` as `spend` gave it). */
    giveBack(key: string, resetAt: number): void {
      giveBack.run(key, resetAt);
    },
  };
}
export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;
