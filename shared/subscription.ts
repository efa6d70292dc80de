/**
 * docs/product.md#shop: the spec advertises $5/month on the shop and $19.99/month on the home page;
 * the product shows one reconciled price everywhere.
 */
export const SUBSCRIPTION_PRICE_TEXT = '$5/month introductory, then $19.99/month';
export const SUBSCRIPTION_BENEFITS = [
  'Access to all video tutorials',
  'Exclusive subscriber-only content',
  'Early access to new classes and recipes',
  'Cancel anytime',
] as const;
