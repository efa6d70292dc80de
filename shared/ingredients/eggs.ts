/**
 * Eggs at sizes that do not come out whole (docs/product.md#recipe-size-and-units). Nobody can crack
 * '1/4 large egg': from half an egg up the count rounds to a whole or half egg, a half carrying its
 * beaten weight ('1/2 large egg (25 g beaten)'); below half an egg the line gives the beaten egg by the
 * spoon with its weight ('1 Tbsp beaten egg (12 g)'), or in metric by the gram ('12 g beaten egg').
 */
import { compare, fraction, isInteger, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { formatFraction } from './format';
import { spoonsFor } from './measurable';

export type UnitSystem = 'us' | 'metric';

/** Beaten weight of one large egg, yolk and white, in grams. */
const EGG_GRAMS: Readonly<Record<'egg' | 'yolk' | 'white', number>> = { egg: 50, yolk: 18, white: 30 };

const f = fraction;

function kindOf(noun: string): 'egg' | 'yolk' | 'white' | null {
  const n = noun.toLowerCase();
  if (/yolk/.test(n)) return 'yolk';
  if (/white/.test(n)) return 'white';
  if (/^eggs?$/.test(n)) return 'egg';
  return null;
}

// Half a gram rounds down, so half an egg reads 25 g and a quarter 12 g.
const grams = (count: Fraction, kind: 'egg' | 'yolk' | 'white') =>
  Math.max(1, Math.ceil(toNumber(count) * EGG_GRAMS[kind] - 0.5));

/** True when `noun` (from a count-noun match) is an egg, a yolk or a white. */
export const isEggNoun = (noun: string): boolean => kindOf(noun) !== null;

function spoonText(g: number): string {
  // Beaten egg weighs about 15 g a tablespoon: tablespoons to the half from 6 g, else the teaspoon set.
  if (g >= 6) {
    const halves = Math.max(1, Math.round((g / 15) * 2));
    const text = formatFraction(f(halves, 2), 'Tbsp').text;
    return `${text} Tbsp`;
  }
  const spoons = spoonsFor(f(g, 5));
  if (spoons === 'pinch') return '1/8 tsp';
  return `${formatFraction(spoons.min, 'tsp').text} tsp`;
}

/**
 * The text for a scaled count of eggs, yolks or whites that replaces 'COUNT [adjectives] NOUN', or null
 * when the count is whole (the line is then written as for any counted food). `adjectives` is what the
 * recipe wrote between count and noun ('large ').
 */
export function eggText(count: Fraction, adjectives: string, noun: string, system: UnitSystem): string | null {
  const kind = kindOf(noun);
  if (!kind || isInteger(count)) return null;
  const name = kind === 'egg' ? 'egg' : `egg ${kind}`;
  if (compare(count, f(1, 2)) >= 0) {
    const halves = Math.max(1, Math.round(toNumber(count) * 2));
    const rounded = f(halves, 2);
    const plural = halves > 2;
    const word = plural ? `${noun.replace(/s$/, '')}s` : noun.replace(/s$/, '');
    const shown = formatFraction(rounded, null).text;
    if (isInteger(rounded)) return `${shown} ${adjectives}${word}`;
    const weight = `${grams(rounded, kind)} g${/beaten/i.test(adjectives) ? '' : ' beaten'}`;
    return `${shown} ${adjectives}${word} (${weight})`;
  }
  const g = grams(count, kind);
  // Under 5 g a scale is no help alone: the spoon leads, as for any small amount in metric.
  if (system === 'metric') return g < 5 ? `${spoonText(g)} (${g} g) beaten ${name}` : `${g} g beaten ${name}`;
  return `${spoonText(g)} beaten ${name} (${g} g)`;
}
