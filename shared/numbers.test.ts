import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes a count as toLocaleString en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, -1_000_000]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('puts commas between every three digits', () => {
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(2_500_000)).toBe('2,500,000');
  });

  it('leaves a number with a fraction to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
