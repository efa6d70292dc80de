import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessApi, pathOf } from '../../../../shared/contracts';
import { adminRequest, isAuthFailure, toastSessionExpired, SENT_WHEN_ASKED } from '../admin-api';
import { refreshClassLists } from './cancel-class';

/** POST /api/admin/class-changes/:id/refund: the booking's choice, now refunded. */
export async function refundClassChange(changeId: number) {
  return businessApi.refundClassChange.answer.parse(
    await adminRequest(businessApi.refundClassChange.method, pathOf(businessApi.refundClassChange, { id: changeId })),
  );
}

/** Refunds one booking of a cancelled class now (the customer phoned), or tries a refused refund again. */
export function useRefundClassChange() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: refundClassChange,
    onSettled: () => refreshClassLists(queryClient),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}
