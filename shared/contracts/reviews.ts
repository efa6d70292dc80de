import { z } from 'zod';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  ownReviewAnswerSchema,
  ownReviewSchema,
  reviewBodySchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewPhotoSchema,
  reviewPhotoSetPolicySchema,
  reviewPhotoUrlSchema,
  reviewReplySchema,
} from '../schemas/reviews';
import { defineApi } from './contract';

/**
 * Ratings and reviews (docs/product.md#reviews): everyone reads the approved ones, a signed-in
 * baker writes, replaces or deletes her own (with a photo through the three upload calls, the PUT
 * being the admin's own signed PUT), and the admin moderates and replies. Reviews are online
 * only: no Idempotency-Key (posting again replaces the same review).
 */
export const reviewsApi = {
  list: defineApi({
    method: 'GET',
    path: '/api/recipes/:slug/reviews',
    access: 'none',
    query: reviewPageQuerySchema,
    answer: reviewPageSchema,
  }),
  mine: defineApi({
    method: 'GET',
    path: '/api/recipes/:slug/reviews/mine',
    access: 'user',
    answer: ownReviewAnswerSchema,
  }),
  /** 201 with the review, `status: 'pending'`; again replaces it (pending again). */
  submit: defineApi({
    method: 'POST',
    path: '/api/recipes/:slug/reviews',
    access: 'user',
    body: reviewBodySchema,
    answer: ownReviewSchema,
  }),
  /** Deletes the caller's own review of the recipe. */
  remove: defineApi({
    method: 'DELETE',
    path: '/api/recipes/:slug/reviews',
    access: 'user',
    answer: z.object({ deleted: z.literal(true) }),
  }),
  photoUploadUrl: defineApi({
    method: 'POST',
    path: '/api/reviews/photos/upload',
    access: 'user',
    answer: reviewPhotoUrlSchema,
  }),
  photoSetPolicy: defineApi({
    method: 'PUT',
    path: '/api/reviews/photos/set-policy',
    access: 'user',
    body: reviewPhotoSetPolicySchema,
    answer: reviewPhotoSchema,
  }),
  adminList: defineApi({
    method: 'GET',
    path: '/api/admin/reviews',
    access: 'admin',
    query: adminReviewQuerySchema,
    answer: adminReviewPageSchema,
  }),
  approve: defineApi({
    method: 'POST',
    path: '/api/admin/reviews/:id/approve',
    access: 'admin',
    answer: adminReviewSchema,
  }),
  reject: defineApi({
    method: 'POST',
    path: '/api/admin/reviews/:id/reject',
    access: 'admin',
    answer: adminReviewSchema,
  }),
  reply: defineApi({
    method: 'POST',
    path: '/api/admin/reviews/:id/reply',
    access: 'admin',
    body: reviewReplySchema,
    answer: adminReviewSchema,
  }),
} as const;
