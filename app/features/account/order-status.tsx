import type { Order } from '../../../shared/schemas/checkout';
import { formatPrice } from '../../../shared/money';

/** What the bakery gave back for a cancelled order (docs/product.md#shop: the cancellation policy). */
export function refundNote(refund: Order['refund']): string {
  if (!refund || refund.kind === 'none') return 'No refund';
  if (refund.kind === 'full') return `Refunded ${formatPrice(refund.amount)}`;
  return `Credit of ${formatPrice(refund.amount)} toward a future workshop`;
}

/** An order's status as its buyer reads it: Paid, or Cancelled with the refund. */
export function OrderStatus({ order }: { order: Pick<Order, 'status' | 'refund'> }) {
  const cancelled = order.status === 'cancelled';
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="order-status">
      <span
        className={`rounded-full px-3 py-0.5 font-semibold ${cancelled ? 'bg-oat text-ink' : 'bg-sage/15 text-sage'}`}
      >
        {cancelled ? 'Cancelled' : 'Paid'}
      </span>
      {cancelled && <span className="text-cocoa">{refundNote(order.refund)}</span>}
    </p>
  );
}
