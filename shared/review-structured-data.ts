import { formatAverage } from './rating';

/** How many approved reviews a recipe's schema.org block carries (search engines read a few). */
export const JSON_LD_REVIEWS = 5;
import type { Recipe } from './schemas/recipe';
import type { PublicReview } from './schemas/reviews';

const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

/**
 * What a recipe's schema.org block says of its ratings (docs/product.md#reviews): an
 * `aggregateRating` with the average as the page shows it and the number of approved ratings,
 * and up to five approved `review` items, newest first: nothing at all before a rating is
 * approved (search engines refuse an empty or zero rating).
 */
export function ratingJsonLd(
  recipe: Pick<Recipe, 'rating'>,
  reviews: readonly PublicReview[] = [],
): Record<string, unknown> {
  if (!recipe.rating) return {};
  const shown = reviews.slice(0, JSON_LD_REVIEWS);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(formatAverage(recipe.rating.average)),
      ratingCount: recipe.rating.count,
      ...RATING_SCALE,
    },
    ...(shown.length
      ? {
          review: shown.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.submittedAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...RATING_SCALE },
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {}),
  };
}
