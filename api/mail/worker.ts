import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isOneMailbox } from '../../shared/mailbox';
import { mailOutboxRepo, type OutboxRow } from '../db/mail-outbox';
import type { Db } from '../db/open';
import type { Mailer, MailMessage } from './mailer';
import { enqueueMail, MESSAGE_KIND, onMailQueued, type MailJob } from './outbox';

/** How often a worker looks for rows to (re)try when nothing woke it: retries, other processes' rows, lost claims. */
export const MAIL_POLL_MS = 2_000;
/**
 * How long after a row is queued the worker looks: the answer of the request that queued it has
 * left by then, so the worker's own writes (its claim, a job's lookups) never hold up that
 * answer, and a burst of rows (a Notify to every address) is claimed in one go.
 */
export const MAIL_WAKE_MS = 20;
/** Messages one worker sends at once. */
export const MAIL_CONCURRENCY = 2;
/** Tries before a message is given up: with the backoff below, about 9 hours. */
export const MAIL_MAX_ATTEMPTS = 16;
/** How long a claim holds: a worker that neither sent nor let go by then (a hung process) loses it. */
export const MAIL_CLAIM_MS = 5 * 60_000;
/** How long a message that failed for good stays in the outbox, for someone to read why. */
export const MAIL_FAILED_KEEP_MS = 30 * 24 * 60 * 60_000;

/** Waits before the next try: 15 s, 30 s, 1 min... doubling, at most an hour. */
export const mailBackoffMs = (attempt: number) => Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempt - 1));

export interface MailWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** The jobs this worker knows how to turn into messages (api/mail/outbox.ts `enqueueMailJob`), by kind. */
  jobs?: Record<string, MailJob>;
  log?: (message: unknown) => void;
  pollMs?: number;
  wakeMs?: number;
  concurrency?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  claimMs?: number;
  now?: () => number;
}

export interface MailWorker {
  /** Looks for due rows now (enqueueMail does this for the workers of its connection). */
  wake(): void;
  /** Resolves once nothing is due and nothing is being sent (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops looking; resolves when the messages being sent are done. */
  stop(): Promise<void>;
}

/**
 * Sends the mail outbox (docs/architecture.md#mail). One worker runs in every server process
 * (WEB_CONCURRENCY): each claims a due row with one UPDATE (`claimed_by`, `claimed_until`), so
 * one process sends it; a sent row is deleted, a failed one is tried again after a growing wait
 * (mailBackoffMs), and one the mail server refuses for good (a 5xx, or an address that is not
 * one mailbox) fails at once, kept with its reason for MAIL_FAILED_KEEP_MS.
 *
 * Delivery is at least once: a process killed after the SMTP server took a message and before
 * its row was deleted leaves the row claimed; the claim is let go as soon as a worker on the same
 * machine sees that the claiming process is gone (or after MAIL_CLAIM_MS), and the message is
 * sent again with the same Message-ID, so a receiver can tell it is the same one.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, jobs = {}, log = console.error } = options;
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  const wakeMs = options.wakeMs ?? MAIL_WAKE_MS;
  const concurrency = options.concurrency ?? MAIL_CONCURRENCY;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const backoffMs = options.backoffMs ?? mailBackoffMs;
  const claimMs = options.claimMs ?? MAIL_CLAIM_MS;
  const now = options.now ?? Date.now;
  const repo = mailOutboxRepo(db);
  const host = hostname();
  const claimer = `${host}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const active = new Set<Promise<void>>();
  let stopped = false;
  let wakeSoon = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPurge = 0;

  const live = () => !stopped && db.open;

  function drain(): void {
    while (live() && active.size < concurrency) {
      let row: OutboxRow | undefined;
      try {
        const at = now();
        row = repo.claimNext(claimer, at, at + claimMs);
      } catch (err) {
        if (db.open) log(err);
        return;
      }
      if (!row) return;
      const work: Promise<void> = handle(row)
        // The database failing under it (busy past its timeout, closed): the claim runs out and
        // the row is taken again later.
        .catch((err: unknown) => void (db.open && log(err)))
        .finally(() => {
          active.delete(work);
          drain();
        });
      active.add(work);
    }
  }

  async function handle(row: OutboxRow): Promise<void> {
    try {
      if (row.kind === MESSAGE_KIND) await deliver(row);
      else runJob(row);
    } catch (err) {
      // Only a bug lands here (a job that throws; the outcome of a send is handled in deliver):
      // kept for later, and given up after the last try like a message.
      if (!db.open) return;
      log(err);
      const reason = String(err).slice(0, 500);
      if (row.attempts >= maxAttempts) repo.fail(row.id, claimer, now(), reason);
      else repo.retry(row.id, claimer, now() + backoffMs(row.attempts), reason);
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    let message: MailMessage;
    try {
      message = JSON.parse(row.payload) as MailMessage;
    } catch {
      repo.fail(row.id, claimer, now(), 'The stored message is not JSON');
      return;
    }
    if (typeof message?.to !== 'string' || !isOneMailbox(message.to)) {
      // An address stored before the one-mailbox rule (shared/mailbox.ts): never sent to a list.
      repo.fail(row.id, claimer, now(), 'The address is not one mailbox');
      log(`Mail "${message?.subject}" not sent: ${JSON.stringify(message?.to)} is not one e-mail address`);
      return;
    }
    const key = `${new Date(row.created_at).toISOString().replace(/[:.]/g, '-')}-${row.id}`;
    try {
      await mailer.send(message, { key });
    } catch (err) {
      if (!db.open) return;
      const reason = String((err as Error)?.message ?? err).slice(0, 500);
      const what = `Mail to ${message.to} "${message.subject}"`;
      if (refusedForGood(err) || row.attempts >= maxAttempts) {
        repo.fail(row.id, claimer, now(), reason);
        log(`${what} could not be sent after ${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'}: ${reason}`);
      } else {
        const wait = backoffMs(row.attempts);
        repo.retry(row.id, claimer, now() + wait, reason);
        log(
          `${what} not sent yet (try ${row.attempts} of ${maxAttempts}, again in ${Math.round(wait / 1000)} s): ${reason}`,
        );
      }
      return;
    }
    if (db.open) repo.sent(row.id, claimer);
  }

  /** A job's messages are written, and the job removed, in one transaction. */
  function runJob(row: OutboxRow): void {
    const job = jobs[row.kind];
    if (!job) {
      repo.fail(row.id, claimer, now(), `No mail job named '${row.kind}' in this server`);
      return;
    }
    const at = now();
    db.transaction(() => {
      for (const message of job(JSON.parse(row.payload), at)) enqueueMail(db, message, at);
      repo.sent(row.id, claimer);
    })();
  }

  /** Claims of a process on this machine that is gone are let go at once (a restart after a crash). */
  function releaseLostClaims(): void {
    for (const other of repo.claimers(now())) {
      const [otherHost, pid] = other.split(':');
      if (otherHost !== host || Number(pid) === process.pid || processAlive(Number(pid))) continue;
      if (repo.release(other)) log(`Mail claimed by a process that is gone (${other}) will be sent again`);
    }
  }

  function tick(): void {
    timer = undefined;
    if (!live()) return;
    try {
      releaseLostClaims();
      if (now() - lastPurge > 60 * 60_000) {
        repo.purgeFailed(now() - MAIL_FAILED_KEEP_MS);
        lastPurge = now();
      }
    } catch (err) {
      if (db.open) log(err);
    }
    drain();
    timer = setTimeout(tick, pollMs).unref();
  }

  const unsubscribe = onMailQueued(db, () => worker.wake());
  const worker: MailWorker = {
    wake() {
      if (wakeSoon || !live()) return;
      wakeSoon = true;
      // After the transaction that queued it has committed (better-sqlite3 transactions are
      // synchronous) and its request has answered.
      setTimeout(() => {
        wakeSoon = false;
        drain();
      }, wakeMs).unref();
    },
    async idle() {
      for (;;) {
        drain();
        if (active.size) {
          await Promise.race(active);
          continue;
        }
        if (!live() || !repo.hasDue(now())) return;
      }
    },
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await Promise.all(active);
    },
  };
  // The first look at once: rows left by a previous run of the server.
  timer = setTimeout(tick, 0).unref();
  return worker;
}

/** A refusal that another try will not change: a 5xx answer, or a recipient the server rejects. */
function refusedForGood(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: number; code?: string };
  return (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) || code === 'EENVELOPE';
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
