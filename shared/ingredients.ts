import {
  add,
  compare,
  div,
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
import type { Fraction } from './fraction';
import {
  GRAMS_PER_OUNCE,
  GRAMS_PER_STICK_OF_BUTTER,
  ML_PER_CUP,
  isAmerican,
  isMetric,
  lookupDensity,
  lookupUnit,
  unitByName,
  unitTokens,
} from './units';
import type { UnitDef, UnitSpellingMatch, UnitStyle } from './units';

/**
 * Ingredient lines: parsing, scaling and the US/metric toggle.
 *
 * Decisions worth knowing (the tests pin each of them):
 * - `ingredient` is the food without quantity, unit, measuring modifiers ('heaping', 'packed') and the
 *   equivalent measure written right after the unit ('1 cup (120 g) flour' -> 'flour'). A container size
 *   written before the unit is part of the food and stays: '1 (14 oz) can sweetened condensed milk' ->
 *   quantity 1, unit 'can', ingredient '(14 oz) sweetened condensed milk'. A leading 'of' is dropped.
 * - Container sizes are never scaled ('2 (8 oz) packages', '2 cans (15 oz each)'): two cans are still 15 oz cans.
 * - American volumes are re-expressed in the spoon or cup a baker would reach for; everything else stays in
 *   its own unit family (oz/lb, g/kg, ml/l) and metric never becomes imperial or the reverse.
 * - Only the quantity, the unit and measures in parentheses change; the rest of the line is kept byte for byte.
 */

export interface ParsedIngredient {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  ingredient: string;
  isHeader: boolean;
}

// ---------------------------------------------------------------------------------------------
// Reading numbers

const VULGAR: Readonly<Record<string, readonly [number, number]>> = {
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
const V_CLASS = `[${Object.keys(VULGAR).join('')}]`;

// '1 1/2', the blog '2 and 1/4' and the American '1-1/2' (a hyphen between a whole number and a proper
// fraction is never a range).
// Numbers longer than six digits are not quantities (and would overflow exact arithmetic).
const RE_MIXED = /(\d{1,6})(?:[ \t\u00a0]+(?:and[ \t]+)?|-)(\d{1,6})[ \t]*[/⁄][ \t]*(\d{1,6})(?!\d)/y;
const RE_MIXED_VULGAR = new RegExp(`(\\d{1,6})(?:[ \\t\\u00a0]+and[ \\t]+|[ \\t\\u00a0-])?(${V_CLASS})`, 'y');
const RE_FRACTION = /(\d{1,6})[ \t]*[/⁄][ \t]*(\d{1,6})(?!\d)/y;
const RE_VULGAR = new RegExp(V_CLASS, 'y');
const RE_DECIMAL = /(?:(\d{1,3}(?:,\d{3}){1,2}|\d{1,6})?\.(\d{1,6})|\d{1,3}(?:,\d{3}){1,2}|\d{1,6})(?![\d.,]\d)(?!\d)/y;
const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
const RE_WORD = new RegExp(`(${Object.keys(NUMBER_WORDS).join('|')})(?![A-Za-z-])`, 'iy');
const RE_HALF_DOZEN = /half[ \t]+(?:a[ \t]+)?dozen(?![A-Za-z])/iy;
const RE_ARTICLE = /(an?|half(?:[ \t]+an?)?)(?=[ \t])/iy;
const RE_DOZEN = /[ \t]+dozen(?![A-Za-z])/iy;
const RE_RANGE_SEP = /[ \t]*[-–—][ \t]*|[ \t]+(?:to|or)[ \t]+/iy;

function sticky(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

type AmountKind = 'digits' | 'word' | 'article';

interface Amount {
  value: Fraction;
  start: number;
  end: number;
  /** 'article' amounts ('a', 'an', 'half') only count when a unit or a countable food follows. */
  kind: AmountKind;
}

function readDigits(text: string, pos: number): Amount | null {
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

function readAmount(text: string, pos: number, words: boolean): Amount | null {
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

interface Quantity {
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

function readQuantity(text: string, pos: number, words: boolean): Quantity | null {
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

// ---------------------------------------------------------------------------------------------
// Reading units

interface UnitHit {
  def: UnitDef;
  spelling: UnitSpellingMatch;
  start: number;
  end: number;
  /** The token as written, without a trailing dot. */
  core: string;
  dot: boolean;
}

const RE_UNIT = new RegExp(
  `[ \\t\\u00a0]*((?:${unitTokens()
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\.?[ \\t]*'))
    .join('|')})(\\.)?)(?![A-Za-z])`,
  'iy',
);
const RE_SINGLE_LETTER_SPOON = /[ \t\u00a0]*(([tT])(\.)?)(?![A-Za-z])/y;

function readUnit(text: string, pos: number): UnitHit | null {
  for (const re of [RE_UNIT, RE_SINGLE_LETTER_SPOON]) {
    const m = sticky(re, text, pos);
    if (!m) continue;
    const token = m[1]!;
    const dot = token.endsWith('.');
    const core = dot ? token.slice(0, -1) : token;
    const spelling = lookupUnit(core);
    if (!spelling) continue;
    const start = pos + m[0].length - token.length;
    return { def: spelling.unit, spelling, start, end: pos + m[0].length, core, dot };
  }
  return null;
}

const isMeasureUnit = (def: UnitDef): boolean => def.base !== undefined || def.name === 'stick';

const RE_MODIFIER =
  /[ \t]*(?:heaping|heaped|level|scant|rounded|generous|good|full|big|large|medium|small|(?:firmly|lightly|loosely)[ \t]+packed|packed)[ \t]+/iy;
const RE_SIZE_PAREN = /[ \t]*\(([^()]*)\)/y;
const RE_SIZE_TIMES = /[ \t]*[x×][ \t]*/y;
const RE_SIZE_BARE =
  /[ \t]+(?:\d+(?:\.\d+)?|\.\d+)[ \t]*-?[ \t]*(?:fl\.?[ \t]*oz|ounces?|oz|grams?|g|ml|pounds?|lbs?|inch(?:es)?|in)\.?(?![A-Za-z])/iy;
const RE_PLUS = /[ \t]*(?:\+|plus|and)[ \t]*/iy;
const RE_A_PINCH = /a[ \t]+pinch(?![A-Za-z])/iy;
const RE_SPACE = /[ \t]+/y;
const RE_SLASH = /[ \t]*\/[ \t]*/y;
const RE_APPROX_PREFIX =
  /^[ \t]*(?:about|approx\.?|approximately|around|roughly|~|≈|scant|generous|a generous|heaping)?[ \t]*/i;
const RE_IMPLICIT_UNIT = /(pinch|dash|splash|handful|knob|smidgen)(?=[ \t]+of\b)/iy;

// Lines about oven temperatures or timings are instructions that slipped into the list; scaling them is wrong.
const RE_TIME_OR_TEMPERATURE =
  /°|º|\bdeg(?:rees?)?\b|\b(?:fahrenheit|celsius|centigrade)\b|\b\d{3}[ \t]*[FC]\b|\b(?:minutes?|mins?|hours?|hrs?|seconds?)\b/i;
const RE_HEADER = /^\s*-{3,}\s*(.*?)\s*-{3,}\s*$/;
// A list bullet and a leading 'about' belong to the line, not to the quantity.
const RE_BULLET = /^[ \t]*(?:[-*•·▪◦][ \t]+)?(?:(?:about|approximately|approx\.|roughly|around|~)[ \t]+)?/i;

/** True when the line mentions minutes, hours or temperatures anywhere. */
export function mentionsTimeOrTemperature(line: string): boolean {
  return RE_TIME_OR_TEMPERATURE.test(line);
}

// The number the line starts with is a time or a temperature: '2 hours rising', '350 F oven', '10-15 minutes'.
const LEAD_NUMBER = '[\\d½¼¾⅓⅔⅛⅜⅝⅞.,/⁄]+';
const RE_LEADING_TIME_OR_TEMPERATURE = new RegExp(
  `^[ \\t]*(?:[-*•·▪◦][ \\t]+)?(?:(?:about|approximately|approx\\.|roughly|around|~)[ \\t]+)?${LEAD_NUMBER}(?:(?:[ \\t]*(?:-|–|—|to)[ \\t]*|[ \\t]+)${LEAD_NUMBER}){0,3}[ \\t]*` +
    '(?:°|º|deg(?:rees?)?\\b|minutes?\\b|mins?\\b|hours?\\b|hrs?\\b|seconds?\\b|secs?\\b)|^[ \\t]*\\d{3}[ \\t]*[FC]\\b',
  'i',
);

/**
 * spec visitor 9: "ingredient lines mentioning minutes, hours or temperatures are not scaled". The rule
 * protects the times and temperatures. This engine only ever rewrites the leading quantity and measures in
 * parentheses, never a '110°F' or a '10 minutes' further along, so the amount of '1 cup warm water, about
 * 110°F' does scale (a doubled bread needs twice the water) while its temperature stays. What is left
 * alone is a line whose own quantity is a time or a temperature ('2 hours rising time', '350 F oven') and
 * every line without a leading quantity ('Bake at 350°F for 25 minutes').
 */
export function leadsWithTimeOrTemperature(line: string): boolean {
  return RE_LEADING_TIME_OR_TEMPERATURE.test(line);
}

/** True for '---For the Frosting---' section headers. */
export function isHeaderLine(line: string): boolean {
  return RE_HEADER.test(line);
}

interface Secondary {
  end: number;
  /** Where the measure text sits inside the line (inside the parentheses for the paren form). */
  innerStart: number;
  innerEnd: number;
}

interface Analysis {
  leadEnd: number;
  quantity: Quantity;
  /** Container size, a note in parentheses after the quantity, or 'x 400g': kept verbatim, part of the food. */
  size: { start: number; end: number } | null;
  unit: UnitHit | null;
  /** 'plus 2 Tbsp' / '4 oz' after the first unit, already added into `quantity` (in the first unit). */
  compoundEnd: number | null;
  secondary: Secondary | null;
  /** End of the measure part: after the unit, the compound and the secondary measure. */
  restStart: number;
}

/** Reads 'QTY UNIT' where UNIT is a weight or volume (or a stick), as found in '(120 g)' or '/8oz'. */
function readMeasure(text: string, pos: number): { quantity: Quantity; unit: UnitHit } | null {
  const quantity = readQuantity(text, pos, false);
  if (!quantity) return null;
  const unit = readUnit(text, quantity.end);
  if (!unit || !isMeasureUnit(unit.def)) return null;
  return { quantity, unit };
}

function isMeasureText(inner: string): boolean {
  const prefix = RE_APPROX_PREFIX.exec(inner)![0];
  return readMeasure(inner, prefix.length) !== null;
}

function followsCountNoun(text: string): boolean {
  return countNounMatch(text) !== null;
}

function analyse(line: string): Analysis | null {
  if (isHeaderLine(line)) return null;
  const leadEnd = RE_BULLET.exec(line)![0].length;
  let quantity = readQuantity(line, leadEnd, true);
  if (!quantity) {
    const implicit = sticky(RE_IMPLICIT_UNIT, line, leadEnd);
    if (!implicit) return null;
    quantity = {
      min: fraction(1),
      max: null,
      start: leadEnd,
      end: leadEnd,
      separator: '',
      kind: 'word',
      implicit: true,
    };
  }
  let pos = quantity.end;

  let size: Analysis['size'] = null;
  const paren = sticky(RE_SIZE_PAREN, line, pos);
  if (paren && !quantity.implicit) {
    size = { start: pos, end: pos + paren[0].length };
  } else if (!quantity.implicit) {
    const times = sticky(RE_SIZE_TIMES, line, pos);
    const timesMeasure = times ? readMeasure(line, pos + times[0].length) : null;
    if (times && timesMeasure) size = { start: pos, end: timesMeasure.unit.end };
    else {
      const bare = sticky(RE_SIZE_BARE, line, pos);
      const after = bare ? readUnit(line, pos + bare[0].length) : null;
      if (bare && after?.def.container) size = { start: pos, end: pos + bare[0].length };
    }
  }
  if (size) pos = size.end;

  let unit = readUnit(line, pos);
  if (!unit) {
    const modifier = sticky(RE_MODIFIER, line, pos);
    if (modifier) unit = readUnit(line, pos + modifier[0].length);
  }
  // '6 cloves' alone is the spice, not a unit: a counted unit needs a food after it.
  if (unit && !isMeasureUnit(unit.def) && !/[A-Za-z]/.test(line.slice(unit.end))) unit = null;
  // '180C' is an oven, not 180 cups.
  if (unit && unit.core === 'C' && toNumber(quantity.min) >= 100) return null;
  if (quantity.implicit && !unit) return null;
  if (
    unit &&
    isMeasureUnit(unit.def) &&
    !size &&
    !quantity.implicit &&
    quantity.max === null &&
    quantity.kind === 'digits'
  ) {
    const container = readUnit(line, unit.end);
    if (container?.def.container && /[A-Za-z]/.test(line.slice(container.end))) {
      // '12 oz bag chocolate chips', '7g sachet yeast': one container of that size, not 12 oz of bag.
      size = { start: quantity.start, end: unit.end };
      quantity = {
        min: fraction(1),
        max: null,
        start: quantity.start,
        end: quantity.start,
        separator: '',
        kind: 'word',
        implicit: true,
      };
      unit = container;
    }
  }
  if (quantity.kind === 'article' && !unit && !followsCountNoun(line.slice(quantity.end))) return null;

  let compoundEnd: number | null = null;
  if (unit && unit.def.base && isAmerican(unit.def) && quantity.max === null) {
    const joiner =
      sticky(RE_PLUS, line, unit.end) ?? (unit.def.dimension === 'us-weight' ? sticky(RE_SPACE, line, unit.end) : null);
    const extra = joiner ? readDigits(line, unit.end + joiner[0].length) : null;
    const extraUnit = extra ? readUnit(line, extra.end) : null;
    // '1/8 tsp + a pinch', as the engine writes an odd sixteenth of a teaspoon.
    const pinch =
      joiner && unit.def.name === 'tsp' && joiner[0].includes('+')
        ? sticky(RE_A_PINCH, line, unit.end + joiner[0].length)
        : null;
    if (
      extra &&
      extraUnit?.def.base &&
      extraUnit.def.dimension === unit.def.dimension &&
      compare(extraUnit.def.base, unit.def.base) < 0
    ) {
      const inFirstUnit = div(mul(extra.value, extraUnit.def.base), unit.def.base);
      quantity = { ...quantity, min: add(quantity.min, inFirstUnit) };
      compoundEnd = extraUnit.end;
    } else if (pinch) {
      quantity = { ...quantity, min: add(quantity.min, fraction(1, 16)) };
      compoundEnd = unit.end + joiner![0].length + pinch[0].length;
    }
  }

  let secondary: Secondary | null = null;
  const measureEnd = compoundEnd ?? unit?.end ?? null;
  if (unit && measureEnd !== null && !unit.def.container) {
    const p = sticky(RE_SIZE_PAREN, line, measureEnd);
    if (p && isMeasureText(p[1]!)) {
      const open = line.indexOf('(', measureEnd);
      secondary = { end: measureEnd + p[0].length, innerStart: open + 1, innerEnd: measureEnd + p[0].length - 1 };
    } else {
      const slash = sticky(RE_SLASH, line, measureEnd);
      const measure = slash ? readMeasure(line, measureEnd + slash[0].length) : null;
      if (slash && measure) {
        secondary = { end: measure.unit.end, innerStart: measureEnd + slash[0].length, innerEnd: measure.unit.end };
      }
    }
  }

  return {
    leadEnd,
    quantity,
    size,
    unit,
    compoundEnd,
    secondary,
    restStart: secondary?.end ?? measureEnd ?? size?.end ?? quantity.end,
  };
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** Reads one ingredient line. See the module comment for what lands in `ingredient`. */
export function parseIngredient(line: string): ParsedIngredient {
  const header = RE_HEADER.exec(line);
  if (header) return { quantity: null, quantityMax: null, unit: null, ingredient: header[1]!, isHeader: true };
  const analysis = analyse(line);
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (!analysis)
    return {
      quantity: null,
      quantityMax: null,
      unit: null,
      ingredient: tidy(line.slice(RE_BULLET.exec(line)![0].length)),
      isHeader: false,
    };
  const { quantity, size, unit } = analysis;
  let food = line.slice(analysis.restStart);
  if (!unit) food = line.slice(size?.end ?? quantity.end);
  food = tidy(food).replace(/^of\s+/i, '');
  if (unit && size) food = tidy(`${line.slice(size.start, size.end).replace(/^\s*[x×]\s*/, '')} ${food}`);
  else if (!unit && size)
    food = tidy(`${line.slice(size.start, size.end).replace(/^\s*[x×]\s*/, '')} ${line.slice(size.end)}`);
  return {
    quantity: toNumber(quantity.min),
    quantityMax: quantity.max ? toNumber(quantity.max) : null,
    unit: unit?.def.name ?? null,
    ingredient: food,
    isHeader: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting numbers

const f = fraction;
const COMMON_FRACTIONS = [f(0), f(1, 8), f(1, 4), f(1, 3), f(3, 8), f(1, 2), f(5, 8), f(2, 3), f(3, 4), f(7, 8), f(1)];
const METRIC_WHOLE_UNITS = new Set(['g', 'ml', 'mg']);
const ROUNDING_TOLERANCE = 0.05;

interface Formatted {
  text: string;
  /** The number the text shows, for choosing '1 cup' or '2 cups'. */
  shown: number;
}

function decimalText(value: number, places: number): Formatted {
  const factor = 10 ** places;
  let rounded = Math.round(value * factor) / factor;
  // Never print '0' for something that is there.
  if (rounded === 0 && value > 0) rounded = 1 / factor;
  return { text: String(rounded), shown: rounded };
}

function formatMetric(value: number, unit: string): Formatted {
  if (!METRIC_WHOLE_UNITS.has(unit)) return decimalText(value, 2);
  // Kitchen scales read whole grams; only small amounts (yeast, salt) need a decimal.
  if (value >= 10) return decimalText(value, 0);
  if (value >= 0.1) return decimalText(value, 1);
  return decimalText(value, 2);
}

/** The common fraction (1/8, 1/3...) nearest to the part after the whole number, or null when none is within 0.05. */
function nearestCommonFraction(q: Fraction, unit: string | null): Fraction | null {
  const whole = floor(q);
  const part = toNumber(q) - whole;
  const grid = unit === 'tsp' && whole === 0 ? [...COMMON_FRACTIONS, f(1, 16)] : COMMON_FRACTIONS;
  let best: Fraction | null = null;
  let bestDistance = Infinity;
  for (const candidate of grid) {
    // Something that is there is never written as 0.
    if (whole === 0 && candidate.num === 0) continue;
    const distance = Math.abs(part - toNumber(candidate));
    if (distance < bestDistance - 1e-12) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // Strictly closer than 0.05: 0.2 is not a quarter.
  return best && bestDistance < ROUNDING_TOLERANCE - 1e-9 ? best : null;
}

function formatFraction(q: Fraction, unit: string | null): Formatted {
  const whole = floor(q);
  const best = nearestCommonFraction(q, unit);
  if (best) {
    const total = whole + toNumber(best);
    if (total > 0) {
      const wholeShown = whole + (best.num === best.den ? 1 : 0);
      const fracShown = best.num === 0 || best.num === best.den ? '' : `${best.num}/${best.den}`;
      const text = wholeShown && fracShown ? `${wholeShown} ${fracShown}` : fracShown || String(wholeShown);
      return { text, shown: total };
    }
  }
  return decimalText(toNumber(q), 2);
}

function formatExact(q: Fraction, unit: string | null): Formatted {
  if (unit !== null && isMetricName(unit)) return formatMetric(toNumber(q), unit);
  return formatFraction(q, unit);
}

function isMetricName(unit: string): boolean {
  const def = lookupUnit(unit);
  return def !== null && isMetric(def.unit);
}

/**
 * Writes a quantity the way a baker would for the given canonical unit.
 * American and counted amounts: whole number plus the nearest common fraction (1/8, 1/4, 1/3, 3/8, 1/2, 5/8,
 * 2/3, 3/4, 7/8, and 1/16 for teaspoons under one) within 0.05, otherwise a decimal with at most two places:
 * formatQuantity(1.5, 'cup') === '1 1/2'. Metric amounts are decimals: whole grams and millilitres from 10 up,
 * one decimal below that ('0.3' not '0.333333'), at most two decimals for kg and l.
 */
export function formatQuantity(value: number, unit: string | null): string {
  if (!Number.isFinite(value)) return String(value);
  if (unit !== null && isMetricName(unit)) return formatMetric(value, lookupUnit(unit)!.unit.name).text;
  return formatFraction(fromNumber(value), unit === null ? null : (lookupUnit(unit)?.unit.name ?? unit)).text;
}

/**
 * An amount written in the unit a baker would reach for, for lines built from sums (the recipe combiner):
 * writeAmount(8, 'tsp') === '2 Tbsp + 2 tsp', writeAmount(20, 'oz') === '20 oz', writeAmount(1.25, 'cup') ===
 * '1 1/4 cups', writeAmount(3, null) === '3'. Units the table does not know are written as given.
 */
export function writeAmount(quantity: number, unit: string | null): string {
  if (!Number.isFinite(quantity) || quantity <= 0) return '';
  const q = fromNumber(quantity);
  if (unit === null) return formatExact(q, null).text;
  const known = lookupUnit(unit);
  if (!known) return `${formatExact(q, null).text} ${unit}`;
  const choice = chooseUnit(known.unit, q, null);
  if (choice === 'pinch') return 'a pinch';
  const shown = formatExact(choice.min, choice.unit.name);
  const text = `${shown.text} ${shown.shown > 1 ? choice.unit.plural : choice.unit.name}`;
  return choice.plus ? text + writePlus(null, choice.plus) : text;
}

// ---------------------------------------------------------------------------------------------
// Choosing units

interface Choice {
  unit: UnitDef;
  min: Fraction;
  max: Fraction | null;
  /** A second measure added to the first, written '2 Tbsp + 2 tsp' or '1/8 tsp + a pinch'. Only for single amounts. */
  plus?: { unit: UnitDef; amount: Fraction };
}

const CUP_MEASURES = [f(0), f(1, 4), f(1, 3), f(1, 2), f(2, 3), f(3, 4)];
// A tablespoon measure is whole or a half. Thirds of a tablespoon are whole teaspoons, and a baker writes
// '4 tsp', never '1 1/3 Tbsp'; from two tablespoons up the spoons combine: '2 Tbsp + 2 tsp'.
const TBSP_MEASURES = [f(0), f(1, 2)];
const TSP_MEASURES = [f(0), f(1, 16), f(1, 8), f(1, 4), f(1, 3), f(3, 8), f(1, 2), f(5, 8), f(2, 3), f(3, 4), f(7, 8)];
/** From one tablespoon up, a teaspoon count is only kept as is when it is whole or a half. */
const TSP_MEASURES_ABOVE_TBSP = [f(0), f(1, 2)];
const LB_MEASURES = [f(0), f(1, 4), f(1, 2), f(3, 4)];
const ONE_SIXTEENTH = f(1, 16);

const onGrid = (q: Fraction, grid: readonly Fraction[]) => grid.some((g) => compare(fractionalPart(q), g) === 0);
const allOnGrid = (values: readonly Fraction[], per: Fraction, grid: readonly Fraction[]) =>
  values.every((v) => onGrid(div(v, per), grid));
const atLeast = (a: Fraction, n: number) => compare(a, f(n)) >= 0;

function inUnit(unit: UnitDef, min: Fraction, max: Fraction | null): Choice {
  return { unit, min: div(min, unit.base!), max: max && div(max, unit.base!) };
}

/**
 * Spoons and cups, amounts in teaspoons. From one cup up it is always cups, plus a spoon when the cups
 * miss every common fraction ('2 cups + 1 Tbsp'). Below that, the largest unit the amount reaches (1/4 cup,
 * 1 Tbsp) is used when the amount comes out as an ordinary measure in it (cups in quarters and thirds,
 * tablespoons in thirds and halves); otherwise teaspoons when they are exact (below a tablespoon, any
 * whole number of sixteenths), then the nearest measure within 5%, then the nearest sixteenth of a teaspoon
 * (the smallest spoon), then the formatter's rounding. An odd number of sixteenths is the spoon below and a
 * pinch ('1/8 tsp + a pinch', see teaspoonsAndPinch). 'pinch' comes back below 1/16 tsp.
 */
function chooseSpoonOrCup(min: Fraction, max: Fraction | null): Choice | 'pinch' {
  const top = max ?? min;
  const ends = max ? [min, max] : [min];
  const tsp = unitByName('tsp');
  const tbsp = unitByName('Tbsp');
  const cup = unitByName('cup');
  if (compare(top, ONE_SIXTEENTH) < 0) return 'pinch';
  if (max && min.num === 0) return fromZeroTo(top);
  if (atLeast(min, 48))
    return max || nearestCommonFraction(div(min, cup.base!), 'cup')
      ? inUnit(cup, min, max)
      : (cupPlusSpoon(min, true) ?? inUnit(cup, min, max));
  if (atLeast(min, 12) && allOnGrid(ends, cup.base!, CUP_MEASURES)) return inUnit(cup, min, max);
  if (atLeast(min, 3) && compare(top, f(48)) < 0 && allOnGrid(ends, tbsp.base!, TBSP_MEASURES))
    return inUnit(tbsp, min, max);
  // Below a tablespoon, whole sixteenths are measured as they are: '1 1/2 tsp + a pinch', not '1 1/2 tsp'.
  if (!max && compare(min, f(3)) < 0 && isInteger(mul(min, f(16)))) return teaspoonsAndPinch(min);
  if (compare(top, f(12)) < 0 && ends.every((e) => onGrid(e, atLeast(e, 3) ? TSP_MEASURES_ABOVE_TBSP : TSP_MEASURES))) {
    if (!max && compare(min, f(6)) > 0) return tablespoonsPlusTeaspoons(min);
    return inUnit(tsp, min, max);
  }
  if (!max && compare(min, f(48)) < 0 && onGrid(min, TSP_MEASURES_ABOVE_TBSP))
    return cupPlusSpoon(min) ?? tablespoonsPlusTeaspoons(min);
  // Nothing measures exactly (1/5 cup x 1/3): snap to the nearest spoon or cup measure when that is off by
  // at most 5%, trying the larger unit first; otherwise keep the value and let the formatter round it.
  const candidates: Array<[UnitDef, readonly Fraction[]]> = [];
  if (atLeast(min, 12)) candidates.push([cup, CUP_MEASURES]);
  if (atLeast(min, 3)) candidates.push([tbsp, TBSP_MEASURES]);
  if (compare(top, f(12)) < 0) candidates.push([tsp, TSP_MEASURES]);
  for (const [unit, grid] of candidates) {
    const snapped = ends.map((end) => snapToGrid(div(end, unit.base!), grid));
    if (snapped.every((s, i) => s !== null && relativeError(s, div(ends[i]!, unit.base!)) <= 0.05)) {
      return { unit, min: snapped[0]!, max: max ? snapped[1]! : null };
    }
  }
  if (!candidates.length) return fromZeroTo(top);
  if (!max && compare(min, f(3)) < 0) return teaspoonsAndPinch(f(Math.round(toNumber(min) * 16), 16));
  return inUnit(candidates[0]![0], min, max);
}

/**
 * Teaspoons, where an odd number of sixteenths is written as the spoon below and a pinch (a pinch is
 * 1/16 tsp): '1/8 tsp + a pinch', '1 tsp + a pinch'. A lone sixteenth stays '1/16 tsp'.
 */
function teaspoonsAndPinch(teaspoons: Fraction): Choice {
  const tsp = unitByName('tsp');
  const sixteenths = mul(teaspoons, f(16));
  if (!isInteger(sixteenths) || sixteenths.num % 2 === 0 || sixteenths.num === 1) return inUnit(tsp, teaspoons, null);
  return {
    unit: tsp,
    min: sub(teaspoons, ONE_SIXTEENTH),
    max: null,
    plus: { unit: unitByName('pinch'), amount: f(1) },
  };
}

/**
 * A range from 0 ('0-5 tsp chili flakes' x 4) has no lower end to choose a unit by: its upper end
 * chooses, as an amount of its own, and the range reads '0 to 6 2/3 Tbsp'.
 */
function fromZeroTo(top: Fraction): Choice {
  const alone = chooseSpoonOrCup(top, null);
  // A range cannot read '6 Tbsp + 2 tsp': tablespoons alone then ('0 to 6 2/3 Tbsp').
  if (alone === 'pinch' || alone.plus) return inUnit(unitByName(alone === 'pinch' ? 'tsp' : 'Tbsp'), f(0), top);
  return { unit: alone.unit, min: f(0), max: alone.min };
}

/**
 * From a quarter cup up, a cup measure and one spoon: '3/4 cup + 2 tsp', '1/3 cup + 2 Tbsp' (not '12 Tbsp +
 * 2 tsp'), '2 cups + 1 Tbsp'. The largest cup measure whose remainder is a single spoon measure; with
 * `nearest`, the largest one whose remainder rounds to a spoon measure within 5% of the whole amount. Null
 * when none is.
 */
function cupPlusSpoon(teaspoons: Fraction, nearest = false): Choice | null {
  if (!atLeast(teaspoons, 12)) return null;
  const cup = unitByName('cup');
  const whole = f(floor(div(teaspoons, cup.base!)));
  for (const measure of [...CUP_MEASURES].reverse().map((m) => add(whole, m))) {
    const rest = sub(teaspoons, mul(measure, cup.base!));
    if (measure.num === 0 || rest.num <= 0) continue;
    const small = compare(rest, f(3)) < 0;
    const grid = small ? TSP_MEASURES : TBSP_MEASURES;
    const inSpoons = small ? rest : div(rest, f(3));
    const spoonAmount = onGrid(inSpoons, grid) ? inSpoons : nearest ? snapToGrid(inSpoons, grid) : null;
    const spoonUnit = unitByName(small ? 'tsp' : 'Tbsp');
    if (!spoonAmount) continue;
    const total = add(mul(measure, cup.base!), mul(spoonAmount, spoonUnit.base!));
    if (relativeError(total, teaspoons) <= 0.05)
      return { unit: cup, min: measure, max: null, plus: { unit: spoonUnit, amount: spoonAmount } };
  }
  return null;
}

/** Seven teaspoons and more are counted as tablespoons plus the teaspoons left over: '2 Tbsp + 2 tsp'. */
function tablespoonsPlusTeaspoons(teaspoons: Fraction): Choice {
  const spoons = Math.floor(toNumber(teaspoons) / 3);
  return {
    unit: unitByName('Tbsp'),
    min: f(spoons),
    max: null,
    plus: { unit: unitByName('tsp'), amount: sub(teaspoons, f(spoons * 3)) },
  };
}

/** The nearest grid value (whole part plus a grid fraction), or null when that would be zero. */
function snapToGrid(q: Fraction, grid: readonly Fraction[]): Fraction | null {
  const whole = f(floor(q));
  let best: Fraction | null = null;
  for (const g of [...grid, f(1)]) {
    const candidate = add(whole, g);
    if (candidate.num === 0) continue;
    if (!best || Math.abs(toNumber(candidate) - toNumber(q)) < Math.abs(toNumber(best) - toNumber(q))) best = candidate;
  }
  return best;
}

function relativeError(approx: Fraction, exact: Fraction): number {
  return Math.abs(toNumber(approx) - toNumber(exact)) / toNumber(exact);
}

/** Ounces and pounds, in ounces. Pounds when they come out in quarters, or when the recipe already used pounds. */
function chooseOunceOrPound(min: Fraction, max: Fraction | null, from: UnitDef): Choice {
  const lb = unitByName('lb');
  const ends = max ? [min, max] : [min];
  if (atLeast(min, 16) && (from.name === 'lb' || allOnGrid(ends, lb.base!, LB_MEASURES))) return inUnit(lb, min, max);
  return inUnit(unitByName('oz'), min, max);
}

/** g/kg and ml/l, in the small unit. The large unit only for 1000 and up, and only when it reads tidily (1.5 kg, 1.25 l). */
function chooseMetric(min: Fraction, max: Fraction | null, small: UnitDef, large: UnitDef): Choice {
  const tidy = (q: Fraction) => isInteger(q) && (q.num % 100 === 0 || q.num % 250 === 0);
  const ends = max ? [min, max] : [min];
  if (atLeast(min, 1000) && ends.every(tidy)) return inUnit(large, min, max);
  return inUnit(small, min, max);
}

/** Re-expresses an amount (in `unit`) in the unit a baker would write. */
function chooseUnit(unit: UnitDef, min: Fraction, max: Fraction | null): Choice | 'pinch' {
  if (!unit.base) return { unit, min, max };
  const toBase = (q: Fraction) => mul(q, unit.base!);
  const baseMax = max && toBase(max);
  switch (unit.name) {
    case 'tsp':
    case 'Tbsp':
    case 'cup':
      return chooseSpoonOrCup(toBase(min), baseMax);
    case 'oz':
    case 'lb':
      return chooseOunceOrPound(toBase(min), baseMax, unit);
    case 'g':
    case 'kg':
      return chooseMetric(toBase(min), baseMax, unitByName('g'), unitByName('kg'));
    case 'ml':
    case 'l':
      return chooseMetric(toBase(min), baseMax, unitByName('ml'), unitByName('l'));
    default:
      // fl oz, pints, quarts, mg, cl, dl: kept as written (cream is bought by the pint).
      return { unit, min, max };
  }
}

// ---------------------------------------------------------------------------------------------
// Writing units and counted foods

function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && /[A-Z]/.test(model)) return word.toUpperCase();
  if (/^[A-Z]/.test(model)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

function spellingFor(unit: UnitDef, style: UnitStyle, plural: boolean): string {
  const family =
    unit.spellings.find((s) => s.style === style) ??
    (style === 'longUK' ? unit.spellings.find((s) => s.style === 'long') : undefined);
  if (!family || style === 'abbr') return plural ? unit.plural : unit.name;
  return plural ? family.plural : family.singular;
}

const ABBREVIATIONS_WITH_DOT = new Set(['tsp', 'Tbsp', 'oz', 'lb', 'fl oz']);

/** The second measure of a choice, in the spelling family of the line: ' + 2 tsp', ' + 2 teaspoons', ' + a pinch'. */
function writePlus(hit: UnitHit | null, plus: NonNullable<Choice['plus']>): string {
  if (plus.unit.name === 'pinch') return ' + a pinch';
  const extra = formatExact(plus.amount, plus.unit.name);
  return ` + ${extra.text} ${writeUnit(hit, plus.unit, extra.shown > 1)}`;
}

function writeUnit(hit: UnitHit | null, target: UnitDef, plural: boolean): string {
  if (hit && hit.def === target) {
    const { spelling } = hit.spelling;
    if (spelling.singular === spelling.plural || hit.spelling.plural === plural) return hit.core + (hit.dot ? '.' : '');
    return matchCase(hit.core, plural ? spelling.plural : spelling.singular) + (hit.dot ? '.' : '');
  }
  const style = hit?.spelling.spelling.style ?? 'abbr';
  const word = spellingFor(target, style, plural);
  if (style !== 'abbr') return matchCase(hit!.core, word);
  // 'Tbsp.' may become 'tsp.', but never 'cup.'.
  return word + (hit?.dot && ABBREVIATIONS_WITH_DOT.has(target.name) ? '.' : '');
}

const COUNT_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ['egg yolk', 'egg yolks'],
  ['egg white', 'egg whites'],
  ['egg', 'eggs'],
  ['yolk', 'yolks'],
  ['banana', 'bananas'],
  ['apple', 'apples'],
  ['lemon', 'lemons'],
  ['lime', 'limes'],
  ['orange', 'oranges'],
  ['pear', 'pears'],
  ['peach', 'peaches'],
  ['carrot', 'carrots'],
  ['sweet potato', 'sweet potatoes'],
  ['potato', 'potatoes'],
  ['vanilla bean', 'vanilla beans'],
  ['vanilla pod', 'vanilla pods'],
  ['cinnamon stick', 'cinnamon sticks'],
  ['bay leaf', 'bay leaves'],
  ['graham cracker', 'graham crackers'],
  ['pie crust', 'pie crusts'],
  ['tortilla', 'tortillas'],
  ['marshmallow', 'marshmallows'],
  ['strawberry', 'strawberries'],
  ['apricot', 'apricots'],
  ['plum', 'plums'],
  ['tomato', 'tomatoes'],
  ['onion', 'onions'],
  ['shallot', 'shallots'],
  ['cookie', 'cookies'],
  ['date', 'dates'],
  ['fig', 'figs'],
  ['nectarine', 'nectarines'],
  ['zucchini', 'zucchinis'],
  ['jalapeño', 'jalapeños'],
  // A batch of another recipe ('1 batch Vanilla Buttercream') is counted like an egg.
  ['batch', 'batches'],
];
const COUNT_ADJECTIVES = [
  'extra-large',
  'extra large',
  'large',
  'medium',
  'small',
  'jumbo',
  'whole',
  'ripe',
  'very ripe',
  'overripe',
  'fresh',
  'big',
  'cold',
  'hard-boiled',
  'hard-cooked',
  'free-range',
  'organic',
  'unwaxed',
  'beaten',
  'lightly beaten',
];
const NOUN_FORMS = new Map<string, readonly [string, string]>();
for (const pair of COUNT_NOUNS) for (const form of pair) NOUN_FORMS.set(form, pair);
const RE_COUNT_NOUN = new RegExp(
  `^([ \\t]+(?:(?:${COUNT_ADJECTIVES.join('|')})[ \\t]+){0,3})(${[...NOUN_FORMS.keys()].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z-])`,
  'i',
);

function countNounMatch(text: string): { prefix: string; noun: string; pair: readonly [string, string] } | null {
  const m = RE_COUNT_NOUN.exec(text);
  if (!m) return null;
  return { prefix: m[1]!, noun: m[2]!, pair: NOUN_FORMS.get(m[2]!.toLowerCase())! };
}

/** '1 egg' -> '2 eggs' and back, for the handful of foods bakers count; anything else is left alone. */
function fixCountNoun(text: string, plural: boolean): string {
  const m = countNounMatch(text);
  if (!m) return text;
  const wanted = matchCase(m.noun, plural ? m.pair[1] : m.pair[0]);
  return m.prefix + wanted + text.slice(m.prefix.length + m.noun.length);
}

/** The count at `pos`, scaled, followed by a counted food: '1 egg yolk' -> '4 egg yolks'; null when no counted food follows. */
function scaleCountedFood(text: string, pos: number, factor: Fraction): { text: string; end: number } | null {
  const quantity = readQuantity(text, pos, true);
  const noun = quantity && countNounMatch(text.slice(quantity.end));
  if (!quantity || !noun) return null;
  const shown = writeRange(
    { min: mul(quantity.min, factor), max: quantity.max && mul(quantity.max, factor) },
    null,
    quantity.separator,
  );
  const end = quantity.end + noun.prefix.length + noun.noun.length;
  return { text: shown.text + fixCountNoun(text.slice(quantity.end, end), shown.shown > 1), end };
}

const RE_ADDED_COUNT = /\b(?:plus|and)[ \t]+/gi;

/**
 * A second counted food joined by 'plus' or 'and' scales with the first: '1 large egg plus 1 egg yolk' x 4 ->
 * '4 large eggs plus 4 egg yolks'. Only a count directly followed by a counted food; other text stays.
 */
function scaleAddedCounts(text: string, factor: Fraction): string {
  let out = '';
  let pos = 0;
  for (const m of text.matchAll(RE_ADDED_COUNT)) {
    const start = m.index + m[0].length;
    if (start < pos) continue;
    const scaled = scaleCountedFood(text, start, factor);
    if (!scaled) continue;
    out += text.slice(pos, start) + scaled.text;
    pos = scaled.end;
  }
  return out + text.slice(pos);
}

const RE_ZEST_OR_JUICE = /\b(?:zest|juice)(?:[ \t]+and[ \t]+(?:zest|juice))?[ \t]+of[ \t]+/i;

/**
 * 'Finely grated zest of 1 lemon', 'Juice of 2 lemons (about 90 ml)': the fruit is the quantity of a line that
 * starts with no number. Its count scales (as '1/2 lemon' for a half), and so do measures in parentheses after it.
 */
function scaleZestOrJuice(line: string, factor: Fraction): string {
  const m = RE_ZEST_OR_JUICE.exec(line);
  if (!m) return line;
  const start = m.index + m[0].length;
  const scaled = scaleCountedFood(line, start, factor);
  if (!scaled) return line;
  return line.slice(0, start) + scaled.text + scaleRest(line.slice(scaled.end), factor);
}

const RE_COUNT_NOTE = /^([ \t]*(?:(?:about|approx\.|approximately|around|roughly|~)[ \t]+)?)/i;
const RE_COUNT_NOTE_TAIL = new RegExp(`^(?:[ \\t]+(?:${COUNT_ADJECTIVES.join('|')}))*[ \\t]*$`, 'i');

/** Rounds a count of things bought whole: at least one, and a range widens to whole ends ('1 to 2 lemons'). */
function wholeCount(min: Fraction, max: Fraction | null): { min: Fraction; max: Fraction | null } {
  if (!max) return { min: f(Math.max(1, Math.round(toNumber(min)))), max: null };
  const low = Math.max(1, Math.floor(toNumber(min)));
  const high = Math.max(low, Math.ceil(toNumber(max)));
  return { min: f(low), max: high === low ? null : f(high) };
}

/**
 * How many to buy, noted in parentheses after a measure: '(about 7)', '(about 5 medium)', '(5 to 6 lemons)'.
 * The count scales and rounds to whole ones ('(about 28)', '(1 to 2 lemons)'); null for any other note.
 */
function scaleCountNote(inner: string, factor: Fraction): string | null {
  const prefix = RE_COUNT_NOTE.exec(inner)![1]!;
  const quantity = readQuantity(inner, prefix.length, false);
  if (!quantity) return null;
  const tail = inner.slice(quantity.end);
  const noun = countNounMatch(tail);
  const afterNoun = noun ? tail.slice(noun.prefix.length + noun.noun.length) : tail;
  if (!RE_COUNT_NOTE_TAIL.test(noun ? noun.prefix : tail) || (noun && afterNoun.trim() !== '')) return null;
  const count = wholeCount(mul(quantity.min, factor), quantity.max && mul(quantity.max, factor));
  const shown = writeRange(count, null, quantity.separator);
  return prefix + shown.text + fixCountNoun(tail, shown.shown > 1);
}

// ---------------------------------------------------------------------------------------------
// Scaling

/** Finite, positive, and not so small that it is zero as an exact fraction (below 1/10000). */
function validFactor(factor: number): boolean {
  return Number.isFinite(factor) && factor > 0 && fromNumber(factor).num > 0;
}

/** A scaled quantity and unit, written separately so the text between them can be kept: '1 1/2' + 'cups'. */
interface ScaledAmount {
  quantityText: string;
  unit: UnitDef | null;
  unitText: string | null;
  plural: boolean;
  pinch: boolean;
}

function writeRange(
  choice: { min: Fraction; max: Fraction | null },
  unitName: string | null,
  separator: string,
): Formatted {
  const low = formatExact(choice.min, unitName);
  if (!choice.max) return low;
  const high = formatExact(choice.max, unitName);
  if (low.text === high.text) return high;
  return { text: `${low.text}${separator}${high.text}`, shown: high.shown };
}

function roundIndivisible(q: Fraction): Fraction {
  return f(Math.max(1, Math.round(toNumber(q))));
}

/** A stick of butter is 8 tablespoons, and its wrapper is marked at each one. */
const TSP_PER_STICK = f(24);

/**
 * Sticks stay sticks when the amount falls on the wrapper's tablespoon marks (whole eighths of a stick:
 * 1/2 stick, 3/8 stick). Any other amount (a third or a sixth of a stick) cannot be cut by the marks and is
 * measured in spoons or cups instead: 1/6 stick is 4 tsp, not '1/8 stick' (the nearest common fraction).
 */
function chooseStick(stick: UnitDef, min: Fraction, max: Fraction | null): Choice | 'pinch' {
  if ((max ? [min, max] : [min]).every((end) => isInteger(mul(end, f(8))))) return { unit: stick, min, max };
  return chooseSpoonOrCup(mul(min, TSP_PER_STICK), max && mul(max, TSP_PER_STICK));
}

/**
 * Scales one quantity (with its unit, if any) and writes it back in the best unit. `lead` is the line's
 * own amount: only there does a stick that misses the wrapper's marks turn into spoons (a stick count in
 * parentheses, '1/3 cup (2/3 stick)', says how much of a stick the measure is).
 */
function scaleAmount(quantity: Quantity, unit: UnitHit | null, factor: Fraction, lead = false): ScaledAmount {
  let min = mul(quantity.min, factor);
  let max = quantity.max && mul(quantity.max, factor);
  if (!unit) {
    const shown = writeRange({ min, max }, null, quantity.separator);
    return { quantityText: shown.text, unit: null, unitText: null, plural: shown.shown > 1, pinch: false };
  }
  if (unit.def.indivisible) {
    min = roundIndivisible(min);
    max = max && roundIndivisible(max);
  }
  const choice = lead && unit.def.name === 'stick' ? chooseStick(unit.def, min, max) : chooseUnit(unit.def, min, max);
  if (choice === 'pinch')
    return { quantityText: 'a', unit: unitByName('pinch'), unitText: 'pinch', plural: false, pinch: true };
  const shown = writeRange(choice, choice.unit.name, quantity.separator);
  const plural = shown.shown > 1;
  let unitText = writeUnit(unit, choice.unit, plural);
  if (choice.plus) unitText += writePlus(unit, choice.plus);
  return { quantityText: shown.text, unit: choice.unit, unitText, plural, pinch: false };
}

/** Scales every 'QTY UNIT' measure inside a piece of text such as '120 g' or 'about 1 cup/240 ml'. */
function scaleMeasuresIn(text: string, factor: Fraction): string {
  let out = '';
  let pos = 0;
  while (pos < text.length) {
    const prev = pos === 0 ? ' ' : text[pos - 1]!;
    const measure = /[\s(/~≈+]/.test(prev) || pos === 0 ? readMeasure(text, pos) : null;
    if (measure) {
      const scaled = scaleAmount(measure.quantity, measure.unit, factor);
      out += `${scaled.quantityText}${text.slice(measure.quantity.end, measure.unit.start)}${scaled.unitText}`;
      pos = measure.unit.end;
    } else {
      out += text[pos];
      pos += 1;
    }
  }
  return out;
}

// '(1 packet)' after a spoon measure counts packets of the food: two batches need '(2 packets)'.
const RE_PACKET_COUNT =
  /^([ \t]*(?:about[ \t]+)?)(\d+(?:[ \t]+\d+\/\d+)?|\d+\/\d+|[½¼¾])([ \t]+)(packet|envelope|sachet|package|pkg|pouch|cube)s?(\.?[ \t]*)$/i;

function scalePacketCount(inner: string, factor: Fraction): string | null {
  const m = RE_PACKET_COUNT.exec(inner);
  if (!m) return null;
  const amount = readDigits(m[2]!, 0);
  if (!amount) return null;
  const shown = formatFraction(mul(amount.value, factor), null);
  return `${m[1]}${shown.text}${m[3]}${m[4]}${shown.shown > 1 ? 's' : ''}${m[5]}`;
}

/**
 * An alternative after 'or' names the same amount another way ('(or 1 tsp vanilla bean paste)',
 * ', or 2 tbsp orange zest'): its measures scale with the line, up to the next comma or
 * semicolon. A clause that speaks of a time or a temperature is kept as written.
 */
function scaleAlternatives(text: string, factor: Fraction): string {
  return text.replace(/(\bor[ \t]+)([^,;]*)/gi, (whole, or: string, clause: string) =>
    mentionsTimeOrTemperature(clause) ? whole : or + scaleMeasuresIn(clause, factor),
  );
}

/**
 * Scales what follows the food: measures in parentheses ('2 cups walnuts (about 8 oz)'), packet
 * counts, counts of what to buy ('(about 7)'), a counted food after 'plus' or 'and', and alternatives
 * after 'or'. A container's size in parentheses stays (`sizesInParentheses` false).
 */
function scaleRest(text: string, factor: Fraction, sizesInParentheses = true): string {
  return text.replace(/\(([^()]*)\)|[^()]+/g, (whole, inner: string | undefined) => {
    if (inner === undefined) return scaleAlternatives(scaleAddedCounts(whole, factor), factor);
    if (/^[ \t]*or\b/i.test(inner)) return `(${scaleAlternatives(inner, factor)})`;
    if (!sizesInParentheses) return whole;
    if (isMeasureText(inner) && !/\beach\b/i.test(inner)) return `(${scaleMeasuresIn(inner, factor)})`;
    const note = scalePacketCount(inner, factor) ?? scaleCountNote(inner, factor);
    return note === null ? whole : `(${note})`;
  });
}

/**
 * Multiplies the quantities in an ingredient line and writes it back as a baker would.
 * Factor 1 (and any invalid factor) returns the line unchanged, byte for byte. Headers, lines without a
 * quantity and lines whose quantity is a time or a temperature are returned unchanged too; a time or a
 * temperature later in the line is kept as written (see leadsWithTimeOrTemperature).
 */
export function scaleIngredient(line: string, factor: number): string {
  if (factor === 1 || !validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  const exact = fromNumber(factor);
  if (!analysis) return scaleZestOrJuice(line, exact);
  const { quantity, unit, size, secondary } = analysis;
  const scaled = scaleAmount(quantity, unit, exact, true);

  // Indivisible units that did not move (a pinch halved is still a pinch) keep the line as written.
  if (
    unit?.def.indivisible &&
    scaled.unit === unit.def &&
    compare(f(Number(scaled.quantityText) || 0), quantity.min) === 0 &&
    !quantity.max
  ) {
    return line;
  }

  const head = line.slice(0, quantity.start);
  if (!unit) {
    const between = line.slice(quantity.end, size?.end ?? quantity.end);
    const rest = line.slice(size?.end ?? quantity.end);
    return head + scaled.quantityText + between + scaleRest(fixCountNoun(rest, scaled.plural), exact);
  }

  const measureEnd = analysis.compoundEnd ?? unit.end;
  const rest = scaleRest(line.slice(analysis.restStart), exact, !unit.def.container);
  if (scaled.pinch) {
    const food = /^[ \t]+of\b/i.test(rest) || rest.trim() === '' ? rest : ` of${rest}`;
    return `${head}a pinch${food}`;
  }

  let measure = line.slice(measureEnd, analysis.restStart);
  if (secondary && !unit.def.container) {
    const inner = line.slice(secondary.innerStart, secondary.innerEnd);
    if (!/\beach\b/i.test(inner)) {
      measure =
        line.slice(measureEnd, secondary.innerStart) +
        scaleMeasuresIn(inner, exact) +
        line.slice(secondary.innerEnd, analysis.restStart);
    }
  }
  // Implied quantities get written out: 'Pinch of salt' -> '2 pinches of salt', '12 oz bag' -> '2 x 12 oz bags'.
  const between = !quantity.implicit
    ? line.slice(quantity.end, unit.start)
    : size
      ? ` x ${line.slice(size.start, unit.start)}`
      : ' ';
  const unitText =
    quantity.implicit && /^[A-Z][a-z]/.test(unit.core) ? scaled.unitText!.toLowerCase() : scaled.unitText!;
  return head + scaled.quantityText + between + unitText + measure + rest;
}

// ---------------------------------------------------------------------------------------------
// US -> metric

/** The first metric 'QTY UNIT' inside a measure text, scaled: '2 sticks/226g' -> '452g' for factor 2. */
function scaledMetricMeasure(text: string, factor: Fraction): string | null {
  for (let pos = 0; pos < text.length; pos++) {
    if (pos > 0 && !/[\s(/~≈+]/.test(text[pos - 1]!)) continue;
    const measure = readMeasure(text, pos);
    if (measure && isMetric(measure.unit.def)) return scaleMeasuresIn(text.slice(pos, measure.unit.end), factor);
  }
  return null;
}

/** The first measure in parentheses after the food that is already metric, e.g. the '(250g)' in '2 cups flour (250g)'. */
function findMetricParenthetical(text: string): { start: number; end: number; inner: string } | null {
  const re = /[ \t]*\(([^()]*)\)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const inner = m[1]!;
    if (isMeasureText(inner) && scaledMetricMeasure(inner, fraction(1)))
      return { start: m.index, end: m.index + m[0].length, inner };
  }
  return null;
}

function writeMetric(min: Fraction, max: Fraction | null, small: 'g' | 'ml', separator: string): string {
  const choice = chooseMetric(min, max, unitByName(small), unitByName(small === 'g' ? 'kg' : 'l'));
  return `${writeRange(choice, choice.unit.name, separator).text} ${choice.unit.name}`;
}

/**
 * The US/metric toggle: scales the line by `factor`, then writes American volumes and weights in grams or
 * millilitres. Ounces and pounds convert exactly (28.35 g/oz). Volumes of foods in the density table become
 * grams marked '≈' ('≈ 240 g all-purpose flour'); milk, water and cream become millilitres. A metric measure
 * the author already gave ('1 cup (120 g) flour') is used instead of the table. Spoonfuls of things not in the
 * table (vanilla, baking powder) stay spoons, since metric recipes measure those by the spoon too; cups of them
 * become millilitres. Counts, containers, metric lines, headers and time/temperature lines only get scaled.
 */
export function toMetric(line: string, factor: number): string {
  const scaledOnly = () => scaleIngredient(line, factor);
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  if (!analysis?.unit || isMetric(analysis.unit.def)) return scaledOnly();
  const { quantity, unit, secondary } = analysis;
  const exact = fromNumber(factor);
  const head = line.slice(0, quantity.start);
  const measureEnd = analysis.compoundEnd ?? unit.end;
  let rest = line.slice(analysis.restStart);

  // The author's own metric figure beats any table.
  let metricText: string | null = null;
  if (secondary) metricText = scaledMetricMeasure(line.slice(secondary.innerStart, secondary.innerEnd), exact);
  if (!metricText) {
    const later = findMetricParenthetical(rest);
    if (later) {
      metricText = scaledMetricMeasure(later.inner, exact);
      rest = rest.slice(0, later.start) + rest.slice(later.end);
    }
  }
  // Equivalent American measures in parentheses ('(1 stick)') would only confuse a metric reader; counts
  // in the rest of the line ('(5 to 6 lemons)') scale as they do in scaleIngredient.
  const food = scaleRest(
    rest.replace(/[ \t]*\(([^()]*)\)/g, (whole, inner: string) =>
      isMeasureText(inner) && !/\beach\b/i.test(inner) ? '' : whole,
    ),
    exact,
    !unit.def.container,
  ).replace(/^[ \t]+/, '');
  const join = (measure: string) => `${head}${measure}${food ? ` ${food}` : ''}`;
  if (metricText) return join(metricText);

  const min = mul(quantity.min, exact);
  const max = quantity.max && mul(quantity.max, exact);
  const sep = quantity.separator;
  const foodName = line
    .slice(measureEnd)
    .split(',')[0]!
    .replace(/\([^)]*\)/g, ' ');

  if (unit.def.dimension === 'us-weight') {
    const grams = (q: Fraction) => mul(mul(q, unit.def.base!), GRAMS_PER_OUNCE);
    return join(writeMetric(grams(min), max && grams(max), 'g', sep));
  }
  if (unit.def.name === 'stick' && /\bbutter\b/i.test(foodName)) {
    const grams = (q: Fraction) => mul(q, f(GRAMS_PER_STICK_OF_BUTTER));
    return join(writeMetric(grams(min), max && grams(max), 'g', sep));
  }
  if (unit.def.dimension !== 'us-volume') return scaledOnly();

  const cups = (q: Fraction) => div(mul(q, unit.def.base!), unitByName('cup').base!);
  const density = lookupDensity(foodName);
  if (density?.gramsPerCup) {
    const grams = (q: Fraction) => mul(cups(q), fromNumber(density.gramsPerCup!));
    return join(`≈ ${writeMetric(grams(min), max && grams(max), 'g', sep)}`);
  }
  if (density?.mlPerCup) {
    const ml = (q: Fraction) => mul(cups(q), fromNumber(density.mlPerCup!));
    return join(writeMetric(ml(min), max && ml(max), 'ml', sep));
  }
  if (unit.def.name === 'tsp' || unit.def.name === 'Tbsp') return scaledOnly();
  const ml = (q: Fraction) => mul(cups(q), ML_PER_CUP);
  return join(writeMetric(ml(min), max && ml(max), 'ml', sep));
}

// ---------------------------------------------------------------------------------------------
// Metric -> US

/** Cups as a baker measures them: the cup and tablespoon grids of chooseSpoonOrCup, quarter teaspoons below. */
function kitchenCups(cups: number): number {
  const tsp = cups * 48;
  if (tsp < 3) return Math.max(1 / 4, Math.round(tsp * 4) / 4) / 48;
  if (tsp < 12) return (toNumber(snapToGrid(fromNumber(tsp / 3), TBSP_MEASURES)!) * 3) / 48;
  return toNumber(snapToGrid(fromNumber(cups), CUP_MEASURES)!);
}

/**
 * Teaspoons of a food measured by the spoon (salt, yeast): the teaspoon measures of chooseSpoonOrCup below a
 * tablespoon, half teaspoons below a quarter cup, then as kitchenCups.
 */
function kitchenTeaspoons(tsp: number): number {
  if (tsp < 3) return toNumber(snapToGrid(fromNumber(tsp), TSP_MEASURES)!);
  if (tsp < 12) return Math.round(tsp * 2) / 2;
  return kitchenCups(tsp / 48) * 48;
}

/** Ounces as a scale shows them: quarters below 4 oz, halves below a pound, quarter pounds above. Never 0. */
function kitchenOunces(oz: number): number {
  const step = oz < 4 ? 1 / 4 : oz < 16 ? 1 / 2 : 4;
  return Math.max(1 / 4, Math.round(oz / step) * step);
}

/**
 * Grams below which a weight without a density stays in grams: '0.18 oz yeast' helps nobody. The amount
 * as written decides, so a line keeps one unit family at every size.
 */
const SMALL_GRAMS = 28;

/**
 * The toggle's 'US cups' side for a line written in metric, scaled by `factor` first: millilitres
 * (and grams of milk, water and the like) become cups and spoons, grams of a food in the density
 * table cups and spoons (salt, yeast, leaveners and ground spices teaspoons), other grams ounces and
 * pounds, each rounded to what a baker measures and marked '≈' when that changed the amount. Small
 * weights without a density stay in grams at every size (see SMALL_GRAMS). A line
 * that already gives a US figure beside its metric one, a range, a US line, a count, a header and
 * a time or temperature line are only scaled.
 */
export function toUS(line: string, factor: number): string {
  const scaledOnly = () => scaleIngredient(line, factor);
  if (!validFactor(factor) || leadsWithTimeOrTemperature(line)) return line;
  const analysis = analyse(line);
  if (!analysis?.unit || !isMetric(analysis.unit.def) || analysis.secondary || analysis.quantity.max)
    return scaledOnly();
  const { quantity, unit } = analysis;
  const rest = line.slice(analysis.restStart);
  // The author's own US figure follows in parentheses: '250 g flour (2 cups)'.
  if ([...rest.matchAll(/\(([^()]*)\)/g)].some((m) => isMeasureText(m[1]!) && !scaledMetricMeasure(m[1]!, fraction(1))))
    return scaledOnly();
  const exact = fromNumber(factor);
  const amount = toNumber(mul(mul(quantity.min, exact), unit.def.base!));
  const density = lookupDensity(
    line
      .slice(analysis.compoundEnd ?? unit.end)
      .split(',')[0]!
      .replace(/\([^)]*\)/g, ' '),
  );
  const byVolume = unit.def.dimension === 'metric-volume' || density?.mlPerCup !== undefined;
  let value: number;
  let shown: number;
  let measure: (q: number) => string;
  if (byVolume) {
    value = amount / toNumber(unit.def.dimension === 'metric-volume' ? ML_PER_CUP : fromNumber(density!.mlPerCup!));
    shown = kitchenCups(value);
    measure = (q) => writeAmount(q, 'cup');
  } else if (density?.gramsPerCup) {
    value = amount / density.gramsPerCup;
    shown = kitchenCups(value);
    measure = (q) => writeAmount(q, 'cup');
  } else if (density?.gramsPerTsp) {
    value = amount / density.gramsPerTsp;
    shown = kitchenTeaspoons(value);
    measure = (q) => writeAmount(q, 'tsp');
  } else {
    if (toNumber(mul(quantity.min, unit.def.base!)) < SMALL_GRAMS) return scaledOnly();
    value = amount / toNumber(GRAMS_PER_OUNCE);
    shown = kitchenOunces(value);
    measure = (q) => writeAmount(q, 'oz');
  }
  const approximate =
    density?.gramsPerCup !== undefined || density?.gramsPerTsp !== undefined || Math.abs(shown - value) / value > 0.01;
  const food = scaleRest(rest, exact).replace(/^[ \t]+/, '');
  return `${line.slice(0, quantity.start)}${approximate ? '≈ ' : ''}${measure(shown)}${food ? ` ${food}` : ''}`;
}

/** Which system most measured lines of a recipe use: the toggle's side until a visitor picks one. */
export function writtenIn(lines: readonly string[]): 'us' | 'metric' {
  let metric = 0;
  let us = 0;
  for (const line of lines) {
    const unit = analyse(line)?.unit?.def;
    if (!unit) continue;
    if (isMetric(unit)) metric += 1;
    else if (unit.dimension === 'us-volume' || unit.dimension === 'us-weight') us += 1;
  }
  return metric > us ? 'metric' : 'us';
}
