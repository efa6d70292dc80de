import { classChangeStatus } from '../../../shared/class-change';
import type { AdminClassChange } from '../../../shared/schemas/class-change';
import { messageOf } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { useRefundClassChange } from './api/refund-class-change';

/**
 * A cancelled class's bookings and who chose what (docs/product.md#admin): in the Classes tab
 * under the class (`by: 'buyer'`), in the Orders tab under the order (`by: 'class'`). A booking
 * still awaiting the choice can be refunded by hand (the customer phoned), a refused refund tried again.
 */
export function ClassChangesList({ changes, by }: { changes: AdminClassChange[]; by: 'buyer' | 'class' }) {
  const refund = useRefundClassChange();
  const act = async (change: AdminClassChange) => {
    try {
      const after = await refund.mutateAsync(change.id);
      toast({
        title: after.state === 'refunded' ? 'Refunded' : 'Refund not made',
        description: `Order #${change.orderId}: ${classChangeStatus(after, 'admin')}.`,
        variant: after.state === 'refunded' ? 'success' : 'destructive',
      });
    } catch (err) {
      toast({
        title: 'Refund failed',
        description: messageOf(err, 'The refund could not be made. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  if (!changes.length) return <p className="mt-2 text-[15px] text-cocoa">Nobody had booked it.</p>;
  return (
    <ul className="mt-2 space-y-2 text-[15px]" aria-label={by === 'buyer' ? 'Who chose what' : 'Cancelled classes'}>
      {changes.map((change) => (
        <li key={change.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-class-change={change.state}>
          <span className="[overflow-wrap:anywhere]">
            <span className="font-semibold">
              {by === 'buyer' ? `${change.buyerName} (order #${change.orderId})` : change.cancelled.title}
            </span>
            , {change.seats} {change.seats === 1 ? 'seat' : 'seats'}: {classChangeStatus(change, 'admin')}
          </span>
          {(change.state === 'awaiting' || change.state === 'refund_failed') && (
            <button
              type="button"
              className="btn-outline min-h-11 text-sm"
              disabled={refund.isPending}
              aria-label={`${change.state === 'awaiting' ? 'Refund now' : 'Try the refund again'}: order ${change.orderId}`}
              onClick={() => void act(change)}
            >
              {change.state === 'awaiting' ? 'Refund now' : 'Try the refund again'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
