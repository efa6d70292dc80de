import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_REFUSAL_MESSAGES, type PaymentRefusalCode } from '../../shared/schemas/checkout';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './provider';

/**
 * The common processors' test cards, by their last four digits: 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069 has expired. Every other card
 * (4242 4242 4242 4242 ...) is charged.
 */
export const SIMULATED_REFUSALS: Record<string, PaymentRefusalCode> = {
  '0002': 'card_declined',
  '9995': 'insufficient_funds',
  '0069': 'expired_card',
};

/** 4000 0000 0000 5126 is charged, but its refund fails, as on the processors' test cards. */
export const SIMULATED_REFUND_FAILS = '5126';

/** The bank's refusal of a refund on that card, as the admin reads it. */
export const SIMULATED_REFUND_REFUSAL = "The card's bank refused the refund: the card was closed or cancelled.";

/** `ch_sim_<amount charged>_<random>`, or `ch_simx_...` for a card whose refund fails. */
const CHARGE_ID = /^ch_sim(x?)_(\d{1,15})_[0-9a-f]{24}$/;

/**
 * The default gateway: nothing leaves the server and nothing is kept (the order row is the
 * record: the charge id says what was charged), and refusals behave as a processor's would.
 */
export function simulatedGateway(): PaymentProvider {
  return {
    name: 'simulated',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const code = SIMULATED_REFUSALS[request.card.last4];
      if (code) return { ok: false, code, message: PAYMENT_REFUSAL_MESSAGES[code] };
      const refundFails = request.card.last4 === SIMULATED_REFUND_FAILS ? 'x' : '';
      return { ok: true, chargeId: `ch_sim${refundFails}_${request.amountCents}_${randomBytes(12).toString('hex')}` };
    },
    async refund({ chargeId, amountCents, idempotencyKey }: RefundRequest): Promise<RefundResult> {
      const charge = CHARGE_ID.exec(chargeId);
      if (!charge) return { ok: false, message: `No such charge: ${chargeId}.` };
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > Number(charge[2]))
        return { ok: false, message: `A refund must be more than $0 and at most what was charged.` };
      if (charge[1]) return { ok: false, message: SIMULATED_REFUND_REFUSAL };
      // The same key always names the same refund, as a processor's idempotency keys do.
      return { ok: true, refundId: `re_sim_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
