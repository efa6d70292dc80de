import { z } from 'zod';
import { reviewPhotoSchema, reviewPhotoSetPolicySchema, reviewPhotoUrlSchema } from '../schemas/reviews';
import { defineApi } from './contract';

/**
 * A bake's photos (docs/decisions/041-a-bake-becomes-a-review.md): the three upload calls of a
 * review's photo (the PUT being the same signed PUT), but stored privately: read only by their
 * owner, never under /objects. Posting the bake as a review makes the review its own public copy.
 */
export const bakePhotosApi = {
  uploadUrl: defineApi({
    method: 'POST',
    path: '/api/me/bake-photos/upload',
    access: 'user',
    answer: reviewPhotoUrlSchema,
  }),
  /** Stores the upload re-encoded (no EXIF); answers the photo's id for the journal entry. */
  setPolicy: defineApi({
    method: 'PUT',
    path: '/api/me/bake-photos/set-policy',
    access: 'user',
    body: reviewPhotoSetPolicySchema,
    answer: z.object({ id: z.string() }),
  }),
  /** The photo at 400, 800 or 1200 pixels wide (WebP), to its owner only: `private, no-store`. */
  read: defineApi({ method: 'GET', path: '/api/me/bake-photos/:id/:width', access: 'user' }),
  remove: defineApi({
    method: 'DELETE',
    path: '/api/me/bake-photos/:id',
    access: 'user',
    answer: z.object({ deleted: z.literal(true) }),
  }),
  /** A public copy for the baker's review of the recipe: answers its review photo's path. */
  reviewCopy: defineApi({
    method: 'POST',
    path: '/api/me/bake-photos/:id/review-copy',
    access: 'user',
    answer: reviewPhotoSchema,
  }),
};
