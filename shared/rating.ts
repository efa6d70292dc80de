/**
 * A recipe's approved ratings as cards, the page and the list's order read them
 * (docs/product.md#reviews). Apart from shared/reviews.ts so the cards' first load carries only this.
 */

/** A recipe's approved ratings, as the recipe carries them (`recipe.rating`). */
export interface RatingSummary {
  average: number;
  count: number;
}

/** The summary from the stored count and sum; undefined with no approved rating. */
export function ratingSummary(count: number, sum: number): RatingSummary | undefined {
  if (count <= 0) return undefined;
  return { average: Math.round((sum / count) * 100) / 100, count };
}

/** '4.5': the average as cards and the page show it, one decimal always ('5.0'). */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** '4.5 (12)' beside a title and on a card. */
export function ratingText({ average, count }: RatingSummary): string {
  return `${formatAverage(average)} (${count.toLocaleString('en-US')})`;
}

/** What a screen reader says for it: 'Rated 4.5 out of 5 by 12 bakers'. */
export function ratingLabel({ average, count }: RatingSummary): string {
  return `Rated ${formatAverage(average)} out of 5 by ${count.toLocaleString('en-US')} ${count === 1 ? 'baker' : 'bakers'}`;
}

/**
 * The 'Top rated' order's score: the average pulled toward 3 stars as if each recipe had two
 * more ratings of 3, so one 5-star rating does not outrank forty that average 4.9 (a Bayesian
 * average). Recipes without a rating have no score and come after every rated one.
 */
export const TOP_RATED_PRIOR = { count: 2, stars: 3 } as const;

export function topRatedScore(summary: RatingSummary | undefined): number {
  if (!summary) return Number.NEGATIVE_INFINITY;
  const { count, stars } = TOP_RATED_PRIOR;
  return (summary.average * summary.count + count * stars) / (summary.count + count);
}
