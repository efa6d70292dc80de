import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessApi, pathOf } from '../../../shared/contracts';
import { adminKeys, adminRequest, isAuthFailure, toastSessionExpired } from './admin-api';
import { useAdminQuery } from './use-admin-query';

/**
 * Cancelling a whole class (docs/product.md#admin, docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * what it would do, read when the confirmation opens (who is asked, who is refunded at once).
 */
export const useClassCancelPreview = (classId: number | null) =>
  useAdminQuery(
    ['admin', 'class-cancel-preview', classId ?? 0],
    pathOf(businessApi.classCancelPreview, { id: classId ?? 0 }),
    (raw) => businessApi.classCancelPreview.answer.parse(raw),
    classId !== null,
  );

/** After a change to a class or its bookings: the lists and the shop's classes are read anew. */
const refreshAfter = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
    queryClient.invalidateQueries({ queryKey: ['/api/shop/workshops'] }),
  ]);

/** Cancels the class: it leaves the shop, each booking is asked to choose (or refunded). */
export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (classId: number) =>
      businessApi.cancelClass.answer.parse(
        await adminRequest(businessApi.cancelClass.method, pathOf(businessApi.cancelClass, { id: classId })),
      ),
    onSettled: () => refreshAfter(queryClient),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}

/** Refunds one booking of a cancelled class now (the customer phoned), or tries a refused refund again. */
export function useRefundClassChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changeId: number) =>
      businessApi.refundClassChange.answer.parse(
        await adminRequest(
          businessApi.refundClassChange.method,
          pathOf(businessApi.refundClassChange, { id: changeId }),
        ),
      ),
    onSettled: () => refreshAfter(queryClient),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}
