import { formatPrice } from '../../../shared/money';
import type { AdminOrder } from '../../../shared/schemas/business';
import type { Refund } from '../../../shared/schemas/checkout';

/** The refund as the admin and the buyer read it (docs/product.md#shop: the cancellation policy). */
export function refundText(refund: Refund): string {
  if (refund.kind === 'full') return `Full refund of ${formatPrice(refund.amount)}`;
  if (refund.kind === 'credit') return `Credit of ${formatPrice(refund.amount)} toward a future workshop`;
  return 'No refund';
}

/** Why the policy gives that refund now: how long before the class the order is cancelled. */
export function policyReason(hoursBeforeClass: number | null): string {
  if (hoursBeforeClass === null) return 'The order has no class still to come.';
  if (hoursBeforeClass < 0) return 'The class has already taken place: under 24 hours before a class, no refund.';
  const hours = Math.floor(hoursBeforeClass);
  // Weeks away reads better in days; near the 24 and 72 hour marks the hours count.
  const days = Math.floor(hoursBeforeClass / 24);
  const when =
    hoursBeforeClass >= 96
      ? `The class starts in ${days} days`
      : `The class starts in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  if (hoursBeforeClass >= 72) return `${when}: 72 hours or more before, a full refund.`;
  if (hoursBeforeClass >= 24) return `${when}: 24 to 72 hours before, a credit toward a future workshop.`;
  return `${when}: under 24 hours before, no refund.`;
}

/**
 * What became of the money once an order is cancelled: a full refund is sent back to the card
 * through the payment provider; an order placed before charges were recorded has none to send it
 * through, and the admin gives it back by hand.
 */
export function refundOutcome(order: Pick<AdminOrder, 'refund' | 'refundId'>): string {
  if (!order.refund) return '';
  if (order.refund.kind !== 'full' || order.refund.amount === 0) return `${refundText(order.refund)}.`;
  return order.refundId
    ? `${refundText(order.refund)} sent back to the buyer's card.`
    : `${refundText(order.refund)} to give back from the payment provider's dashboard: no card payment is recorded with this order.`;
}
