import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { AdminOrder } from '../../../shared/schemas/business';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { useCancelOrder } from './api/cancel-order';
import { policyReason, refundText } from './refund-text';
import { useCancelPreview } from './use-admin-orders';

/**
 * Cancel an order: the refund the cancellation policy gives at this moment is read from the
 * server and shown before the admin confirms (docs/product.md#admin).
 */
export function OrderCancelDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const preview = useCancelPreview(order?.id ?? null);
  const cancel = useCancelOrder();
  const confirm = () => {
    if (!order || !preview.data) return;
    cancel.mutate(order.id, { onSettled: onClose });
  };
  return (
    <AlertDialog.Root open={order !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onKeyDown={closeOnEscape(() => !cancel.isPending && onClose())}
          className="card fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl">Cancel order #{order?.id}?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-2 text-cocoa">
              <p>
                {order?.buyerName}&rsquo;s seats go back on sale at once, and {order?.buyerName} is e-mailed what was
                cancelled and the refund. This cannot be undone.
              </p>
              <div role="status" aria-live="polite" data-testid="cancel-refund">
                {preview.isPending ? (
                  <p>Working out the refund…</p>
                ) : preview.data ? (
                  <>
                    <p className="font-semibold text-ink">Refund now: {refundText(preview.data.refund)}</p>
                    <p className="text-sm">{policyReason(preview.data.hoursBeforeClass)}</p>
                  </>
                ) : (
                  <p className="font-semibold text-berry-dark">
                    The refund could not be worked out. Check the connection and try again.
                  </p>
                )}
              </div>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline" disabled={cancel.isPending}>
              Keep order
            </AlertDialog.Cancel>
            <button
              type="button"
              className="btn-accent"
              disabled={!preview.data || preview.isFetching || cancel.isPending}
              onClick={confirm}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
