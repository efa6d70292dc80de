import { randomBytes } from 'node:crypto';
import { PAYMENT_REFUSAL_MESSAGES, type PaymentRefusalCode } from '../../shared/schemas/checkout';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';

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

/**
 * The default gateway: nothing leaves the server and nothing is kept (the order row is the
 * record), and refusals behave as a processor's would.
 */
export function simulatedGateway(): PaymentProvider {
  return {
    name: 'simulated',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const code = SIMULATED_REFUSALS[request.card.last4];
      if (code) return { ok: false, code, message: PAYMENT_REFUSAL_MESSAGES[code] };
      return { ok: true, chargeId: `ch_sim_${randomBytes(12).toString('hex')}` };
    },
    async refund(): Promise<void> {},
  };
}
