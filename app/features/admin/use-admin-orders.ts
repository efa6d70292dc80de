import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessApi, pathOf } from '../../../shared/contracts';
import { apiFetch } from '../../data/api';
import { AdminTokenMissing, adminKeys, adminRequest, isAuthFailure, toastSessionExpired } from './admin-api';
import { clearAdminSession, getAdminToken } from './admin-session';
import { useAdminQuery } from './use-admin-query';

/** Orders per page of the Orders tab. */
export const ORDERS_PAGE_SIZE = 20;

/** docs/product.md#admin: the orders, newest first, one page at a time. */
export const useAdminOrders = (page: number) =>
  useAdminQuery(
    adminKeys.ordersPage(page),
    `${businessApi.orders.path}?page=${page}&pageSize=${ORDERS_PAGE_SIZE}`,
    (raw) => businessApi.orders.answer.parse(raw),
  );

/** Every class with its seats and roster. */
export const useAdminClasses = () =>
  useAdminQuery(adminKeys.classes, businessApi.classes.path, (raw) => businessApi.classes.answer.parse(raw).classes);

/**
 * The refund the cancellation policy gives if the order were cancelled now
 * (docs/product.md#shop): read when the confirmation opens, never kept, since it changes with time.
 */
export const useCancelPreview = (orderId: number | null) =>
  useAdminQuery(
    adminKeys.cancelPreview(orderId ?? 0),
    pathOf(businessApi.cancelPreview, { id: orderId ?? 0 }),
    (raw) => businessApi.cancelPreview.answer.parse(raw),
    orderId !== null,
  );

/** Cancels an order: its seats go back on sale, the lists and the shop's spots are read anew. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) =>
      businessApi.cancel.answer.parse(
        await adminRequest(businessApi.cancel.method, pathOf(businessApi.cancel, { id: orderId })),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.classes }),
        queryClient.invalidateQueries({ queryKey: ['/api/shop/workshops'] }),
      ]),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}

/** 'Registration is open' to everyone who asked about a workshop (each address once). */
export function useNotifyWorkshop() {
  return useMutation({
    mutationFn: async (workshopId: number) =>
      businessApi.notify.answer.parse(
        await adminRequest(businessApi.notify.method, pathOf(businessApi.notify, { id: workshopId })),
      ),
    onError: (err) => isAuthFailure(err) && toastSessionExpired(),
  });
}

/**
 * A class's roster as CSV, for printing. Fetched with the bearer token (a plain link would not
 * send it) and handed to the browser as a file.
 */
export async function downloadRosterCsv(classId: number): Promise<void> {
  const token = getAdminToken();
  if (!token) throw new AdminTokenMissing();
  const response = await apiFetch(businessApi.roster.method, pathOf(businessApi.roster, { id: classId }), undefined, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch((err: unknown) => {
    if (isAuthFailure(err)) clearAdminSession();
    throw err;
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `roster-${classId}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
