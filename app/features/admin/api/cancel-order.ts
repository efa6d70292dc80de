import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { businessApi, pathOf } from '../../../../shared/contracts';
import { messageOf } from '../../../data/api';
import { toast } from '../../../components/ui/toast-store';
import { adminKeys, adminRequest, isAuthFailure, toastSessionExpired, SENT_WHEN_ASKED } from '../admin-api';
import { refundOutcome } from '../refund-text';

/** POST /api/admin/orders/:id/cancel: the order as cancelled, with its refund. */
export async function cancelOrder(orderId: number) {
  return businessApi.cancel.answer.parse(
    await adminRequest(businessApi.cancel.method, pathOf(businessApi.cancel, { id: orderId })),
  );
}

/**
 * Cancels an order (docs/product.md#admin): its seats go back on sale, the toast says the refund,
 * and the lists and the shop's spots are read anew, cancelled or not. An ended session goes to the
 * login.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: cancelOrder,
    onSuccess: (updated, orderId) =>
      toast({
        title: 'Order cancelled',
        description: `Order #${orderId} is cancelled and its seats are back on sale. ${refundOutcome(updated)}`.trim(),
        variant: 'success',
      }),
    onError: (err) => {
      if (isAuthFailure(err)) {
        toastSessionExpired();
        void navigate('/admin/login', { replace: true });
        return;
      }
      toast({
        title: 'Cancel failed',
        description: messageOf(err, 'The order could not be cancelled. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
        queryClient.invalidateQueries({ queryKey: ['/api/shop/workshops'] }),
      ]),
  });
}
