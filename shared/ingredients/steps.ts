/**
 * Steps that follow the size (docs/product.md#recipe-size-and-units): amounts inside a step ('2 Tbsp of
 * the cream', '225 ml in total') are scaled and written with the same rules as the ingredient list, in
 * the view's unit system; counts of pans, pieces and portions tied to the yield ('three loaf pans',
 * 'into three equal pieces', '12 even rolls') follow the size; times and temperatures are never touched.
 * A count that would not come out whole ('half of a 9x13-inch pan') is left as written and the step says
 * so in place: '(written for 3 loaves)'.
 */
import { fromNumber, isInteger, mul, toNumber } from '../fraction';
import type { Fraction } from '../fraction';
import { COUNT_ADJECTIVES, COUNT_NOUNS } from './counts';
import { COUNT_WORDS } from './numbers';
import { readMeasure } from './parse';
import { toMetric, toUS } from './convert';
import type { UnitSystem } from './eggs';
import { scaleLine, validFactor } from './scale';
import { secondAmountsIn, temperaturesIn } from './view-system';

export interface StepContext {
  /** The size the recipe's own words are written for, as the note says it: '3 loaves', '12 servings'. */
  writtenFor?: string;
}

const WORDS = COUNT_WORDS;
const WORD_VALUE = new Map(WORDS.map((w, i) => [w, i]));

// Things a recipe's yield is counted in. Pans and dishes may be counted with 'a'; pieces and rolls only
// with a number ('shape the dough into a ball' is the whole dough, at any size).
const PANS = 'loaf pans?|cake pans?|muffin pans?|pans?|tins?|dish(?:es)?';
const PIECES =
  'pieces?|portions?|rolls?|buns?|balls?|rounds?(?![ \\t]+(?:cake[ \\t]+)?(?:pans?|tins?))|wedges?|scones?|cupcakes?|muffins?|loaves|loaf(?![ \\t]+(?:pans?|tins?))';
const SKIP_WORDS = 'and|or|of|the|to|into|with|for|in|on|at|each|per|then|a|an';
const RE_COUNT = new RegExp(
  `(?<![\\d.,/])\\b(${WORDS.slice(1).join('|')}|\\d+|an?)\\b((?:[ \\t]+(?!(?:${SKIP_WORDS})\\b)[\\w/½¼¾()-]+?){0,6}?)[ \\t]+(${PANS}|${PIECES})\\b`,
  'gi',
);
const RE_PAN = new RegExp(`^(?:${PANS})$`, 'i');
const RE_TOOL_AFTER =
  /^[ \t]*(?:\([^)]*\)[ \t]*)?(?:[\w-]+[ \t]+){0,2}?(?:tins?|pans?|dish(?:es)?|cutters?|rings?|moulds?|molds?)\b/i;
const RE_UNIT_WORD =
  /\b(?:tsp|tbsp|teaspoons?|tablespoons?|cups?|g|grams?|kg|ml|l|oz|ounces?|lbs?|pounds?|minutes?|hours?)\b/i;

function plural(noun: string, many: boolean): string {
  const lower = noun.toLowerCase();
  const pairs: Array<[string, string]> = [
    ['loaf', 'loaves'],
    ['dish', 'dishes'],
  ];
  for (const [one, more] of pairs) {
    if (lower === one || lower === more) return many ? more : one;
  }
  const last = lower.split(' ').pop()!;
  const single = last.endsWith('s') ? noun.slice(0, -1) : noun;
  return many ? `${single}s` : single;
}

function countOf(token: string): { value: number; word: boolean } {
  const lower = token.toLowerCase();
  if (lower === 'a' || lower === 'an') return { value: 1, word: true };
  const word = WORD_VALUE.get(lower);
  if (word !== undefined) return { value: word, word: true };
  return { value: Number(token), word: false };
}

function writeCount(value: number, word: boolean, model: string): string {
  const text = word && value <= 12 ? WORDS[value]! : String(value);
  return /^[A-Z]/.test(model) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** Rewrites the yield-tied counts; returns the text and whether any count could not be rewritten. */
function scaleCounts(step: string, factor: Fraction, note: string): string {
  let unsafe = false;
  const text = step.replace(RE_COUNT, (whole, count: string, between: string, noun: string) => {
    const article = /^an?$/i.test(count);
    // 'a 9x13-inch pan' is the recipe's pan; 'in a pan' or 'a small pan' is a piece's or a tool.
    if (article && (!RE_PAN.test(noun) || !/\d/.test(between))) return whole;
    if (RE_UNIT_WORD.test(between) && !RE_PAN.test(noun)) return whole;
    const { value, word } = countOf(count);
    if (!Number.isFinite(value) || value <= 0) return whole;
    const scaled = mul(fromNumber(value), factor);
    if (!isInteger(scaled) || toNumber(scaled) < 1) {
      unsafe = true;
      return whole;
    }
    const n = toNumber(scaled);
    return `${writeCount(n, word || article, count)}${between} ${plural(noun, n > 1)}`;
  });
  // 'Divide the dough into one equal piece' at one loaf: there is nothing to divide.
  const single = text.replace(
    /\b([Dd])ivide (the [\w ]+?|it) into one (?:equal |even )?(piece|portion)\b/g,
    (_, d: string, what: string) => `${d === 'D' ? 'K' : 'k'}eep ${what} in one piece`,
  );
  return unsafe ? `${single.replace(/[ \t]*$/, '')} (${note})` : single;
}

// What a step counts of the food itself ('Beat in the 4 eggs', 'two large egg yolks', 'Mash the 3
// ripe bananas', 'Split the 2 vanilla beans'): it follows the size as the ingredient list's line does,
// with the same rules (whole or half eggs, a spoon of beaten egg, halves of a fruit or a bean). The
// foods are the list's counted ones (./counts.ts) but those a step may count as pieces of the bake
// or of a part made beside it ('12 cookies', '2 pie crusts', '2 batches'), which the method writes.
const NOT_COUNTED_IN_STEPS = new Set(['cookie', 'batch', 'pie crust', 'tortilla', 'graham cracker', 'marshmallow']);
const STEP_FOODS = COUNT_NOUNS.filter(([one]) => !NOT_COUNTED_IN_STEPS.has(one))
  .flat()
  .sort((a, b) => b.length - a.length)
  .map((noun) => noun.replace(/ /g, '[ \\t]+'));
const RE_FOOD_COUNT = new RegExp(
  `^(\\d+|${WORDS.slice(1, 13).join('|')})((?:[ \\t]+(?:${COUNT_ADJECTIVES.join('|')})){0,3}[ \\t]+(?:${STEP_FOODS.join('|')}))(?![A-Za-z-])`,
  'i',
);

// A food named as part of another thing counts that thing ('1 lemon slice', '2 apple pies', '1 egg wash').
const RE_PART_AFTER =
  /^[ \t]+(?:slices?|wedges?|halves|quarters?|pieces?|bars?|squares?|rounds?|rings?|segments?|chunks?|cubes?|wash|zest|juice|peel|pies?|tarts?|breads?|cakes?|cupcakes?|muffins?|curd|filling|glaze|sauce|puree|purée)\b/i;
// 'Top each cupcake with 1 strawberry': a count for each piece is the same at any size.
const RE_EACH_BEFORE = /\b(?:each|every)\b[^.;:,]*$/i;

/** The food a step counts, at `factor`, written as the ingredient list writes that many. */
function foodCount(count: string, rest: string, factor: number, system: UnitSystem): string {
  const { value, word } = countOf(count);
  const scaled = scaleLine(`${value}${rest}`, factor, system);
  // A count written in words stays in words while it is whole ('four eggs').
  const whole = /^(\d+)(?=[ \t])/.exec(scaled);
  if (!word || !whole || Number(whole[1]) > 12) return scaled;
  return writeCount(Number(whole[1]), true, count) + scaled.slice(whole[0].length);
}

/**
 * Scales and converts every 'QTY UNIT' measure in the step, with what follows it up to the clause's end,
 * and the eggs or fruit it counts; amounts per piece ('each', 'per', 'at a time') and the sizes of tools stay,
 * written in the view's system. Other counts are left to the caller (shared/method rewrites them from the
 * recipe's method).
 */
export function scaleAmounts(step: string, factor: number, system: UnitSystem): string {
  let out = '';
  let pos = 0;
  while (pos < step.length) {
    const atWord = pos === 0 || /[\s(]/.test(step[pos - 1]!);
    const food = atWord && factor !== 1 ? RE_FOOD_COUNT.exec(step.slice(pos)) : null;
    if (food) {
      // One egg at a time, one per loaf or one on each cupcake is the same at any size; 'the 3 eggs one
      // at a time' is not. A count that disagrees with its noun, or a food naming a part of something
      // else, counts something else ('24 lemon bars', cut from the pan; '1 lemon slice').
      const many = countOf(food[1]!).value > 1;
      const after = step.slice(pos + food[0].length);
      const each = /^[ \t]*(?:each|apiece|per|at a time)\b/i.test(after) || RE_EACH_BEFORE.test(step.slice(0, pos));
      if (!each && !RE_PART_AFTER.test(after) && many === /s$/i.test(food[2]!)) {
        out += foodCount(food[1]!, food[2]!, factor, system);
        pos += food[0].length;
        continue;
      }
    }
    const measure = atWord && /\d/.test(step[pos]!) ? readMeasure(step, pos) : null;
    // 'C', 'F' and 't' after a number are an oven ('180C') or an old spoon abbreviation, never scaled here.
    if (!measure || /^[cCtTF]$/.test(measure.unit.core)) {
      out += step[pos];
      pos += 1;
      continue;
    }
    // A tin's size ('a 900 g (2 lb) loaf tin') is not an amount.
    if (RE_TOOL_AFTER.test(step.slice(measure.unit.end))) {
      const paren = /^[ \t]*\([^)]*\)/.exec(step.slice(measure.unit.end));
      const end = measure.unit.end + (paren ? paren[0].length : 0);
      out += step.slice(pos, end);
      pos = end;
      continue;
    }
    const clauseEnd = step.slice(measure.unit.end).search(/[,.;:!?()]|$/) + measure.unit.end;
    const clause = step.slice(pos, clauseEnd);
    // Amounts per piece ('about 60 g each', '1/4 cup of batter per pancake') stay as they are.
    if (/\b(?:each|per|at a time)\b/i.test(clause)) {
      out += clause;
      pos = clauseEnd;
      continue;
    }
    out += system === 'metric' ? toMetric(clause, factor) : toUS(clause, factor);
    pos = clauseEnd;
  }
  // What was left as written (amounts per piece, a pan's contents) and the oven: in the view's system too.
  return temperaturesIn(secondAmountsIn(out, system), system);
}

/**
 * One step at a size and in a unit system: `factor` is the size control's factor (1 for the recipe as
 * written), `system` the view's units. Factor 1 in the recipe's own system gives back the step's amounts
 * as written; counts only move when the factor is not 1.
 *
 * The method model (shared/method, docs/decisions/034-the-method-follows-the-amounts.md) writes the steps
 * everywhere now, the combiners included; this stays only for the recipe page's moment before that model
 * has loaded at a size other than as written (app/features/recipe-tools/use-scaled-recipe.ts).
 */
export function scaleStep(step: string, factor: number, system: UnitSystem, context: StepContext = {}): string {
  if (!validFactor(factor)) return step;
  const amounts = scaleAmounts(step, factor, system);
  if (factor === 1) return amounts;
  return scaleCounts(amounts, fromNumber(factor), `written for ${context.writtenFor ?? 'the original size'}`);
}
