/**
 * Exact rational arithmetic for recipe quantities.
 *
 * Scaling '1/3 cup' by 3 must give exactly 1 cup, not 0.9999999999999999, and a
 * chain of unit conversions (cup -> tsp -> Tbsp) must not accumulate drift, so
 * every quantity travels as a reduced numerator/denominator pair and only turns
 * into a float at the very end, for display.
 */

/** A reduced fraction: `den` is always a positive integer and gcd(num, den) = 1. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** Builds a reduced fraction. Throws on a zero or non-integer denominator: that is a programming error. */
export function fraction(num: number, den = 1): Fraction {
  if (!Number.isInteger(num) || !Number.isInteger(den) || den === 0) {
    throw new RangeError(`fraction(${num}, ${den}) needs integers and a non-zero denominator`);
  }
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den);
  // `+ 0` turns -0 into 0 so equal fractions compare equal with Object.is as well.
  return { num: (sign * num) / g + 0, den: (sign * den) / g };
}

export const ZERO: Fraction = fraction(0);
export const ONE: Fraction = fraction(1);

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  // Cross-reducing first keeps intermediate products small.
  const g1 = gcd(a.num, b.den);
  const g2 = gcd(b.num, a.den);
  return fraction((a.num / g1) * (b.num / g2), (a.den / g2) * (b.den / g1));
}

export function div(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0) throw new RangeError('division by zero');
  return mul(a, fraction(b.den, b.num));
}

/** Negative when a < b, zero when equal, positive when a > b. */
export function compare(a: Fraction, b: Fraction): number {
  return a.num * b.den - b.num * a.den;
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

export function toNumber(a: Fraction): number {
  return a.num / a.den;
}

export function isInteger(a: Fraction): boolean {
  return a.den === 1;
}

/** Largest integer not above the value (quantities are non-negative, but this is correct for negatives too). */
export function floor(a: Fraction): number {
  return Math.floor(a.num / a.den);
}

/** The part after the whole number: 7/4 -> 3/4. */
export function fractionalPart(a: Fraction): Fraction {
  return sub(a, fraction(floor(a)));
}

/**
 * Best rational approximation with a bounded denominator (continued fractions).
 *
 * Multipliers arrive as floats: a loaf factor of 4/3 is 1.3333333333333333 by the
 * time it reaches us, and 0.1 is not 1/10 in binary. Recovering the small
 * fraction the caller meant is what keeps '1/3 cup x 3' exactly 1 cup.
 */
export function fromNumber(x: number, maxDen = 10_000): Fraction {
  if (!Number.isFinite(x)) throw new RangeError(`fromNumber(${x}) needs a finite number`);
  const negative = x < 0;
  let rest = Math.abs(x);
  // Convergents h/k of the continued fraction.
  let h0 = 0,
    h1 = 1,
    k0 = 1,
    k1 = 0;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(rest);
    const h2 = a * h1 + h0;
    const k2 = a * k1 + k0;
    if (k2 > maxDen) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    const remainder = rest - a;
    if (remainder < 1e-12 || Math.abs(h1 / k1 - Math.abs(x)) < 1e-12) break;
    rest = 1 / remainder;
  }
  if (k1 === 0) return fraction(negative ? -Math.round(Math.abs(x)) : Math.round(Math.abs(x)));
  return fraction(negative ? -h1 : h1, k1);
}

/**
 * Exact value of a decimal literal such as '1.25' or '.5' (5/4, 1/2).
 * Returns null for anything that is not a plain non-negative decimal.
 */
export function fromDecimalString(text: string): Fraction | null {
  const m = /^(\d*)(?:\.(\d+))?$/.exec(text);
  if (!m || (m[1] === '' && m[2] === undefined)) return null;
  const whole = m[1] === '' ? 0 : Number(m[1]);
  if (m[2] === undefined) return fraction(whole);
  // Long decimals would overflow the denominator; beyond 9 places precision is meaningless for recipes.
  const digits = m[2].slice(0, 9);
  const den = 10 ** digits.length;
  return fraction(whole * den + Number(digits), den);
}
