import type { Db } from './open';

/** How long an address's failures are remembered after its last one. */
export const FAILURES_REMEMBERED_MS = 60 * 60_000;
/** The longest wait between two tries. */
export const LONGEST_DELAY_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * The growing wait between a stranger's password checks from one address
 * (docs/decisions/026-nobody-locked-out.md): up to `free` failures are tried at once; from the
 * `free`-th on, each failure doubles the wait before the next try (1 s, 2 s, 4 s ... up to 10
 * minutes), and an hour without a failure forgets them. Counted in SQLite, so it holds across server processes.
 */
export function loginDelaysRepo(db: Db) {
  const find = db.prepare<[string], { failures: number; last_failure_at: number }>(
    'SELECT failures, last_failure_at FROM login_delays WHERE key = ?',
  );
  const fail = db.prepare<[string, number, number]>(
    `INSERT INTO login_delays (key, failures, last_failure_at) VALUES (?, 1, ?)
     ON CONFLICT(key) DO UPDATE SET
       failures = CASE WHEN last_failure_at <= ? THEN 1 ELSE failures + 1 END,
       last_failure_at = excluded.last_failure_at`,
  );
  const sweep = db.prepare<[number]>('DELETE FROM login_delays WHERE last_failure_at <= ?');
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    /** When the next try from `key` may come (0: now), given `free` failures without a wait. */
    nextTryAt(key: string, free: number, now = Date.now()): number {
      const row = find.get(key);
      if (!row || row.last_failure_at <= now - FAILURES_REMEMBERED_MS) return 0;
      return row.last_failure_at + delayAfter(row.failures, free);
    },
    /** Counts a failed check from `key`. */
    failed(key: string, now = Date.now()): void {
      if (now - lastSweep > SWEEP_EVERY_MS) {
        sweep.run(now - FAILURES_REMEMBERED_MS);
        lastSweep = now;
      }
      fail.run(key, now, now - FAILURES_REMEMBERED_MS);
    },
  };
}
export type LoginDelaysRepo = ReturnType<typeof loginDelaysRepo>;

/** The wait after `failures` failures: none before the `free`-th, then 1 s, doubling with each one. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LONGEST_DELAY_MS, 1000 * 2 ** Math.min(20, failures - free));
}
