import type { Recipe } from '../../../shared/schemas/recipe';
import { formatAverage, ratingLabel, ratingText } from '../../../shared/rating';

/** A star, filled or in outline: the figures' mark and the review's stars. */
export function StarIcon({ filled = true, className = 'h-4 w-4' }: { filled?: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill={filled ? 'currentColor' : 'none'}>
      <path
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
      />
    </svg>
  );
}

/**
 * A recipe's approved ratings as cards and the page show them (docs/product.md#reviews): a star
 * and '4.5 (12)', said in full to a screen reader ('Rated 4.5 out of 5 by 12 bakers'). Nothing
 * while no rating is approved.
 */
export function RatingBadge({ rating, large = false }: { rating: Recipe['rating']; large?: boolean }) {
  if (!rating) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold text-ink ${large ? 'text-lg' : 'text-sm'}`}
      data-testid="rating"
      data-average={formatAverage(rating.average)}
    >
      <StarIcon className={`${large ? 'h-5 w-5' : 'h-4 w-4'} text-crust`} />
      <span className="sr-only">{ratingLabel(rating)}</span>
      <span aria-hidden="true">{ratingText(rating)}</span>
    </span>
  );
}
