import type { Db } from './open';

export interface OutboxRow {
  id: number;
  kind: string;
  payload: string;
  created_at: number;
  attempts: number;
}

/** How many rows wait, are being sent, and have failed for good (the health of the outbox, for tests and logs). */
export interface OutboxCounts {
  waiting: number;
  claimed: number;
  failed: number;
}

const repos = new WeakMap<Db, ReturnType<typeof createRepo>>();

/**
 * The mail outbox's SQL (api/mail/outbox.ts, api/mail/worker.ts): rows are claimed one at a time
 * by a single UPDATE, so two processes never send the same row while the claim holds.
 */
export function mailOutboxRepo(db: Db) {
  let repo = repos.get(db);
  if (!repo) repos.set(db, (repo = createRepo(db)));
  return repo;
}
export type MailOutboxRepo = ReturnType<typeof mailOutboxRepo>;

function createRepo(db: Db) {
  const insert = db.prepare<[string, string, number, number]>(
    'INSERT INTO mail_outbox (kind, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  // A read first: an idle poll takes no write lock.
  const due = db
    .prepare<[number, number], number>(
      `SELECT id FROM mail_outbox
        WHERE failed_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
        ORDER BY next_attempt_at, id LIMIT 1`,
    )
    .pluck();
  const claim = db.prepare<[string, number, number, number], OutboxRow>(
    `UPDATE mail_outbox SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1
      WHERE id = ? AND failed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)
      RETURNING id, kind, payload, created_at, attempts`,
  );
  const live = db
    .prepare<[string], number>('SELECT 1 FROM mail_outbox WHERE kind = ? AND failed_at IS NULL LIMIT 1')
    .pluck();
  const done = db.prepare<[number, string]>('DELETE FROM mail_outbox WHERE id = ? AND claimed_by = ?');
  const retry = db.prepare<[number, string, number, string]>(
    `UPDATE mail_outbox SET claimed_by = NULL, claimed_until = NULL, next_attempt_at = ?, last_error = ?
      WHERE id = ? AND claimed_by = ?`,
  );
  const fail = db.prepare<[number, string, number, string]>(
    `UPDATE mail_outbox SET claimed_by = NULL, claimed_until = NULL, failed_at = ?, last_error = ?
      WHERE id = ? AND claimed_by = ?`,
  );
  const claimers = db
    .prepare<[number], string>(
      'SELECT DISTINCT claimed_by FROM mail_outbox WHERE claimed_by IS NOT NULL AND claimed_until > ?',
    )
    .pluck();
  const release = db.prepare<[string]>(
    'UPDATE mail_outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ?',
  );
  const purge = db.prepare<[number]>('DELETE FROM mail_outbox WHERE failed_at IS NOT NULL AND failed_at <= ?');
  const counts = db.prepare<[{ now: number }], OutboxCounts>(
    `SELECT
       COUNT(*) FILTER (WHERE failed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= @now)) AS waiting,
       COUNT(*) FILTER (WHERE failed_at IS NULL AND claimed_until > @now) AS claimed,
       COUNT(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
     FROM mail_outbox`,
  );

  return {
    insert: (kind: string, payload: string, now: number, dueAt = now): number =>
      Number(insert.run(kind, payload, now, dueAt).lastInsertRowid),
    /** Whether a row of `kind` waits or is being sent (not one that failed for good). */
    hasLive: (kind: string): boolean => !!live.get(kind),
    /** Takes the next due row for `claimer` until `until`; undefined when none is due (or another took it first). */
    claimNext(claimer: string, now: number, until: number): OutboxRow | undefined {
      for (;;) {
        const id = due.get(now, now);
        if (id === undefined) return undefined;
        const row = claim.get(claimer, until, id, now);
        if (row) return row;
        // Another process took it between the read and the claim: look again.
      }
    },
    /** Whether a row is due and free to claim. */
    hasDue: (now: number): boolean => due.get(now, now) !== undefined,
    /** Sent: the row goes. */
    sent: (id: number, claimer: string) => void done.run(id, claimer),
    /** Failed for now: tried again from `at`. */
    retry: (id: number, claimer: string, at: number, reason: string) => void retry.run(at, reason, id, claimer),
    /** Failed for good: kept with its reason until purged. */
    fail: (id: number, claimer: string, now: number, reason: string) => void fail.run(now, reason, id, claimer),
    /** The claimers holding rows now. */
    claimers: (now: number): string[] => claimers.all(now),
    /** Lets go of every row `claimer` holds (its process is gone). */
    release: (claimer: string): number => release.run(claimer).changes,
    /** Forgets the rows that failed for good before `before`. */
    purgeFailed: (before: number): number => purge.run(before).changes,
    counts: (now = Date.now()): OutboxCounts => counts.get({ now })!,
  };
}
