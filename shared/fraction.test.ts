import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  compare,
  div,
  equals,
  floor,
  fraction,
  fractionalPart,
  fromDecimalString,
  fromNumber,
  isInteger,
  mul,
  sub,
  toNumber,
} from './fraction';

describe('fraction', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(fraction(6, 8)).toEqual({ num: 3, den: 4 });
    expect(fraction(3, -6)).toEqual({ num: -1, den: 2 });
    expect(fraction(0, 5)).toEqual({ num: 0, den: 1 });
  });

  it('rejects a zero or fractional denominator', () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(1.5, 2)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies and divides exactly', () => {
    expect(add(fraction(1, 3), fraction(1, 6))).toEqual(fraction(1, 2));
    expect(sub(fraction(1, 2), fraction(1, 3))).toEqual(fraction(1, 6));
    expect(mul(fraction(2, 3), fraction(3, 4))).toEqual(fraction(1, 2));
    expect(div(fraction(1, 3), fraction(1, 48))).toEqual(fraction(16));
    expect(() => div(fraction(1), fraction(0))).toThrow(RangeError);
  });

  it('has no float drift where floats have some', () => {
    // 0.1 + 0.2 !== 0.3 in floats.
    expect(equals(add(fraction(1, 10), fraction(2, 10)), fraction(3, 10))).toBe(true);
    expect(mul(fraction(1, 3), fraction(3))).toEqual(fraction(1));
  });

  it('compares, floors and splits off the fractional part', () => {
    expect(compare(fraction(1, 3), fraction(1, 2))).toBeLessThan(0);
    expect(compare(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(floor(fraction(7, 4))).toBe(1);
    expect(fractionalPart(fraction(7, 4))).toEqual(fraction(3, 4));
    expect(isInteger(fraction(8, 4))).toBe(true);
    expect(toNumber(fraction(3, 8))).toBe(0.375);
  });
});

describe('fromNumber', () => {
  it('recovers the small fraction a float stands for', () => {
    expect(fromNumber(1 / 3)).toEqual(fraction(1, 3));
    expect(fromNumber(4 / 3)).toEqual(fraction(4, 3));
    expect(fromNumber(0.1)).toEqual(fraction(1, 10));
    expect(fromNumber(2.5)).toEqual(fraction(5, 2));
    expect(fromNumber(28.35)).toEqual(fraction(567, 20));
    expect(fromNumber(-0.75)).toEqual(fraction(-3, 4));
    expect(fromNumber(0)).toEqual(fraction(0));
  });

  it('respects the denominator bound', () => {
    expect(fromNumber(Math.PI, 100).den).toBeLessThanOrEqual(100);
    expect(fromNumber(Math.PI, 10)).toEqual(fraction(22, 7));
  });

  it('rejects infinities', () => {
    expect(() => fromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips any fraction with a small denominator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 1000 }), (n, d) =>
        equals(fromNumber(n / d), fraction(n, d)),
      ),
    );
  });
});

describe('fromDecimalString', () => {
  it('reads decimals exactly', () => {
    expect(fromDecimalString('1.25')).toEqual(fraction(5, 4));
    expect(fromDecimalString('.5')).toEqual(fraction(1, 2));
    expect(fromDecimalString('12')).toEqual(fraction(12));
  });

  it('returns null for anything else', () => {
    expect(fromDecimalString('')).toBeNull();
    expect(fromDecimalString('1/2')).toBeNull();
    expect(fromDecimalString('abc')).toBeNull();
  });
});
