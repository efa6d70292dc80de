import type { OrderItem, Refund } from './schemas/checkout';

/** docs/product.md#shop (cancellation policy): hours before the class that decide the refund. */
export const FULL_REFUND_HOURS = 72;
export const CREDIT_HOURS = 24;

/**
 * The refund the cancellation policy gives for an order cancelled at `now`: 72 hours or more
 * before its class a full refund, 24 to 72 a credit toward a future class, under 24 nothing;
 * digital products are not refundable. An order with several classes is judged by the soonest
 * one (the policy's words are per booking; the baker can still be generous by hand). The amount
 * is what the order's class lines cost, in cents.
 */
export function refundFor(items: OrderItem[], now: Date): { refund: Refund; hoursBeforeClass: number | null } {
  const classes = items.filter((i) => i.type !== 'video');
  const starts = classes.flatMap((i) => (i.date ? [new Date(i.date).getTime()] : [])).filter(Number.isFinite);
  if (!classes.length) return { refund: { kind: 'none', amount: 0 }, hoursBeforeClass: null };
  const amount = classes.reduce((sum, i) => sum + i.price * i.quantity, 0);
  // A class no longer on the schedule was called off by the bakery: the buyer gets it all back.
  if (!starts.length) return { refund: { kind: 'full', amount }, hoursBeforeClass: null };
  const hours = (Math.min(...starts) - now.getTime()) / 3_600_000;
  const hoursBeforeClass = Math.round(hours * 10) / 10;
  if (hours >= FULL_REFUND_HOURS) return { refund: { kind: 'full', amount }, hoursBeforeClass };
  if (hours >= CREDIT_HOURS) return { refund: { kind: 'credit', amount }, hoursBeforeClass };
  return { refund: { kind: 'none', amount: 0 }, hoursBeforeClass };
}
