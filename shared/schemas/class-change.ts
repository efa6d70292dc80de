import { z } from 'zod';

/**
 * A booking of a class the baker cancelled (docs/product.md#shop, docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * what the customer was offered and chose. Amounts are integer cents, dates ISO, `timeZone` the
 * bakery's IANA zone.
 */

export const CLASS_CHANGE_STATES = ['awaiting', 'moved', 'refund_due', 'refunded', 'refund_failed'] as const;
export type ClassChangeState = (typeof CLASS_CHANGE_STATES)[number];
/** Who decided: the customer, the admin (refunded by hand), the deadline, or nothing to choose from. */
export const CLASS_CHANGE_DECIDERS = ['customer', 'admin', 'deadline', 'no-other-date'] as const;
export type ClassChangeDecider = (typeof CLASS_CHANGE_DECIDERS)[number];

/** One date of a class: when and where. */
export const classDateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  timeZone: z.string(),
  location: z.string(),
});
export type ClassDate = z.infer<typeof classDateSchema>;

/** As the buyer reads it in the dashboard (GET /api/orders) and the admin in the Orders tab. */
export const classChangeSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** The date the bakery cancelled. */
  cancelled: classDateSchema,
  seats: z.number().int(),
  /** What those seats cost: the full refund. */
  amount: z.number().int(),
  state: z.enum(CLASS_CHANGE_STATES),
  decidedBy: z.enum(CLASS_CHANGE_DECIDERS).nullable(),
  /** Until when the customer may choose (null when there was nothing to choose). */
  chooseBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The date the seats moved to. */
  movedTo: classDateSchema.nullable(),
});
export type ClassChange = z.infer<typeof classChangeSchema>;

/** The admin's view adds who booked, the provider's refund and why a refund has not gone through yet. */
export const adminClassChangeSchema = classChangeSchema.extend({
  buyerName: z.string(),
  buyerEmail: z.string(),
  refundId: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AdminClassChange = z.infer<typeof adminClassChangeSchema>;

const token = z
  .string({ error: 'token is required' })
  .min(1, 'token is required')
  .max(200, 'token must be at most 200 characters');

/** GET /api/class-change?token=...: the page's question. */
export const classChangeQuerySchema = z.object({ token });

export const classChangeOfferSchema = z.object({
  name: z.string(),
  orderId: z.number().int(),
  seats: z.number().int(),
  amount: z.number().int(),
  /** The card the refund goes back to. */
  cardLast4: z.string(),
  cancelled: classDateSchema,
  chooseBy: z.string(),
  /** The other dates of the same class, soonest first, with the spots they have now. */
  dates: z.array(classDateSchema.extend({ spotsLeft: z.number().int() })),
});
export type ClassChangeOffer = z.infer<typeof classChangeOfferSchema>;

/** POST /api/class-change: the customer's choice. */
export const classChangeChoiceSchema = z.discriminatedUnion(
  'choice',
  [
    z.object({ token, choice: z.literal('refund') }),
    z.object({
      token,
      choice: z.literal('move'),
      classId: z
        .number({ error: 'classId must be a number' })
        .int('classId must be a whole number')
        .positive('classId must be positive')
        .max(2 ** 53 - 1),
    }),
  ],
  { error: "choice must be 'refund' or 'move'" },
);
export type ClassChangeChoice = z.infer<typeof classChangeChoiceSchema>;

export const classChangeDoneSchema = z.object({
  message: z.string(),
  state: z.enum(CLASS_CHANGE_STATES),
});
export type ClassChangeDone = z.infer<typeof classChangeDoneSchema>;
