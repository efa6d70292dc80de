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

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (an order that could not be stored after the charge). */
  refund(chargeId: string): Promise<void>;
}
