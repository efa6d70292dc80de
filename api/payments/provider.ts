import type { PaymentRefusalCode } from '../../shared/schemas/checkout';

/**
 * What the checkout asks a payment processor to do. docs/architecture.md#security: the card itself never reaches the
 * server; `card` is what the browser handed over. Today that is the last four digits and the
 * expiry; a real processor's browser library would hand over a token instead, carried in
 * `card.token`, and only the provider below would change.
 */
export interface ChargeRequest {
  /** Integer cents. */
  amountCents: number;
  currency: 'usd';
  card: { last4: string; expiry: string; token?: string };
  /** Shown on the buyer's statement and in the processor's dashboard. */
  description: string;
  /** The checkout's Idempotency-Key when it has one: a processor charges once per key. */
  idempotencyKey?: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; code: PaymentRefusalCode; message: string };

/** Money given back on a charge the provider made (its `chargeId`, stored with the order). */
export interface RefundRequest {
  chargeId: string;
  /** Integer cents, at most what was charged. */
  amountCents: number;
  /**
   * A processor refunds once per key: asked again with the same key (a retry after a lost
   * answer, or after the server died before it recorded the refund) it answers the same refund.
   */
  idempotencyKey: string;
}

/** A refusal's `message` is the processor's reason, a sentence the admin can read. */
export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives money back on a charge: the whole of it when an order could not be stored after the
   * charge, the refund the cancellation policy gives when the admin cancels (decision 010).
   * Resolves with a refusal; rejects only when the processor could not be asked.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}
