import type * as Outbox from './outbox';

/** The outbox loads after first paint (docs/decisions/002-first-load-budget.md); it is needed only once a user is known. */
let outboxModule: Promise<typeof Outbox> | undefined;
const loadOutbox = () =>
  (outboxModule ??= import('./outbox').catch((err: unknown) => {
    outboxModule = undefined; // a dropped connection: the next call tries again
    throw err;
  }));

/** Queued private writes go out under this user's session from now on (null: under none). */
export async function setQueueUser(userId: number | null): Promise<void> {
  (await loadOutbox()).setOutboxUser(userId);
}

/** The user's private data leaves the device (their favorites and other own data); their unsent changes wait for them. */
export async function clearDeviceUserData(userId: number): Promise<void> {
  await (await loadOutbox()).clearUserData(userId);
}

/** The user's account was deleted: her data and her unsent changes leave the device. */
export async function forgetDeletedAccount(userId: number): Promise<void> {
  await (await loadOutbox()).forgetDeletedUser(userId);
}

/**
 * What the device does while `userId` is signed in (null: signed out): queued private writes go out
 * only under the session of the user who made them; the device's data joins the account, then
 * follows it (docs/product.md#offline-and-sync), favorites included. A 401 to a queued write or
 * to the account's pull calls `sessionEnded`, then the account's data leaves the device.
 * Returns the way to stop.
 */
export function followAccount(userId: number | null, sessionEnded: () => Promise<void>): () => void {
  let active = true;
  let stopListening: (() => void) | undefined;
  // Signed out with the outbox never loaded here: it starts with no user, and a first visit does
  // not load it (and the contracts of every write it sends) just to be told so.
  const forUser = userId === null ? outboxModule : loadOutbox();
  void forUser?.then((outbox) => {
    outbox.setOutboxUser(userId);
    if (userId === null || !active) return;
    // A 401 to a queued write or the account's pull: signed out here too, so the header offers
    // Sign In (the writes stay queued for this user) and, as on any 401, the favorites list is emptied.
    stopListening = outbox.onSessionRefused((refused) => {
      if (refused === userId) void sessionEnded().then(() => outbox.clearUserData(refused));
    });
    void outbox.flushOutbox();
  });
  if (userId !== null) void import('./user-data').then((m) => m.startUserSync(userId));
  return () => {
    active = false;
    stopListening?.();
  };
}
