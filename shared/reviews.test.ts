import { describe, expect, it } from 'vitest';
import { formatAverage, ratingLabel, ratingSummary, ratingText, topRatedScore } from './rating';
import { hasControlCharacters, REVIEW_MESSAGES, REVIEW_TEXT_MAX } from './reviews';
import { reviewBodySchema } from './schemas/reviews';

describe('the figures beside a title and on a card', () => {
  it('writes the average with one decimal and the count: "4.5 (12)", "5.0 (1)"', () => {
    expect(ratingText({ average: 4.5, count: 12 })).toBe('4.5 (12)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 (1)');
    expect(ratingText({ average: 3.5, count: 1234 })).toBe('3.5 (1,234)');
    expect(formatAverage(10 / 3)).toBe('3.3');
    expect(formatAverage(4.25)).toBe('4.3');
  });

  it('says them in words for a screen reader', () => {
    expect(ratingLabel({ average: 4.5, count: 12 })).toBe('Rated 4.5 out of 5 by 12 bakers');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('Rated 5.0 out of 5 by 1 baker');
  });

  it('is made from the approved count and sum, and is absent with none', () => {
    expect(ratingSummary(0, 0)).toBeUndefined();
    expect(ratingSummary(3, 10)).toEqual({ average: 3.33, count: 3 });
    expect(ratingSummary(2, 7)).toEqual({ average: 3.5, count: 2 });
  });
});

describe('the Top rated order', () => {
  it('puts forty ratings averaging 4.9 above one of 5 stars, and every rated recipe above an unrated one', () => {
    const many = topRatedScore({ average: 4.9, count: 40 });
    const one = topRatedScore({ average: 5, count: 1 });
    const poor = topRatedScore({ average: 1, count: 3 });
    expect(many).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(poor);
    expect(poor).toBeGreaterThan(topRatedScore(undefined));
    // Of two with the same average, more ratings come first.
    expect(topRatedScore({ average: 4.5, count: 12 })).toBeGreaterThan(topRatedScore({ average: 4.5, count: 2 }));
  });
});

describe('what a review may say', () => {
  it('takes line breaks, tabs, emoji and any script; refuses control characters and direction overrides', () => {
    expect(hasControlCharacters('Line one\nline two\r\n\ttabbed 🍞 ça 面包 خبز')).toBe(false);
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066'])
      expect(hasControlCharacters(`a${bad}b`)).toBe(true);
  });

  it('names the limit it keeps in its messages', () => {
    expect(REVIEW_MESSAGES.textTooLong).toContain(REVIEW_TEXT_MAX.toLocaleString('en-US'));
    expect(REVIEW_MESSAGES.replyTooLong).toContain(REVIEW_TEXT_MAX.toLocaleString('en-US'));
  });

  it('reads the form the same way the server does: rating 1-5, text optional, photo optional', () => {
    expect(reviewBodySchema.parse({ rating: 3 })).toEqual({ rating: 3, photo: null });
    expect(reviewBodySchema.safeParse({ rating: 3, text: 'x'.repeat(2001) }).success).toBe(false);
    expect(reviewBodySchema.safeParse({ rating: 3, photo: '/objects/review-' + 'a'.repeat(32) }).success).toBe(true);
    expect(reviewBodySchema.safeParse({ rating: 3, photo: '/objects/../../etc/passwd' }).success).toBe(false);
  });
});
