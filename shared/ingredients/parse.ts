/** Reading units and the shape of an ingredient line: quantity, container size, unit, measure in parentheses, food. */
import { add, compare, div, fraction, mul, sub, toNumber } from '../fraction';
import { isAmerican, lookupUnit, unitTokens } from '../units';
import type { UnitDef } from '../units';
import type { ParsedIngredient, UnitHit } from './types';
import { readDigits, readQuantity, sticky } from './numbers';
import type { Quantity } from './numbers';
import { countNounMatch } from './counts';
import { foodNameOf } from './food-name';

export const RE_UNIT = new RegExp(
  `[ \\t\\u00a0]*((?:${unitTokens()
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\.?[ \\t]*'))
    .join('|')})(\\.)?)(?![A-Za-z])`,
  'iy',
);
export const RE_SINGLE_LETTER_SPOON = /[ \t\u00a0]*(([tT])(\.)?)(?![A-Za-z])/y;

export function readUnit(text: string, pos: number): UnitHit | null {
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

export const isMeasureUnit = (def: UnitDef): boolean => def.base !== undefined || def.name === 'stick';

export const RE_MODIFIER =
  /[ \t]*(?:heaping|heaped|level|scant|rounded|generous|good|full|big|large|medium|small|thin|thick|(?:firmly|lightly|loosely)[ \t]+packed|packed)[ \t]+/iy;
export const RE_SIZE_PAREN = /[ \t]*\(([^()]*)\)/y;
export const RE_SIZE_TIMES = /[ \t]*[x×][ \t]*/y;
export const RE_SIZE_BARE =
  /[ \t]+(?:\d+(?:\.\d+)?|\.\d+)[ \t]*-?[ \t]*(?:fl\.?[ \t]*oz|ounces?|oz|grams?|g|ml|pounds?|lbs?|inch(?:es)?|in)\.?(?![A-Za-z])/iy;
export const RE_PLUS = /[ \t]*,?[ \t]*(?:\+|plus|and|minus)[ \t]*/iy;
export const RE_A_PINCH = /a[ \t]+pinch(?![A-Za-z])/iy;
export const RE_SPACE = /[ \t]+/y;
export const RE_SLASH = /[ \t]*\/[ \t]*/y;
export const RE_APPROX_PREFIX =
  /^[ \t]*(?:about|approx\.?|approximately|around|roughly|~|≈|scant|generous|a generous|heaping)?[ \t]*/i;
export const RE_IMPLICIT_UNIT =
  /(?:(pinch|dash|splash|handful|knob|smidgen)(?=[ \t]+of\b)|(pinch|dash|splash|handful)(?=[ \t]+[a-z]))/iy;

// Lines about oven temperatures or timings are instructions that slipped into the list; scaling them is wrong.
export const RE_TIME_OR_TEMPERATURE =
  /°|º|\bdeg(?:rees?)?\b|\b(?:fahrenheit|celsius|centigrade)\b|\b\d{3}[ \t]*[FC]\b|\b(?:minutes?|mins?|hours?|hrs?|seconds?)\b/i;
export const RE_HEADER = /^\s*-{3,}\s*(.*?)\s*-{3,}\s*$/;
// A list bullet and a leading 'about' belong to the line, not to the quantity.
export const RE_BULLET =
  /^[ \t]*(?:[-*•·▪◦▢☐][ \t]+)?(?:(?:about|approximately|approx\.|roughly|around|up[ \t]+to|another|~)[ \t]+|optional:[ \t]*)?/i;

/** True when the line mentions minutes, hours or temperatures anywhere. */
export function mentionsTimeOrTemperature(line: string): boolean {
  return RE_TIME_OR_TEMPERATURE.test(line);
}

// The number the line starts with is a time or a temperature: '2 hours rising', '350 F oven', '10-15 minutes'.
export const LEAD_NUMBER = '[\\d½¼¾⅓⅔⅛⅜⅝⅞.,/⁄]+';
export const RE_LEADING_TIME_OR_TEMPERATURE = new RegExp(
  `^[ \\t]*(?:[-*•·▪◦][ \\t]+)?(?:(?:about|approximately|approx\\.|roughly|around|~)[ \\t]+)?${LEAD_NUMBER}(?:(?:[ \\t]*(?:-|–|—|to)[ \\t]*|[ \\t]+)${LEAD_NUMBER}){0,3}[ \\t]*` +
    '(?:°|º|deg(?:rees?)?\\b|minutes?\\b|mins?\\b|hours?\\b|hrs?\\b|seconds?\\b|secs?\\b)|^[ \\t]*\\d{3}[ \\t]*[FC]\\b',
  'i',
);

/**
 * docs/decisions/006-where-the-app-departs-from-the-spec.md: "ingredient lines mentioning minutes, hours or temperatures are not scaled". The rule
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

export interface Secondary {
  end: number;
  /** Where the measure text sits inside the line (inside the parentheses for the paren form). */
  innerStart: number;
  innerEnd: number;
}

export interface Analysis {
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
  /** The amount closes the line ('Flour: 300 g'): the food is before it, from `leadEnd` to `quantity.start`. */
  trailing?: boolean;
}

/** Reads 'QTY UNIT' where UNIT is a weight or volume (or a stick), as found in '(120 g)' or '/8oz'. */
export function readMeasure(text: string, pos: number): { quantity: Quantity; unit: UnitHit } | null {
  const quantity = readQuantity(text, pos, false);
  if (!quantity) return null;
  const unit = readUnit(text, quantity.end);
  if (!unit || !isMeasureUnit(unit.def)) return null;
  return { quantity, unit };
}

export function isMeasureText(inner: string): boolean {
  const prefix = RE_APPROX_PREFIX.exec(inner)![0];
  return readMeasure(inner, prefix.length) !== null;
}

export function followsCountNoun(text: string): boolean {
  return countNounMatch(text) !== null;
}

// Where an amount after the food may start: after a space, a colon or a dash.
const RE_TRAILING_START = /(?<=[\s:–—-])(?=[\d.½¼¾⅓⅔⅛⅜⅝⅞])/g;

/**
 * An amount written after the food, closing the line: 'Flour: 300 g', 'sugar 2 grams', 'stuff 1-2 cups'.
 * Only a weight or a volume, so that a count or a size ('Gas mark 4', 'Pan 9 in') is never read as one,
 * and only after words: in 'Juice of 1 lemon, about 3 tbsp' the lemon is the amount (scaleZestOrJuice).
 */
export function trailingAmount(line: string, leadEnd: number): Analysis | null {
  const text = line.slice(0, 500);
  for (const m of text.matchAll(RE_TRAILING_START)) {
    const before = line.slice(leadEnd, m.index);
    if (m.index <= leadEnd || !/[A-Za-z]/.test(before)) continue;
    if (/[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(before)) return null;
    const quantity = readQuantity(line, m.index, false);
    const unit = quantity ? readUnit(line, quantity.end) : null;
    if (!quantity || !unit?.def.base || !/^[\s.]*$/.test(line.slice(unit.end))) continue;
    return {
      leadEnd,
      quantity,
      size: null,
      unit,
      compoundEnd: null,
      secondary: null,
      restStart: line.length,
      trailing: true,
    };
  }
  return null;
}

/** After a size, its twin in the other system: '400ml/14fl oz tin', '2 x 7g/¼oz sachets'. */
function twinEnd(line: string, end: number): number {
  const slash = sticky(RE_SLASH, line, end);
  const twin = slash ? readMeasure(line, end + slash[0].length) : null;
  return twin ? twin.unit.end : end;
}

export function analyse(line: string): Analysis | null {
  if (isHeaderLine(line)) return null;
  const leadEnd = RE_BULLET.exec(line)![0].length;
  let quantity = readQuantity(line, leadEnd, true);
  if (!quantity) {
    const implicit = sticky(RE_IMPLICIT_UNIT, line, leadEnd);
    if (!implicit) return trailingAmount(line, leadEnd);
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
    if (times && timesMeasure) size = { start: pos, end: twinEnd(line, timesMeasure.unit.end) };
    else {
      const bare = sticky(RE_SIZE_BARE, line, pos);
      // 'Two 2 oz (56g) cans': the size may carry its metric twin.
      const twin = bare ? sticky(RE_SIZE_PAREN, line, pos + bare[0].length) : null;
      const bareEnd = bare ? pos + bare[0].length + (twin && isMeasureText(twin[1]!) ? twin[0].length : 0) : pos;
      const after = bare ? readUnit(line, bareEnd) : null;
      if (bare && after?.def.container) size = { start: pos, end: bareEnd };
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
    const sizeEnd = twinEnd(line, unit.end);
    const container = readUnit(line, sizeEnd);
    if (container?.def.container && /[A-Za-z]/.test(line.slice(container.end))) {
      // '12 oz bag chocolate chips', '7g sachet yeast': one container of that size, not 12 oz of bag.
      size = { start: quantity.start, end: sizeEnd };
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
  // '1 cup + 2 Tbsp', and the engine's own '1/2 cup + 1 Tbsp + 3/4 tsp' and '1/4 tsp + 1/8 tsp'.
  for (let i = 0; i < 2 && unit && unit.def.base && isAmerican(unit.def) && quantity.max === null; i++) {
    const from: number = compoundEnd ?? unit.end;
    const joiner: RegExpExecArray | null =
      sticky(RE_PLUS, line, from) ??
      (unit.def.dimension === 'us-weight' && i === 0 ? sticky(RE_SPACE, line, from) : null);
    const extra: ReturnType<typeof readDigits> = joiner ? readDigits(line, from + joiner[0].length) : null;
    const extraUnit: UnitHit | null = extra ? readUnit(line, extra.end) : null;
    // '1/8 tsp + a pinch', as the engine writes an odd sixteenth of a teaspoon.
    const pinch =
      joiner && joiner[0].includes('+') && (extraUnit === null || !extra)
        ? sticky(RE_A_PINCH, line, from + joiner[0].length)
        : null;
    if (
      extra &&
      extraUnit?.def.base &&
      extraUnit.def.dimension === unit.def.dimension &&
      compare(extraUnit.def.base, unit.def.base) <= 0 &&
      (i === 0 || joiner![0].includes('+'))
    ) {
      const inFirstUnit = div(mul(extra.value, extraUnit.def.base), unit.def.base);
      // '1 cup minus 2 Tbsp' is 7/8 cup.
      const minus = /minus/i.test(joiner![0]);
      if (minus && compare(inFirstUnit, quantity.min) >= 0) break;
      quantity = { ...quantity, min: minus ? sub(quantity.min, inFirstUnit) : add(quantity.min, inFirstUnit) };
      compoundEnd = extraUnit.end;
    } else if (pinch && unit.def.dimension === 'us-volume') {
      quantity = { ...quantity, min: add(quantity.min, div(fraction(1, 16), unit.def.base)) };
      compoundEnd = from + joiner![0].length + pinch[0].length;
      break;
    } else break;
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

/** Reads one ingredient line. See the module comment for what lands in `ingredient`. */
export function parseIngredient(line: string): ParsedIngredient {
  const header = RE_HEADER.exec(line);
  if (header)
    return { quantity: null, quantityMax: null, unit: null, ingredient: header[1]!, name: '', isHeader: true };
  const analysis = analyse(line);
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (!analysis) {
    const ingredient = tidy(line.slice(RE_BULLET.exec(line)![0].length));
    return { quantity: null, quantityMax: null, unit: null, ingredient, name: foodNameOf(ingredient), isHeader: false };
  }
  const { quantity, size, unit } = analysis;
  let food = analysis.trailing
    ? line.slice(analysis.leadEnd, quantity.start).replace(/[\s:,–—-]+$/, '')
    : line.slice(analysis.restStart);
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
    name: foodNameOf(food),
    isHeader: false,
  };
}
