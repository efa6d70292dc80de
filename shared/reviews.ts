/**
 * Ratings and reviews (docs/product.md#reviews): the rules and words both sides share. The server
 * enforces every one of them; the form says the same before it sends.
 */

/** A review's text, and the baker's reply, at most this many characters (as a text field counts them). */
export const REVIEW_TEXT_MAX = 2000;

/** Pages of reviews: the recipe page's first page, and the largest a caller may ask for. */
export const REVIEW_PAGE = { default: 10, max: 50 } as const;

/** How many approved reviews a recipe's schema.org block carries (search engines read a few). */
export const JSON_LD_REVIEWS = 5;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
  textControl: 'Your review contains characters that cannot be shown (control characters)',
  replyTooLong: `A reply can be at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
  replyControl: 'The reply contains characters that cannot be shown (control characters)',
  photo: 'photo must be the address of a photo uploaded for a review',
  /** After posting: nothing is public before the baker approves it. */
  thanks: 'Thanks! Your review will appear once the baker has read it.',
  offline: 'Posting a review needs a connection. What you wrote is kept here; send it once you are back online.',
  signIn: 'Please sign in to rate this recipe.',
} as const;

/**
 * Control characters (Unicode Cc) but tab and line breaks, and the bidirectional overrides and
 * isolates, which make text read differently from what it says.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
  }
  return false;
}

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
