import { businessApi, pathOf } from '../../../shared/contracts';
import { adminKeys } from './admin-api';
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
