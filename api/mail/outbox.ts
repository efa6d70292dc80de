import { mailOutboxRepo } from '../db/mail-outbox';
import type { Db } from '../db/open';
import type { MailMessage } from './mailer';

/**
 * The mail outbox (docs/architecture.md#mail): every e-mail is a row in `mail_outbox`, written in
 * the same SQLite transaction as what caused it, so an order, a reset request or a sign-up that
 * committed has its e-mail on disk too, whatever happens to the process next. The worker of
 * api/mail/worker.ts sends the rows, with retries and backoff.
 *
 * Use it inside the transaction of the write the e-mail belongs to:
 *
 *   db.transaction(() => {
 *     const id = repos.orders.insert(order);
 *     enqueueMail(db, orderConfirmation({ ... }));
 *   })();
 *
 * A transaction that rolls back takes its e-mails with it; one that commits wakes the worker of
 * this process (after the transaction, on the next turn of the event loop), so the e-mail leaves
 * within milliseconds; any other process's worker finds it on its next look.
 */
export function enqueueMail(db: Db, message: MailMessage, now = Date.now()): number {
  return insertRow(db, MESSAGE_KIND, message, now);
}

/**
 * A job the worker turns into e-mails when it is due (its `MailJob` runs in a transaction of its
 * own, which writes the messages and removes the job). For e-mails whose making must not be done
 * while a stranger waits for the answer: a password reset's request answers at once, whether an
 * account matches or not, and the worker looks the account up afterwards. `dueAt` holds the job
 * back until then (the baker's hourly digest of new reviews, api/reviews/digest.ts).
 */
export function enqueueMailJob(db: Db, kind: string, payload: unknown, now = Date.now(), dueAt = now): number {
  if (kind === MESSAGE_KIND) throw new Error(`'${MESSAGE_KIND}' is the kind of a plain message`);
  return insertRow(db, kind, payload, now, dueAt);
}

/** Makes the messages of a job row, inside the transaction that removes the job. */
export type MailJob = (payload: unknown, now: number) => MailMessage[];

export const MESSAGE_KIND = 'message';

function insertRow(db: Db, kind: string, payload: unknown, now: number, dueAt = now): number {
  const id = mailOutboxRepo(db).insert(kind, JSON.stringify(payload), now, dueAt);
  for (const wake of senders.get(db) ?? []) wake();
  return id;
}

/** The workers sending this database's outbox in this process: told at once when a row is added. */
const senders = new WeakMap<Db, Set<() => void>>();

/** Called by a worker: `wake` runs whenever a row is added through this connection. Returns the unsubscribe. */
export function onMailQueued(db: Db, wake: () => void): () => void {
  let set = senders.get(db);
  if (!set) senders.set(db, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}
