import { pathOf } from '../../shared/contracts/contract';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { ApiError, apiFetch, NetworkError } from './api';
import { db, type OutboxEntry, type SiftDb } from './db';
import { currentKind, OUTBOX_KINDS, type OutboxKind, type OutboxKindSpec, type OutboxPayloads } from './outbox-kinds';
import { outboxNotices, outboxState } from './outbox-state';
import { isQuotaError } from './quota-error';

/**
 * The outbox (docs/architecture.md#data-flow): a queued write and its optimistic local change are one Dexie
 * transaction. Flushing sends entries oldest first with their Idempotency-Key; 2xx removes the
 * entry, a refusal (4xx) rolls the local change back and keeps the entry as 'failed' with the
 * reason (but a full account's: that change waits on the device, with its reason, until there is
 * room), a network error or 5xx leaves it queued and retried with capped exponential backoff
 * (a timer while the page is open, Background Sync where the browser has it). An entry that
 * waits holds back only later writes to the same thing (one user's favorite of one recipe).
 * A 401 keeps the user's entries until that user signs in again (and tells the auth layer);
 * so does signing out. An entry that cannot be read (an old build, a half-written row) is
 * marked failed and never stops the others.
 */

export { outboxNotices, outboxState };
import type { OutboxEntryView } from './outbox-state';
export type { OutboxEntryView, OutboxNotice, OutboxState } from './outbox-state';

let noticeId = 0;
function notify(title: string, description: string): void {
  outboxNotices.setState({ id: ++noticeId, title, description });
}

export const UNREADABLE_ENTRY = 'This change could not be read and was not sent.';
export const STORAGE_FULL = 'This device is out of storage space, so the change could not be saved.';
export const ACCOUNT_FULL = 'Not saved to your account yet';
export const KEPT_UNTIL_ROOM = 'It is kept on this device and saved to your account once there is room.';

/** What this module uses of `navigator`, in a page or in the service worker (no DOM types there). */
interface NavigatorLike {
  onLine?: boolean;
  locks?: { request(name: string, run: () => Promise<void>): Promise<void> };
  serviceWorker?: {
    controller: unknown;
    ready: Promise<{ sync?: { register(tag: string): Promise<void> } }>;
  };
}
const nav = () => (globalThis as { navigator?: NavigatorLike }).navigator;

let currentUserId: number | null = null;
/** The user whose session the server refused (401): their entries wait for a new sign-in. */
let sessionRefusedFor: number | null = null;

/**
 * Told by the auth layer: private entries are sent only for the signed-in user who made them.
 * A sign-in (a fresh one by the same user after a 401 arrives as null, then the id again) starts
 * the backoff of that user's waiting entries afresh: the next flush sends them at once, instead
 * of after a delay earned by failures from before they signed out.
 */
export function setOutboxUser(userId: number | null): void {
  const signingIn = userId !== null && userId !== currentUserId;
  if (userId !== currentUserId || userId === null) sessionRefusedFor = null;
  currentUserId = userId;
  if (signingIn) signInReset = resetBackoff(userId);
}

/**
 * The user under whose session private writes go out now: the signed-in user, as the auth layer
 * told, unless the server has refused her session since (null: nobody). A bake's waiting photos
 * are sent only as their owner (app/data/bake-photos.ts).
 */
export function sendingUser(): number | null {
  return currentUserId !== null && sessionRefusedFor !== currentUserId ? currentUserId : null;
}

/** The backoff reset of the last sign-in; flushes and the state wait for it. */
let signInReset: Promise<void> = Promise.resolve();

async function resetBackoff(userId: number): Promise<void> {
  try {
    await db.outbox
      .where('userId')
      .equals(userId)
      .filter((entry) => entry.status === 'pending')
      .modify({ attempts: 0, nextAttemptAt: 0 });
  } catch (err) {
    // Storage trouble: the entries keep their backoff and are still sent when it ends.
    console.error('Outbox: could not resume after sign-in', err);
  }
}

const sessionRefusedListeners = new Set<(userId: number) => void>();

/** The auth layer listens: a 401 to a queued write means that user's session has ended. */
export function onSessionRefused(listener: (userId: number) => void): () => void {
  sessionRefusedListeners.add(listener);
  return () => sessionRefusedListeners.delete(listener);
}

/**
 * A 401 to a private read of `userId`'s data (the account's pull, app/data/user-data/pull.ts):
 * their session has ended, as when a queued write is refused so; their entries wait for a new sign-in.
 */
export function reportSessionRefused(userId: number): void {
  if (sessionRefusedFor !== userId) for (const listener of sessionRefusedListeners) listener(userId);
  sessionRefusedFor = userId;
}

export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60 * 1000;

/** Exponential backoff with jitter, capped at MAX_DELAY_MS. */
export function backoffDelay(attempts: number, random = Math.random): number {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(30, Math.max(0, attempts - 1)));
  return Math.round(exp / 2 + random() * (exp / 2));
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

type AnySpec = OutboxKindSpec<unknown>;
/** The kind's spec, also for an entry stored under a kind's former name by an older build. */
const specFor = (kind: unknown): AnySpec | undefined => {
  const current = currentKind(kind);
  return current ? (OUTBOX_KINDS[current] as unknown as AnySpec) : undefined;
};
const isValidPayload = (spec: AnySpec, payload: unknown) => spec.write.payload.safeParse(payload).success;

/** Queues a write and applies its local change in one transaction, then tries to send it. */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  options: { userId?: number | null; flush?: boolean } = {},
): Promise<OutboxEntry> {
  const spec = OUTBOX_KINDS[kind] as unknown as AnySpec;
  let entry: OutboxEntry;
  try {
    // An async function: Dexie follows its native awaits only then.
    entry = await db.transaction(
      'rw',
      [db.outbox, ...spec.tables()],
      async () => await addToOutbox(kind, payload, options),
    );
  } catch (err) {
    if (isQuotaError(err)) {
      notify('Not saved', STORAGE_FULL);
      throw new Error(STORAGE_FULL, { cause: err });
    }
    throw err;
  }
  await outboxChanged({ flush: options.flush !== false });
  return entry;
}

/**
 * `enqueue`'s write alone, in the caller's transaction (which holds db.outbox and the kind's
 * tables), so a change of the caller's own table and its entry are stored together or not at all.
 * The caller calls `outboxChanged` once its transaction has committed.
 */
export async function addToOutbox<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  options: { userId?: number | null } = {},
): Promise<OutboxEntry> {
  const spec = OUTBOX_KINDS[kind] as unknown as AnySpec;
  const userId = options.userId ?? (spec.write.private ? currentUserId : null);
  if (spec.write.private && userId === null) throw new Error(`${kind} needs a signed-in user`);
  if (!isValidPayload(spec, payload)) throw new InvalidChangeError(`${kind}: the change is not complete`);
  const id = newId();
  const entry: OutboxEntry = {
    id,
    kind,
    payload,
    idempotencyKey: `ob-${id}`,
    createdAt: Date.now(),
    userId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
  await spec.apply?.(payload, userId);
  await db.outbox.add(entry);
  return entry;
}

/** A change the server would refuse (a title past its bound): never queued. */
export class InvalidChangeError extends Error {
  override name = 'InvalidChangeError';
}

/** After entries were added (`addToOutbox`): the pending count is read again, and they are sent. */
export async function outboxChanged(options: { flush?: boolean } = {}): Promise<void> {
  await refreshState();
  if (options.flush !== false) void flushOutbox();
}

let flushing: Promise<void> | null = null;

/** Sends what is due (`force` ignores backoff: the network just came back). Callers share one run. */
export function flushOutbox(options: { force?: boolean } = {}): Promise<void> {
  flushing ??= withCrossTabLock(() => runFlush(options.force ?? false))
    .catch((err: unknown) => {
      // Storage itself failed (IndexedDB closed, quota): keep the queue, say so, try later.
      console.error('Outbox flush failed', err);
      if (isQuotaError(err))
        notify(
          'Storage is full',
          'This device is out of storage space. Your waiting changes are kept and will be sent later.',
        );
    })
    .finally(() => {
      flushing = null;
      void refreshState().then(scheduleNextAttempt, () => undefined);
    });
  return flushing;
}

/** One flush at a time across tabs and the service worker (Web Locks where there are any). */
function withCrossTabLock(run: () => Promise<void>): Promise<void> {
  const locks = nav()?.locks;
  return locks ? locks.request('sift-outbox-flush', run) : run();
}

const isOffline = () => nav()?.onLine === false;

async function runFlush(force: boolean): Promise<void> {
  if (isOffline()) return;
  outboxState.setState((s) => ({ ...s, flushing: true }));
  try {
    await signInReset;
    const rows = (await db.outbox.toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    // Writes to the same thing that must wait hold back the later writes to it (their order
    // matters); unrelated writes still go out.
    const held = new Set<string>();
    for (const entry of rows) {
      if (entry.status === 'failed') continue;
      const spec = specFor(entry.kind);
      if (!spec || !isReadable(entry, spec)) {
        await markFailed(entry, UNREADABLE_ENTRY);
        continue;
      }
      if (spec.write.private && (entry.userId !== currentUserId || sessionRefusedFor === entry.userId)) continue;
      const key = orderKey(entry);
      if (held.has(key)) continue;
      if (!force && (entry.nextAttemptAt ?? 0) > Date.now()) {
        held.add(key);
        continue;
      }
      const outcome = await send(entry, spec);
      if (outcome === 'retry') held.add(key);
    }
  } finally {
    outboxState.setState((s) => ({ ...s, flushing: false }));
  }
}

/**
 * Entries with the same key are sent strictly in order: one user's writes to one thing, as the
 * write's contract names it (a user's adds and removes of one recipe's favorite). Every other
 * write stands alone.
 */
function orderKey(entry: OutboxEntry): string {
  const spec = specFor(entry.kind);
  if (!spec?.write.orderKey || !isValidPayload(spec, entry.payload)) return `entry:${entry.id}`;
  return `${spec.write.orderKey(entry.payload)}:${entry.userId}`;
}

function isReadable(entry: OutboxEntry, spec: AnySpec): boolean {
  return (
    typeof entry.seq === 'number' &&
    typeof entry.idempotencyKey === 'string' &&
    entry.idempotencyKey.length >= 8 &&
    isValidPayload(spec, entry.payload)
  );
}

async function send(entry: OutboxEntry, spec: AnySpec): Promise<'done' | 'failed' | 'retry' | 'skipped'> {
  let url: string;
  let body: unknown;
  try {
    const request = spec.write.request(entry.payload);
    url = pathOf(spec.write.api, request.params);
    body = request.body;
  } catch {
    await markFailed(entry, UNREADABLE_ENTRY);
    return 'failed';
  }
  try {
    await apiFetch(spec.write.api.method, url, body, { idempotencyKey: entry.idempotencyKey });
    await db.outbox.delete(entry.seq!);
    return 'done';
  } catch (err) {
    const status = err instanceof ApiError ? err.status : null;
    if (status !== null && spec.settledBy?.(status)) {
      await db.outbox.delete(entry.seq!);
      return 'done';
    }
    if (status === 401 && spec.write.private) {
      // Signed out on the server: keep the entry (no attempt counted) until this user signs in.
      if (sessionRefusedFor !== entry.userId) {
        notify('Please sign in again', 'Your session has ended. Your saved changes will be sent when you sign in.');
        if (entry.userId !== null) for (const listener of sessionRefusedListeners) listener(entry.userId);
      }
      sessionRefusedFor = entry.userId;
      return 'skipped';
    }
    if (err instanceof ApiError && err.code === ERROR_CODES.userDataFull) {
      // The account has no room (docs/decisions/025-bounded-account-data.md). Not a refusal for
      // good: the change stays on this device, as the baker made it, and waits (retried with
      // backoff) until she has made room. She is told once, and the pending list says why.
      const reason = err.serverMessage ?? err.message;
      const attempts = (entry.attempts ?? 0) + 1;
      await db.outbox.update(entry.seq!, {
        attempts,
        nextAttemptAt: Date.now() + backoffDelay(attempts),
        error: reason,
      });
      if (entry.error !== reason) notify(ACCOUNT_FULL, `${spec.describe(entry.payload)}: ${reason} ${KEPT_UNTIL_ROOM}`);
      return 'retry';
    }
    if (isRetryable(err, status)) {
      const attempts = (entry.attempts ?? 0) + 1;
      await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: Date.now() + backoffDelay(attempts) });
      return 'retry';
    }
    const reason = err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err);
    await db.transaction('rw', [db.outbox, ...spec.tables()], async () => {
      await spec.rollback?.(entry.payload, entry.userId);
      await db.outbox.update(entry.seq!, { status: 'failed', error: reason });
    });
    const refused = spec.refusedNotice?.(entry.payload);
    notify(refused?.title ?? 'Not saved', refused?.description ?? `${spec.describe(entry.payload)}: ${reason}`);
    return 'failed';
  }
}

function isRetryable(err: unknown, status: number | null): boolean {
  if (err instanceof NetworkError || status === null) return true;
  if (status >= 500 || status === 408 || status === 429 || status === 401) return true;
  // The first try is still running on the server: its answer will be there for a later try.
  return err instanceof ApiError && err.code === ERROR_CODES.idempotencyInProgress;
}

async function markFailed(entry: OutboxEntry, reason: string) {
  if (typeof entry.seq !== 'number') return;
  await db.outbox.update(entry.seq, { status: 'failed', error: reason });
  notify('A change could not be sent', reason);
}

/** The entry queued with this id, while it is in the outbox (`database`: a live query's). */
export async function outboxEntry(id: string, database: SiftDb = db): Promise<OutboxEntry | null> {
  return (await database.outbox.where('id').equals(id).first()) ?? null;
}

/** Removes a failed entry the user has seen. */
export async function dismissFailed(seq: number): Promise<void> {
  await db.outbox.delete(seq);
  await refreshState();
}

/**
 * Sign-out: what the user's private writes keep on the device leaves it (their favorites list,
 * docs/product.md#favorites). Their queued writes stay: they wait, shown as waiting for sign-in,
 * until that same user signs in again.
 */
export async function clearUserData(userId: number): Promise<void> {
  const forgets = new Set(Object.values(OUTBOX_KINDS).map((spec) => spec.forgetUser));
  for (const forget of forgets) await forget?.(userId);
  await refreshState();
}

/**
 * The user's account was deleted on this device: her data leaves it as at sign-out, and so do her
 * queued private writes, which no session will ever take again (docs/product.md#accounts).
 */
export async function forgetDeletedUser(userId: number): Promise<void> {
  await db.outbox.where('userId').equals(userId).delete();
  // Her bakes' photos still waiting here too (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
  await db.bakePhotos.where('userId').equals(userId).delete();
  await clearUserData(userId);
  // Her cart too, which sign-out keeps: the Account tab promises it goes, and left here it would
  // join the next account that signs in on this browser. Cleared as it is, recording no change.
  await db.cart.clear();
}

export async function refreshState(): Promise<void> {
  await signInReset;
  const rows = (await db.outbox.toArray()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const entries = rows.map(toView);
  nextDueAt = firstDue(rows, entries);
  outboxState.setState((s) => ({
    ...s,
    pending: entries.filter((e) => e.status === 'pending').length,
    failed: rows.filter((r) => r.status === 'failed'),
    entries,
  }));
}

function toView(entry: OutboxEntry): OutboxEntryView {
  const spec = specFor(entry.kind);
  let description = 'A saved change';
  try {
    if (spec && isValidPayload(spec, entry.payload)) description = spec.describe(entry.payload);
  } catch {
    // keep the generic description
  }
  return {
    seq: entry.seq ?? 0,
    kind: String(entry.kind),
    description,
    createdAt: Number(entry.createdAt) || 0,
    attempts: Number(entry.attempts) || 0,
    nextAttemptAt: Number(entry.nextAttemptAt) || 0,
    status: entry.status === 'failed' ? 'failed' : 'pending',
    error: entry.error,
    waitingForSignIn: !!spec?.write.private && (entry.userId !== currentUserId || sessionRefusedFor === entry.userId),
  };
}

// --- Retries while the page is open ----------------------------------------------------------

/** When the first entry that can be sent is due (null: none can be sent). */
let nextDueAt: number | null = null;

/** An entry held behind an earlier write to the same thing is due no sooner than that write. */
function firstDue(rows: OutboxEntry[], views: OutboxEntryView[]): number | null {
  const heldUntil = new Map<string, number>();
  let first: number | null = null;
  for (const [i, view] of views.entries()) {
    if (view.status !== 'pending' || view.waitingForSignIn) continue;
    const key = orderKey(rows[i]!);
    const due = Math.max(view.nextAttemptAt, heldUntil.get(key) ?? 0);
    heldUntil.set(key, due);
    first = first === null ? due : Math.min(first, due);
  }
  return first;
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retriesEnabled = true;

/** Tests turn the retry timer off to drive flushes themselves. */
export function setRetryTimerEnabled(enabled: boolean): void {
  retriesEnabled = enabled;
  if (!enabled) {
    if (retryTimer) clearTimeout(retryTimer);
    stopWaitingForOnline();
  }
}

/**
 * After a flush: wake up when the first waiting entry is due, and ask for Background Sync.
 * Offline nothing can be sent, so instead of a timer the outbox sleeps until the browser's
 * 'online' event (a device offline for hours must not wake every few hundred milliseconds).
 */
function scheduleNextAttempt(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  stopWaitingForOnline();
  if (nextDueAt === null) return;
  requestBackgroundSync();
  if (!retriesEnabled) return;
  if (isOffline()) {
    waitForOnline();
    return;
  }
  const delay = Math.max(250, Math.min(MAX_DELAY_MS, nextDueAt - Date.now()));
  retryTimer = setTimeout(() => void flushOutbox(), delay);
  (retryTimer as { unref?: () => void }).unref?.();
}

/** What this module uses of the page's global (`window`), also absent outside a browser. */
interface OnlineEvents {
  addEventListener?(type: 'online', listener: () => void): void;
  removeEventListener?(type: 'online', listener: () => void): void;
}
const browserGlobal = () => globalThis as OnlineEvents;

/** The network is back: send at once, backoff or not (the failures were the network's). */
function onOnline(): void {
  stopWaitingForOnline();
  void flushOutbox({ force: true });
}
let waitingForOnline = false;

function waitForOnline(): void {
  const target = browserGlobal();
  if (waitingForOnline || !target.addEventListener) return;
  target.addEventListener('online', onOnline);
  waitingForOnline = true;
}

function stopWaitingForOnline(): void {
  if (!waitingForOnline) return;
  browserGlobal().removeEventListener?.('online', onOnline);
  waitingForOnline = false;
}

export const OUTBOX_SYNC_TAG = 'outbox-flush';

/** Background Sync (Chromium): the browser wakes the service worker when the network is back. */
export function requestBackgroundSync(): void {
  const container = nav()?.serviceWorker;
  if (!container?.controller) return;
  void container.ready.then((registration) => registration.sync?.register(OUTBOX_SYNC_TAG)).catch(() => undefined);
}
