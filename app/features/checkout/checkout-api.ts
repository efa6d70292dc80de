import { SIGNED_IN_USER_HEADER } from '../../../shared/schemas/checkout-fields';
import type { CheckoutResponse } from '../../../shared/schemas/checkout';
import { ApiError, apiRequest } from '../../data/api';
import type { CheckoutAttempt } from './checkout-attempt';

/** What the confirmation shows: the order number and what was booked. */
export type CheckoutReceipt = Pick<CheckoutResponse, 'orderId' | 'items'>;

/**
 * The server's answer to a placed order. An answer stored for an attempt before classes carried
 * their dates still names its order: the confirmation then shows the number alone. The schema
 * (zod) loads with the first answer, not with the page (issue 23); should it fail to load, the
 * order is placed all the same and its number is shown.
 */
async function receiptOf(body: unknown): Promise<CheckoutReceipt> {
  const schemas = await import('../../../shared/schemas/checkout').catch(() => undefined);
  const parsed = schemas?.checkoutResponseSchema.safeParse(body);
  if (parsed?.success) return { orderId: parsed.data.orderId, items: parsed.data.items };
  const orderId = (body as { orderId?: unknown } | null)?.orderId;
  return { orderId: typeof orderId === 'number' ? orderId : 0, items: [] };
}

/**
 * POST /api/checkout (docs/product.md#checkout). Signed in, the order says for whom: the server
 * refuses it (401) rather than booking a guest order if that session has ended meanwhile.
 */
export async function placeOrder(
  order: object,
  attempt: CheckoutAttempt,
  userId: number | null,
): Promise<CheckoutReceipt> {
  const body = await apiRequest(
    'POST',
    '/api/checkout',
    { userId: userId !== null ? String(userId) : attempt.guestId, ...order },
    {
      idempotencyKey: attempt.key,
      headers: userId !== null ? { [SIGNED_IN_USER_HEADER]: String(userId) } : undefined,
    },
  );
  return receiptOf(body);
}

/** How long to wait before asking again about a payment the server is still working on. */
const STILL_RUNNING_RETRY_MS = 2000;

export type AttemptOutcome = { state: 'placed'; receipt: CheckoutReceipt } | { state: 'clear' } | { state: 'unknown' };

/**
 * What became of an attempt (docs/decisions/003-durability-and-idempotency.md): placed (the
 * server holds the order for that key, and answers as it did then), clear (no order was placed
 * with it), or unknown (no answer). While the first request is still running there (409) it asks
 * again; the server lets go of a key after two minutes.
 */
export async function lastAttemptOutcome(attempt: CheckoutAttempt, cancelled: () => boolean): Promise<AttemptOutcome> {
  while (!cancelled()) {
    try {
      const body = await apiRequest('GET', `/api/checkout/attempts/${encodeURIComponent(attempt.key)}`);
      return { state: 'placed', receipt: await receiptOf(body) };
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { state: 'clear' };
      if (!(err instanceof ApiError && err.status === 409)) return { state: 'unknown' };
    }
    await new Promise((resolve) => setTimeout(resolve, STILL_RUNNING_RETRY_MS));
  }
  return { state: 'unknown' };
}
