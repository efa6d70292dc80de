import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { businessApi, pathOf } from '../../../../shared/contracts';
import { adminKeys, adminRequest, isAuthFailure, toastSessionExpired, SENT_WHEN_ASKED } from '../admin-api';

/** POST /api/admin/classes/:id/cancel: how many bookings were asked to choose, how many refunded. */
export async function cancelClass(classId: number) {
  return businessApi.cancelClass.answer.parse(
    await adminRequest(businessApi.cancelClass.method, pathOf(businessApi.cancelClass, { id: classId })),
  );
}

/** After a change to a class or its bookings: the lists and the shop's classes are read anew. */
export const refreshClassLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
    queryClient.invalidateQueries({ queryKey: ['/api/shop/workshops'] }),
  ]);

/**
 * Cancels a whole class (docs/product.md#admin,
 * docs/decisions/036-a-cancelled-class-asks-each-customer.md): it leaves the shop, each booking
 * is asked to choose (or refunded). The dialog says the outcome.
 */
export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: cancelClass,
    onSettled: () => refreshClassLists(queryClient),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}
