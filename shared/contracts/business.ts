import {
  adminClassesSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  cancelPreviewSchema,
  cancelResultSchema,
  classCancelPreviewSchema,
  classCancelResultSchema,
  classChangeRefundResultSchema,
  notifyResultSchema,
} from '../schemas/business';
import { defineApi } from './contract';

/** The baker's business in the admin area: orders, cancellations, rosters, workshop notices (docs/product.md#admin). */
export const businessApi = {
  orders: defineApi({
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
    query: adminOrdersQuerySchema,
    answer: adminOrdersPageSchema,
  }),
  cancelPreview: defineApi({
    method: 'GET',
    path: '/api/admin/orders/:id/cancel-preview',
    access: 'admin',
    answer: cancelPreviewSchema,
  }),
  cancel: defineApi({
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    access: 'admin',
    answer: cancelResultSchema,
  }),
  classes: defineApi({ method: 'GET', path: '/api/admin/classes', access: 'admin', answer: adminClassesSchema }),
  /** Answers a CSV file, not JSON. */
  roster: defineApi({ method: 'GET', path: '/api/admin/classes/:id/roster.csv', access: 'admin' }),
  notify: defineApi({
    method: 'POST',
    path: '/api/admin/workshops/:id/notify',
    access: 'admin',
    answer: notifyResultSchema,
  }),
  /** What cancelling a whole class would do now (docs/decisions/036-a-cancelled-class-asks-each-customer.md). */
  classCancelPreview: defineApi({
    method: 'GET',
    path: '/api/admin/classes/:id/cancel-preview',
    access: 'admin',
    answer: classCancelPreviewSchema,
  }),
  /** Cancels a whole class: it leaves the shop, and each booking is asked to choose (or refunded). */
  cancelClass: defineApi({
    method: 'POST',
    path: '/api/admin/classes/:id/cancel',
    access: 'admin',
    answer: classCancelResultSchema,
  }),
  /** Refunds one booking of a cancelled class now (the customer phoned), or tries a refused refund again. */
  refundClassChange: defineApi({
    method: 'POST',
    path: '/api/admin/class-changes/:id/refund',
    access: 'admin',
    answer: classChangeRefundResultSchema,
  }),
} as const;
