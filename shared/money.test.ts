import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatPrice', () => {
  it('writes cents as US dollars, as Intl does in en-US', () => {
    for (const cents of [0, 1, 5, 10, 99, 100, 101, 1050, 6500, 99_999, 100_000, 123_456_789, -1, -500, -123_456]) {
      expect(formatPrice(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('reads as a baker expects', () => {
    expect(formatPrice(6500)).toBe('$65.00');
    expect(formatPrice(123_450)).toBe('$1,234.50');
    expect(formatPrice(-250)).toBe('-$2.50');
  });
});
