import {
  adminClassesSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  cancelPreviewSchema,
  cancelResultSchema,
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
} as const;
