import { z } from 'zod';
import { ORDER_STATUSES, orderItemSchema, refundSchema } from './checkout';
import { adminClassChangeSchema, classDateSchema } from './class-change';

/**
 * The baker's business pages (docs/product.md#admin): orders, class rosters and cancellations.
 * Amounts are integer cents; dates ISO; `timeZone` is the bakery's IANA zone.
 */

export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

/** GET /api/admin/orders?page=1&pageSize=20 */
export const adminOrdersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1_000_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(ADMIN_ORDERS_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_ORDERS_MAX_PAGE_SIZE}`)
    .default(20),
});

export const adminOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  items: z.array(orderItemSchema),
  totalAmount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  refund: refundSchema.nullable(),
  /** The payment provider's refund when the money went back through it (null: none, or given back by hand). */
  refundId: z.string().nullable().optional(),
  /** Its bookings of classes the bakery cancelled, and what became of each (docs/decisions/036-a-cancelled-class-asks-each-customer.md). */
  classChanges: z.array(adminClassChangeSchema).optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Newest first. */
export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const rosterEntrySchema = z.object({
  name: z.string(),
  email: z.string(),
  seats: z.number().int(),
  orderId: z.number().int(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** GET /api/admin/classes: every bookable class, soonest first, with its paid bookings. */
export const adminClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  timeZone: z.string(),
  location: z.string(),
  spotsSold: z.number().int(),
  spotsLeft: z.number().int(),
  roster: z.array(rosterEntrySchema),
  /** When the baker cancelled it (null: it is on). */
  cancelledAt: z.string().nullable().optional(),
  /** A cancelled class's bookings: who was asked, and who chose what. */
  changes: z.array(adminClassChangeSchema).optional(),
});
export type AdminClass = z.infer<typeof adminClassSchema>;
export const adminClassesSchema = z.object({ classes: z.array(adminClassSchema) });

/**
 * GET /api/admin/orders/:id/cancel-preview: the refund the cancellation policy gives now
 * (72 h or more before the class: full; 24 to 72: credit; under 24 or digital: none), and the
 * hours left before the order's soonest class (null when it holds no class).
 */
export const cancelPreviewSchema = z.object({
  refund: refundSchema,
  hoursBeforeClass: z.number().nullable(),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;

/** POST /api/admin/orders/:id/cancel answers the updated order (409 when already cancelled). */
export const cancelResultSchema = adminOrderSchema;

/** POST /api/admin/workshops/:id/notify */
/** How many confirmed addresses were sent the notice, and how many sign-ups still wait for their confirmation. */
export const notifyResultSchema = z.object({
  sent: z.number().int().nonnegative(),
  unconfirmed: z.number().int().nonnegative().optional(),
});

/**
 * GET /api/admin/classes/:id/cancel-preview: what cancelling the whole class would do now: how
 * many bookings (orders) and seats it has, the other dates of the same class, and how many
 * bookings would be asked to choose (a date with room for their seats exists) or refunded at once.
 */
export const classCancelPreviewSchema = z.object({
  bookings: z.number().int(),
  seats: z.number().int(),
  askedToChoose: z.number().int(),
  refundedAtOnce: z.number().int(),
  otherDates: z.array(classDateSchema.extend({ spotsLeft: z.number().int() })),
});
export type ClassCancelPreview = z.infer<typeof classCancelPreviewSchema>;

/** POST /api/admin/classes/:id/cancel (409 when already cancelled). */
export const classCancelResultSchema = z.object({
  classId: z.number().int(),
  bookings: z.number().int(),
  askedToChoose: z.number().int(),
  refundedAtOnce: z.number().int(),
});
export type ClassCancelResult = z.infer<typeof classCancelResultSchema>;

/** POST /api/admin/class-changes/:id/refund: the booking after the admin's refund (or its retry). */
export const classChangeRefundResultSchema = adminClassChangeSchema;
