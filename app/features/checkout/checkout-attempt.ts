/**
 * One Idempotency-Key per checkout attempt: a double click, or a retry of the same order after a
 * dropped connection, reuses the key, so the server answers with the order it already made
 * instead of making a second one. Any change to the order (cart, address, card) is a new attempt.
 * Kept in sessionStorage so a reload mid-payment still finds it.
 */
const STORAGE_KEY = 'checkoutAttempt';

export interface CheckoutAttempt {
  fingerprint: string;
  key: string;
  /** The guest id sent with this attempt ('guest-{timestamp}', spec visitor 6). */
  guestId: string;
}

function newKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `checkout-${random}`;
}

function read(storage: Storage | undefined): CheckoutAttempt | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<CheckoutAttempt>) : null;
    return parsed && typeof parsed.fingerprint === 'string' && typeof parsed.key === 'string' && typeof parsed.guestId === 'string' ? (parsed as CheckoutAttempt) : null;
  } catch {
    return null;
  }
}

/** The attempt for this exact order: the stored one if the order is unchanged, else a new one. */
export function attemptFor(order: unknown, storage: Storage | undefined = globalThis.sessionStorage): CheckoutAttempt {
  const fingerprint = JSON.stringify(order);
  const stored = read(storage);
  if (stored?.fingerprint === fingerprint) return stored;
  const attempt = { fingerprint, key: newKey(), guestId: `guest-${Date.now()}` };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // storage full or blocked: the key still protects against a double click in this page
  }
  return attempt;
}

/** After a placed order: the next checkout is a new attempt. */
export function forgetAttempt(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
