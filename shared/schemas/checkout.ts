import { z } from 'zod';
import {
  CHECKOUT_FIELD_NAMES,
  CHECKOUT_MAX_LENGTHS,
  CHECKOUT_MESSAGES,
  COUNTRY_CODES,
  EXPIRY_PATTERN,
  cardDigits,
  expiryError,
  luhnValid,
  notOneLineMessage,
  postalCodeError,
  tooLongMessage,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
  type CheckoutTextField,
} from './checkout-fields';
import { CART_MAX_QUANTITY } from '../cart';
import { breaksOneLine } from '../one-line';
import { SIMPLE_EMAIL_PATTERN } from '../survey';
import { classChangeSchema } from './class-change';

/** A required text field of the billing form, with the form's own limit and messages. */
const required = (field: Exclude<CheckoutTextField, 'email'>) => {
  const missing = `${CHECKOUT_FIELD_NAMES[field]} is required`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(CHECKOUT_MAX_LENGTHS[field], tooLongMessage(field))
    .refine((v) => !breaksOneLine(v), notOneLineMessage(field));
};

/**
 * docs/product.md#checkout (Order): one line of the checkout payload. Prices are integer cents. Each check
 * has its own message: the `error` given to z.number would otherwise stand in for all of them.
 */
export const checkoutItemSchema = z.object({
  type: z.enum(['video', 'class', 'workshop'], { error: "type must be 'video', 'class' or 'workshop'" }),
  id: z.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive'),
  title: z.string().max(300),
  price: z
    .number({ error: 'price must be a number of cents' })
    .int('price must be whole cents')
    .nonnegative('price must not be negative'),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** The billing fields, each on its own (an order read back is parsed with these alone). */
const shippingFields = z.object({
  name: required('name'),
  // 'Email is invalid' for a missing or malformed one, then its length (docs/product.md#checkout).
  email: z
    .string()
    .trim()
    .regex(SIMPLE_EMAIL_PATTERN, CHECKOUT_MESSAGES.email)
    .max(CHECKOUT_MAX_LENGTHS.email, tooLongMessage('email')),
  address: required('address'),
  city: required('city'),
  state: required('state'),
  zipCode: required('zipCode'),
  country: z.enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` }),
});

type Billing = { zipCode: string; country: (typeof COUNTRY_CODES)[number] };
const billingOf = (value: unknown): Partial<Record<keyof Billing, unknown>> =>
  typeof value === 'object' && value !== null ? value : {};
/**
 * The postal code fits the country (docs/product.md#checkout). Checked whenever the code itself
 * passed its own checks and the country is one of the list, whatever the other fields hold, so the
 * form shows every message at once.
 */
const postalCodeFits = (v: Billing) => postalCodeError(v.zipCode, v.country) === undefined;
const postalCodeIssue = {
  path: ['zipCode'],
  error: (issue: { input?: unknown }) => {
    const { zipCode, country } = billingOf(issue.input) as Billing;
    return postalCodeError(zipCode, country);
  },
  when: ({ value }: { value: unknown }) => {
    const { zipCode, country } = billingOf(value);
    if (typeof zipCode !== 'string' || !COUNTRY_CODES.includes(country as Billing['country'])) return false;
    return shippingFields.shape.zipCode.safeParse(zipCode).success;
  },
};

/** The buyer's billing details, as the server takes them and the form checks them. */
export const shippingInfoSchema = shippingFields.refine(postalCodeFits, postalCodeIssue);
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/**
 * The checkout form (docs/product.md#checkout): the server's billing fields and their postal-code
 * refinement, with the card fields only the browser sees (the server gets the last four digits and
 * the expiry, checked again there: paymentInfoSchema and the route's expiry check). An expiry is
 * judged at `now`.
 */
export const checkoutFormSchema = (now: Date) =>
  shippingFields
    .extend({
      cardNumber: z
        .string()
        .refine((v) => /^\d{16}$/.test(cardDigits(v)), { message: CHECKOUT_MESSAGES.cardNumber, abort: true })
        .refine(luhnValid, CHECKOUT_MESSAGES.cardChecksum),
      expiryDate: z.string().check((ctx) => {
        const message = expiryError(ctx.value, now);
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
      }),
      cvc: z
        .string()
        .trim()
        .regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvc),
    })
    .refine(postalCodeFits, postalCodeIssue);

/** The form's messages, the first one per field; an empty object means it may be sent. */
export function checkoutFormErrors(values: CheckoutFormValues, now: Date = new Date()): CheckoutErrors {
  const result = checkoutFormSchema(now).safeParse(values);
  const errors: CheckoutErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * docs/product.md#checkout: only the last four digits and the expiry. Strict: a body that carries a card
 * number, CVC or anything else in paymentInfo is refused, never stored.
 */
export const paymentInfoSchema = z.strictObject(
  {
    cardLast4: z.string().regex(/^\d{4}$/, 'cardLast4 must be exactly the last 4 digits of the card'),
    expiryDate: z.string().regex(EXPIRY_PATTERN, 'Expiry date must be in MM/YY format'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'paymentInfo may only hold cardLast4 and expiryDate' : undefined,
  },
);

/** docs/product.md#checkout: POST /api/checkout. Guests send userId 'guest-{timestamp}'. */
export const checkoutSchema = z.object({
  userId: z
    .union([z.string().trim().min(1).max(100), z.number().int().positive()], { error: 'userId is required' })
    .transform(String),
  /** Integer cents; must equal the server's own total. */
  totalAmount: z
    .number({ error: 'totalAmount must be a number of cents' })
    .int('totalAmount must be whole cents')
    .nonnegative('totalAmount must not be negative'),
  items: z
    .array(checkoutItemSchema, { error: 'items must be a list' })
    .min(1, 'The cart is empty')
    .max(50, 'At most 50 lines per order'),
  shippingInfo: shippingInfoSchema,
  paymentInfo: paymentInfoSchema,
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutPayload = z.infer<typeof checkoutSchema>;

/**
 * GET /api/orders (signed in): a list of these, newest first (docs/architecture.md#api, docs/product.md#accounts: the
 * dashboard's Purchases and Classes tabs). Prices are integer cents as charged; class lines
 * carry the class's date, location and the bakery's time zone (null when the class no longer
 * exists, and for videos).
 */
export const orderItemSchema = z.object({
  type: z.enum(['video', 'class', 'workshop']),
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  date: z.string().nullable(),
  location: z.string().nullable(),
  timeZone: z.string().nullable(),
});

/** docs/product.md#shop (cancellation policy): what a cancelled order gave back, in cents. */
export const REFUND_KINDS = ['full', 'credit', 'none'] as const;
export const refundSchema = z.object({ kind: z.enum(REFUND_KINDS), amount: z.number().int().nonnegative() });
export type Refund = z.infer<typeof refundSchema>;
export const ORDER_STATUSES = ['paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  id: z.number().int(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
  // As stored: an order placed before a rule was added still reads.
  shippingInfo: shippingFields,
  paymentInfo: z.object({ cardLast4: z.string(), expiryDate: z.string() }),
  items: z.array(orderItemSchema),
  status: z.enum(ORDER_STATUSES),
  /** null while the order stands; set when it was cancelled. */
  refund: refundSchema.nullable(),
  /** Its bookings of classes the bakery cancelled: what the buyer was asked, and chose. */
  classChanges: z.array(classChangeSchema).optional(),
});
export const orderListSchema = z.array(orderSchema);
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * 201 answer of POST /api/checkout: the order number and what was booked (class lines with
 * date, place and zone), as the confirmation e-mail says it.
 */
export const checkoutResponseSchema = z.object({
  orderId: z.number().int().positive(),
  totalAmount: z.number().int(),
  items: z.array(orderItemSchema),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Why the payment provider refused the card (402), as the common test cards behave. */
export const PAYMENT_REFUSAL_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'invalid_card'] as const;
export type PaymentRefusalCode = (typeof PAYMENT_REFUSAL_CODES)[number];
export const PAYMENT_REFUSAL_MESSAGES: Record<PaymentRefusalCode, string> = {
  card_declined: 'Your card was declined. Please use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  expired_card: 'Your card has expired. Please use a different card.',
  invalid_card: 'Your card number is not valid. Please check it or use a different card.',
};

/** 402 answer of POST /api/checkout: nothing was booked or stored. */
export const paymentRefusalSchema = z.object({
  message: z.string(),
  code: z.enum(PAYMENT_REFUSAL_CODES),
});
export type PaymentRefusal = z.infer<typeof paymentRefusalSchema>;
