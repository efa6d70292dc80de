/**
 * Ratings and reviews (docs/product.md#reviews): the rules and words both sides share. The server
 * enforces every one of them; the form says the same before it sends.
 */

/** A review's text, and the baker's reply, at most this many characters (as a text field counts them). */
export const REVIEW_TEXT_MAX = 2000;

/** Pages of reviews: the recipe page's first page, and the largest a caller may ask for. */
export const REVIEW_PAGE = { default: 10, max: 50 } as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  textTooLong: 'Your review can be at most 2,000 characters',
  textControl: 'Your review contains characters that cannot be shown (control characters)',
  replyTooLong: 'A reply can be at most 2,000 characters',
  replyControl: 'The reply contains characters that cannot be shown (control characters)',
  photo: 'photo must be the address of a photo uploaded for a review',
  /** After posting: nothing is public before the baker approves it. */
  thanks: 'Thanks! Your review will appear once the baker has read it.',
  offline: 'Posting a review needs a connection. What you wrote is kept here; send it once you are back online.',
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
