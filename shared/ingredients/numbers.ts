/** Reading quantities as written: '1 1/2', '1-1/2', '½', '2-3', 'two', 'a dozen'. */
import { add, compare, fraction, fromDecimalString, mul } from '../fraction';
import type { Fraction } from '../fraction';

export const VULGAR: Readonly<Record<string, readonly [number, number]>> = {
  '¼': [1, 4],
  '½': [1, 2],
  '¾': [3, 4],
  '⅐': [1, 7],
  '⅑': [1, 9],
  '⅒': [1, 10],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
};
export const V_CLASS = `[${Object.keys(VULGAR).join('')}]`;

// '1 1/2', the blog '2 and 1/4' and the American '1-1/2' (a hyphen between a whole number and a proper
// fraction is never a range).
// Numbers longer than six digits are not quantities (and would overflow exact arithmetic).
export const RE_MIXED = /(\d{1,6})(?:[ \t\u00a0]+(?:and[ \t]+)?|-)(\d{1,6})[ \t]*[/⁄][ \t]*(\d{1,6})(?!\d)/y;
export const RE_MIXED_VULGAR = new RegExp(`(\\d{1,6})(?:[ \\t\\u00a0]+and[ \\t]+|[ \\t\\u00a0-])?(${V_CLASS})`, 'y');
export const RE_FRACTION = /(\d{1,6})[ \t]*[/⁄][ \t]*(\d{1,6})(?!\d)/y;
export const RE_VULGAR = new RegExp(V_CLASS, 'y');
export const RE_DECIMAL =
  /(?:(\d{1,3}(?:,\d{3}){1,2}|\d{1,6})?\.(\d{1,6})|\d{1,3}(?:,\d{3}){1,2}|\d{1,6})(?![\d.,]\d)(?!\d)/y;
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
export const RE_WORD = new RegExp(`(${Object.keys(NUMBER_WORDS).join('|')})(?![A-Za-z-])`, 'iy');
export const RE_HALF_DOZEN = /half[ \t]+(?:a[ \t]+)?dozen(?![A-Za-z])/iy;
export const RE_ARTICLE = /(an?|half(?:[ \t]+an?)?)(?=[ \t])/iy;
export const RE_DOZEN = /[ \t]+dozen(?![A-Za-z])/iy;
export const RE_RANGE_SEP = /[ \t]*[-–—][ \t]*|[ \t]+(?:to|or)[ \t]+/iy;

export function sticky(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

export type AmountKind = 'digits' | 'word' | 'article';

export interface Amount {
  value: Fraction;
  start: number;
  end: number;
  /** 'article' amounts ('a', 'an', 'half') only count when a unit or a countable food follows. */
  kind: AmountKind;
}

export function readDigits(text: string, pos: number): Amount | null {
  // '0-1/4 cup' and '0-½ cup' are ranges from nothing, never the mixed number 0 1/4.
  const fromZero = (m: RegExpExecArray) => Number(m[1]) === 0 && m[0].slice(m[1]!.length).trimStart().startsWith('-');
  let m = sticky(RE_MIXED, text, pos);
  if (m && !fromZero(m)) {
    const num = Number(m[2]);
    const den = Number(m[3]);
    if (den > 0 && num < den) {
      return {
        value: add(fraction(Number(m[1])), fraction(num, den)),
        start: pos,
        end: pos + m[0].length,
        kind: 'digits',
      };
    }
  }
  m = sticky(RE_MIXED_VULGAR, text, pos);
  if (m && !fromZero(m)) {
    const [n, d] = VULGAR[m[2]!]!;
    return { value: add(fraction(Number(m[1])), fraction(n, d)), start: pos, end: pos + m[0].length, kind: 'digits' };
  }
  m = sticky(RE_FRACTION, text, pos);
  if (m && Number(m[2]) > 0) {
    return { value: fraction(Number(m[1]), Number(m[2])), start: pos, end: pos + m[0].length, kind: 'digits' };
  }
  m = sticky(RE_VULGAR, text, pos);
  if (m) {
    const [n, d] = VULGAR[m[0]]!;
    return { value: fraction(n, d), start: pos, end: pos + m[0].length, kind: 'digits' };
  }
  m = sticky(RE_DECIMAL, text, pos);
  if (m) {
    const literal = m[0].replace(/,/g, '');
    const value = fromDecimalString(literal);
    if (value) return { value, start: pos, end: pos + m[0].length, kind: 'digits' };
  }
  return null;
}

export function readAmount(text: string, pos: number, words: boolean): Amount | null {
  let amount = readDigits(text, pos);
  if (!amount && words) {
    let m = sticky(RE_WORD, text, pos);
    if (m)
      amount = {
        value: fraction(NUMBER_WORDS[m[1]!.toLowerCase()]!),
        start: pos,
        end: pos + m[0].length,
        kind: 'word',
      };
    else if ((m = sticky(RE_HALF_DOZEN, text, pos)))
      amount = { value: fraction(6), start: pos, end: pos + m[0].length, kind: 'word' };
    else if ((m = sticky(RE_ARTICLE, text, pos))) {
      const value = m[1]!.toLowerCase().startsWith('half') ? fraction(1, 2) : fraction(1);
      amount = { value, start: pos, end: pos + m[0].length, kind: 'article' };
    }
  }
  if (!amount) return null;
  // Amounts glued to a letter by a hyphen are sizes ('9-inch'), and '2%' is a kind of milk.
  // A number cut short ('1/999999999') is not a quantity either.
  if (/^(?:-[A-Za-z]|%|°|º|[/⁄]\d|\d)/.test(text.slice(amount.end))) return null;
  const dozen = sticky(RE_DOZEN, text, amount.end);
  if (dozen) {
    amount = {
      value: mul(amount.value, fraction(12)),
      start: amount.start,
      end: amount.end + dozen[0].length,
      kind: amount.kind === 'article' ? 'word' : amount.kind,
    };
  }
  return amount;
}

export interface Quantity {
  min: Fraction;
  max: Fraction | null;
  start: number;
  end: number;
  /** The text between the two ends of a range, kept as written ('-', ' to ', '–'). */
  separator: string;
  kind: AmountKind;
  /** True for 'Pinch of salt': the quantity 1 is implied by the unit. */
  implicit: boolean;
}

export function readQuantity(text: string, pos: number, words: boolean): Quantity | null {
  const first = readAmount(text, pos, words);
  if (!first) return null;
  const base: Quantity = {
    min: first.value,
    max: null,
    start: first.start,
    end: first.end,
    separator: '',
    kind: first.kind,
    implicit: false,
  };
  if (first.kind === 'article') return base;
  const sep = sticky(RE_RANGE_SEP, text, first.end);
  if (!sep) return base;
  const second = readAmount(text, first.end + sep[0].length, first.kind === 'word');
  // A range must rise: '2-1/2' was already read as a mixed number, and '3 or 2' is not a range.
  if (!second || second.kind === 'article' || compare(second.value, first.value) <= 0) return base;
  return { ...base, max: second.value, end: second.end, separator: sep[0] };
}

/** Counts a recipe writes in words ('three loaf pans'), by value: COUNT_WORDS[3] is 'three'. */
export const COUNT_WORDS: readonly string[] = ['zero', ...Object.keys(NUMBER_WORDS)];
