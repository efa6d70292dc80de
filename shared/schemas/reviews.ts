import { z } from 'zod';
import { REVIEW_MESSAGES, REVIEW_PAGE, REVIEW_TEXT_MAX, hasControlCharacters } from '../reviews';

/**
 * Ratings and reviews (docs/product.md#reviews): what a signed-in baker sends, what everyone
 * reads (approved only), and what the admin moderates. One schema per call, shared by the form and
 * the server, so both say the same thing about the same field.
 */

/** A review's text or the baker's reply: at most 2,000 characters, no control characters (line breaks are fine). */
const reviewText = (messages: { tooLong: string; control: string }) =>
  z
    .string({ error: messages.tooLong })
    .max(REVIEW_TEXT_MAX, messages.tooLong)
    .refine((text) => !hasControlCharacters(text), messages.control)
    // One kind of line break, and no blank run at either end.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim());

/** A photo's address as the photo upload answers it (`PUT /api/reviews/photos/set-policy`). */
export const REVIEW_PHOTO_PATH = /^\/objects\/review-[0-9a-f]{32}$/;

/** POST /api/recipes/:slug/reviews */
export const reviewBodySchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  text: reviewText({ tooLong: REVIEW_MESSAGES.textTooLong, control: REVIEW_MESSAGES.textControl }).optional(),
  photo: z
    .string({ error: REVIEW_MESSAGES.photo })
    .regex(REVIEW_PHOTO_PATH, REVIEW_MESSAGES.photo)
    .nullish()
    .transform((v) => v ?? null),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** POST /api/admin/reviews/:id/reply: an empty reply takes the reply away. */
export const reviewReplySchema = z.object({
  text: reviewText({ tooLong: REVIEW_MESSAGES.replyTooLong, control: REVIEW_MESSAGES.replyControl }),
});

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** `?limit&cursor`: a page of a list newest first; the cursor is the previous page's `nextCursor`. */
export const reviewPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${REVIEW_PAGE.max}` })
    .int(`limit must be a whole number from 1 to ${REVIEW_PAGE.max}`)
    .min(1, `limit must be a whole number from 1 to ${REVIEW_PAGE.max}`)
    .max(REVIEW_PAGE.max, `limit must be a whole number from 1 to ${REVIEW_PAGE.max}`)
    .default(REVIEW_PAGE.default),
  cursor: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/, 'cursor must be the nextCursor of a previous page')
    .optional(),
});

/** GET /api/admin/reviews?status=pending|approved|rejected */
export const adminReviewQuerySchema = reviewPageQuerySchema.extend({
  status: reviewStatusSchema.default('pending'),
});

const reply = z.object({ text: z.string(), at: z.string() }).nullable();

/** A review as everyone may read it: the reviewer by display name only (docs/product.md#reviews). */
export const publicReviewSchema = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  photo: z.string().nullable(),
  author: z.string(),
  submittedAt: z.string(),
  reply,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The signed-in baker's own review of a recipe, whatever its status. */
export const ownReviewSchema = publicReviewSchema.extend({ status: reviewStatusSchema });
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewAnswerSchema = z.object({ review: ownReviewSchema.nullable() });

/** A review in the admin's Reviews tab: its recipe, its reviewer's account name and its state. */
export const adminReviewSchema = ownReviewSchema.extend({
  username: z.string(),
  recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** POST /api/reviews/photos/upload answers a signed URL; PUT .../set-policy the stored photo's path. */
export const reviewPhotoUrlSchema = z.object({ uploadURL: z.string() });
export const reviewPhotoSetPolicySchema = z.object({
  uploadURL: z.string({ error: 'uploadURL is required' }).min(1, 'uploadURL is required').max(2000),
});
export const reviewPhotoSchema = z.object({ photo: z.string() });
