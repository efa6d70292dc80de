/**
 * docs/product.md#shop: one price everywhere, "$5/month introductory, then $19.99/month" (the
 * shop and the home page once named different ones).
 */
export const SUBSCRIPTION_PRICE_TEXT = '$5/month introductory, then $19.99/month';
export const SUBSCRIPTION_BENEFITS = [
  'Access to all video tutorials',
  'Exclusive subscriber-only content',
  'Early access to new classes and recipes',
  'Cancel anytime',
] as const;
