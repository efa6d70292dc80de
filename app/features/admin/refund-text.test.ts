import { describe, expect, it } from 'vitest';
import { policyReason, refundOutcome, refundText } from './refund-text';

describe('the refund as the admin reads it before cancelling', () => {
  it.each([
    [{ kind: 'full', amount: 13000 }, 'Full refund of $130.00'],
    [{ kind: 'credit', amount: 6500 }, 'Credit of $65.00 toward a future workshop'],
    [{ kind: 'none', amount: 0 }, 'No refund'],
  ] as const)('%j: %s', (refund, text) => expect(refundText(refund)).toBe(text));

  it.each([
    [1208.4, 'The class starts in 50 days: 72 hours or more before, a full refund.'],
    [72, 'The class starts in 72 hours: 72 hours or more before, a full refund.'],
    [71.9, 'The class starts in 71 hours: 24 to 72 hours before, a credit toward a future workshop.'],
    [24, 'The class starts in 24 hours: 24 to 72 hours before, a credit toward a future workshop.'],
    [23.5, 'The class starts in 23 hours: under 24 hours before, no refund.'],
    [-2, 'The class has already taken place: under 24 hours before a class, no refund.'],
    [null, 'The order has no class still to come.'],
  ])('%s hours before the class: %s', (hours, text) => expect(policyReason(hours)).toBe(text));
});

describe('what became of the money once an order is cancelled', () => {
  it.each([
    [
      { refund: { kind: 'full', amount: 13000 }, refundId: 're_1' },
      "Full refund of $130.00 sent back to the buyer's card.",
    ],
    [
      { refund: { kind: 'full', amount: 13000 }, refundId: null },
      "Full refund of $130.00 to give back from the payment provider's dashboard: no card payment is recorded with this order.",
    ],
    [{ refund: { kind: 'credit', amount: 6500 }, refundId: null }, 'Credit of $65.00 toward a future workshop.'],
    [{ refund: { kind: 'none', amount: 0 }, refundId: null }, 'No refund.'],
    [{ refund: null, refundId: null }, ''],
  ] as const)('%j: %s', (order, text) => expect(refundOutcome(order)).toBe(text));
});
