import { checkoutResponseSchema, checkoutSchema, orderListSchema } from '../schemas/checkout';
import { defineApi } from './contract';

/** Paying for the cart and the orders of an account (docs/product.md#checkout). */
export const checkoutApi = {
  pay: defineApi({
    method: 'POST',
    path: '/api/checkout',
    access: 'optional-user',
    body: checkoutSchema,
    answer: checkoutResponseSchema,
    idempotency: 'checkout',
  }),
  /** What became of a payment whose answer never came (docs/decisions/003). */
  attempt: defineApi({
    method: 'GET',
    path: '/api/checkout/attempts/:key',
    access: 'optional-user',
    answer: checkoutResponseSchema,
  }),
  orders: defineApi({ method: 'GET', path: '/api/orders', access: 'user', answer: orderListSchema }),
} as const;
