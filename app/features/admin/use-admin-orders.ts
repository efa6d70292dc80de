import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminClassesSchema,
  adminOrdersPageSchema,
  cancelPreviewSchema,
  cancelResultSchema,
  notifyResultSchema,
} from '../../../shared/schemas/business';
import { apiFetch } from '../../data/api';
import { AdminTokenMissing, adminKeys, adminRequest, isAuthFailure, toastSessionExpired } from './admin-api';
import { clearAdminSession, getAdminToken } from './admin-session';
import { useAdminQuery } from './use-admin-query';

/** Orders per page of the Orders tab. */
export const ORDERS_PAGE_SIZE = 20;

/** docs/product.md#admin: the orders, newest first, one page at a time. */
export const useAdminOrders = (page: number) =>
  useAdminQuery(adminKeys.ordersPage(page), `/api/admin/orders?page=${page}&pageSize=${ORDERS_PAGE_SIZE}`, (raw) =>
    adminOrdersPageSchema.parse(raw),
  );

/** Every class with its seats and roster. */
export const useAdminClasses = () =>
  useAdminQuery(adminKeys.classes, '/api/admin/classes', (raw) => adminClassesSchema.parse(raw).classes);

/**
 * The refund the cancellation policy gives if the order were cancelled now
 * (docs/product.md#shop): read when the confirmation opens, never kept, since it changes with time.
 */
export const useCancelPreview = (orderId: number | null) =>
  useAdminQuery(
    adminKeys.cancelPreview(orderId ?? 0),
    `/api/admin/orders/${orderId ?? 0}/cancel-preview`,
    (raw) => cancelPreviewSchema.parse(raw),
    orderId !== null,
  );

/** Cancels an order: its seats go back on sale, the lists and the shop's spots are read anew. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) =>
      cancelResultSchema.parse(await adminRequest('POST', `/api/admin/orders/${orderId}/cancel`)),
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
      notifyResultSchema.parse(await adminRequest('POST', `/api/admin/workshops/${workshopId}/notify`)),
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
  const response = await apiFetch('GET', `/api/admin/classes/${classId}/roster.csv`, undefined, {
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
