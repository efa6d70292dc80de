import type { PublicReview, ReviewPage } from '../../shared/schemas/reviews';
import { pageData } from './page-data';

/**
 * The first page of approved reviews a recipe page's HTML carried (docs/product.md#reviews), for
 * its first render in the browser (the server's render drew the same) and its schema.org block;
 * undefined on any other page, after the first navigation, or when the block is not for `slug`.
 * A shape check, not the schema: zod stays out of the recipe page's first load (decision 002).
 */
export function pageReviews(path: string, slug: string): ReviewPage | undefined {
  const block = pageData(path, 'reviews');
  if (!block || block.slug !== slug || !Array.isArray(block.reviews)) return undefined;
  const reviews = block.reviews.filter(isReviewShaped);
  const nextCursor = typeof block.nextCursor === 'string' ? block.nextCursor : null;
  return { reviews, nextCursor };
}

/** A review as the API sends it, by the types of its fields. */
export function isReviewShaped(value: unknown): value is PublicReview {
  const r = value as Record<string, unknown> | null;
  if (!r || typeof r !== 'object') return false;
  const reply = r.reply as Record<string, unknown> | null;
  return (
    Number.isSafeInteger(r.id) &&
    Number.isInteger(r.rating) &&
    typeof r.text === 'string' &&
    typeof r.author === 'string' &&
    typeof r.submittedAt === 'string' &&
    (r.photo === null || typeof r.photo === 'string') &&
    (reply === null || (typeof reply === 'object' && typeof reply.text === 'string' && typeof reply.at === 'string'))
  );
}
