/**
 * Photos of a bake in the journal (docs/product.md#recipes, docs/decisions/041-a-bake-becomes-a-review.md):
 * private to the baker, stored as her uploads, named in the entry by their upload's id.
 */

/** A bake photo's id: its upload's id (32 hex digits). */
export const BAKE_PHOTO_ID = /^[0-9a-f]{32}$/;

export const BAKE_PHOTO_LIMITS = {
  /** Photos one bake holds. */
  perBake: 3,
  /** Photos of bakes one account keeps stored (3 on each of 100 bakes). */
  perAccount: 300,
  /** Photos waiting on one device to be sent (taken offline): each at most 10 MB. */
  waitingOnDevice: 30,
} as const;

export const BAKE_PHOTO_MESSAGES = {
  accountFull: `You keep at most ${BAKE_PHOTO_LIMITS.perAccount} photos of your bakes. Remove some from older bakes to add more.`,
  notFound: 'Photo not found',
} as const;
