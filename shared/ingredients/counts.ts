/** Counted foods: '1 egg' -> '2 eggs', '(about 7)', '1 large egg plus 1 egg yolk'. */
import { fraction } from '../fraction';
import { mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { readQuantity } from './numbers';
import { eggText } from './eggs';
import type { UnitSystem } from './eggs';
import { matchCase, writeRange } from './format';

const f = fraction;

export const COUNT_NOUNS: ReadonlyArray<readonly [string, string]> = [
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
export const COUNT_ADJECTIVES = [
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
export const NOUN_FORMS = new Map<string, readonly [string, string]>();
for (const pair of COUNT_NOUNS) for (const form of pair) NOUN_FORMS.set(form, pair);
export const RE_COUNT_NOUN = new RegExp(
  `^([ \\t]+(?:(?:${COUNT_ADJECTIVES.join('|')})[ \\t]+){0,3})(${[...NOUN_FORMS.keys()].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z-])`,
  'i',
);

export function countNounMatch(text: string): { prefix: string; noun: string; pair: readonly [string, string] } | null {
  const m = RE_COUNT_NOUN.exec(text);
  if (!m) return null;
  return { prefix: m[1]!, noun: m[2]!, pair: NOUN_FORMS.get(m[2]!.toLowerCase())! };
}

/** '1 egg' -> '2 eggs' and back, for the handful of foods bakers count; anything else is left alone. */
export function fixCountNoun(text: string, plural: boolean): string {
  const m = countNounMatch(text);
  if (!m) return text;
  const wanted = matchCase(m.noun, plural ? m.pair[1] : m.pair[0]);
  return m.prefix + wanted + text.slice(m.prefix.length + m.noun.length);
}

/** The count at `pos`, scaled, followed by a counted food: '1 egg yolk' -> '4 egg yolks'; null when no counted food follows. */
export function scaleCountedFood(
  text: string,
  pos: number,
  factor: Fraction,
  system: UnitSystem = 'us',
): { text: string; end: number } | null {
  const quantity = readQuantity(text, pos, true);
  const noun = quantity && countNounMatch(text.slice(quantity.end));
  if (!quantity || !noun) return null;
  const egg = quantity.max ? null : eggText(mul(quantity.min, factor), noun.prefix.trimStart(), noun.noun, system);
  if (egg) return { text: egg, end: quantity.end + noun.prefix.length + noun.noun.length };
  const shown = writeRange(
    { min: mul(quantity.min, factor), max: quantity.max && mul(quantity.max, factor) },
    null,
    quantity.separator,
  );
  const end = quantity.end + noun.prefix.length + noun.noun.length;
  return { text: shown.text + fixCountNoun(text.slice(quantity.end, end), shown.shown > 1), end };
}

export const RE_ADDED_COUNT = /\b(?:plus|and)[ \t]+/gi;

/**
 * A second counted food joined by 'plus' or 'and' scales with the first: '1 large egg plus 1 egg yolk' x 4 ->
 * '4 large eggs plus 4 egg yolks'. Only a count directly followed by a counted food; other text stays.
 */
export function scaleAddedCounts(text: string, factor: Fraction, system: UnitSystem = 'us'): string {
  let out = '';
  let pos = 0;
  for (const m of text.matchAll(RE_ADDED_COUNT)) {
    const start = m.index + m[0].length;
    if (start < pos) continue;
    const scaled = scaleCountedFood(text, start, factor, system);
    if (!scaled) continue;
    out += text.slice(pos, start) + scaled.text;
    pos = scaled.end;
  }
  return out + text.slice(pos);
}

export const RE_COUNT_NOTE = /^([ \t]*(?:(?:about|approx\.|approximately|around|roughly|~)[ \t]+)?)/i;
export const RE_COUNT_NOTE_TAIL = new RegExp(`^(?:[ \\t]+(?:${COUNT_ADJECTIVES.join('|')}))*[ \\t]*$`, 'i');

/** Rounds a count of things bought whole: at least one, and a range widens to whole ends ('1 to 2 lemons'). */
export function wholeCount(min: Fraction, max: Fraction | null): { min: Fraction; max: Fraction | null } {
  if (!max) return { min: f(Math.max(1, Math.round(toNumber(min)))), max: null };
  const low = Math.max(1, Math.floor(toNumber(min)));
  const high = Math.max(low, Math.ceil(toNumber(max)));
  return { min: f(low), max: high === low ? null : f(high) };
}

/**
 * How many to buy, noted in parentheses after a measure: '(about 7)', '(about 5 medium)', '(5 to 6 lemons)'.
 * The count scales and rounds to whole ones ('(about 28)', '(1 to 2 lemons)'); null for any other note.
 */
export function scaleCountNote(inner: string, factor: Fraction): string | null {
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
