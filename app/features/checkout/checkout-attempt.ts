/**
 * One Idempotency-Key per checkout attempt: a double click, or a retry of the same order after a
 * dropped connection, reuses the key, so the server answers with the order it already made
 * instead of making a second one. Any change to the order (cart, address, card) is a new attempt.
 * Kept in sessionStorage so a reload mid-payment still finds it.
 *
 * An attempt is marked `sent` just before its request leaves and unmarked when any answer comes
 * back. One still marked was sent and never answered (a reload, a dropped connection): the
 * server may have placed that order, so the page asks the server about its key
 * (GET /api/checkout/attempts/:key) before the buyer can pay with another one.
 */
const STORAGE_KEY = 'checkoutAttempt';

export interface CheckoutAttempt {
  fingerprint: string;
  key: string;
  /** The guest id sent with this attempt ('guest-{timestamp}', docs/product.md#checkout). */
  guestId: string;
  /** The signed-in account it was made for (null: a guest): the server keeps keys per account. */
  account: number | null;
  /** Sent and not answered yet. */
  sent?: boolean;
}

function newKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `checkout-${random}`;
}

const defaultStorage = () => globalThis.sessionStorage as Storage | undefined;

function read(storage: Storage | undefined): CheckoutAttempt | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<CheckoutAttempt>) : null;
    if (
      !parsed ||
      typeof parsed.fingerprint !== 'string' ||
      typeof parsed.key !== 'string' ||
      typeof parsed.guestId !== 'string'
    )
      return null;
    return {
      ...(parsed as CheckoutAttempt),
      account: typeof parsed.account === 'number' ? parsed.account : null,
      sent: parsed.sent === true,
    };
  } catch {
    return null;
  }
}

function write(attempt: CheckoutAttempt, storage: Storage | undefined): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // storage full or blocked: the key still protects against a double click in this page
  }
}

const fingerprintOf = (order: unknown, account: number | null) => JSON.stringify({ order, account });

/** The attempt for this exact order and account: the stored one if unchanged, else a new one. */
export function attemptFor(
  order: unknown,
  account: number | null,
  storage: Storage | undefined = defaultStorage(),
): CheckoutAttempt {
  const fingerprint = fingerprintOf(order, account);
  const stored = read(storage);
  if (stored?.fingerprint === fingerprint) return stored;
  const attempt: CheckoutAttempt = { fingerprint, key: newKey(), guestId: `guest-${Date.now()}`, account };
  write(attempt, storage);
  return attempt;
}

/** Just before the request leaves: from now on the server may have this order. */
export function markSent(attempt: CheckoutAttempt, storage: Storage | undefined = defaultStorage()): void {
  write({ ...attempt, sent: true }, storage);
}

/**
 * The server answered without placing the order (any error status). A refusal it keeps for the
 * key (a 4xx) is final, so the next try is a new attempt with a new key; after one it does not
 * keep (401 before signing in again, 408, 429, 5xx) the same key is sent again.
 */
export function attemptRefused(status: number, storage: Storage | undefined = defaultStorage()): void {
  const final = status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
  if (final) return forgetAttempt(storage);
  const stored = read(storage);
  if (stored?.sent) write({ ...stored, sent: false }, storage);
}

/** An attempt that was sent and never answered, if there is one. */
export function unansweredAttempt(storage: Storage | undefined = defaultStorage()): CheckoutAttempt | null {
  const stored = read(storage);
  return stored?.sent ? stored : null;
}

/**
 * After a placed order, or one the server refused for good (a 4xx it keeps for the key): the
 * next checkout is a new attempt with a new key.
 */
export function forgetAttempt(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
