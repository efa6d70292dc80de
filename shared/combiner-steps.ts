import { COUNT_WORDS, parseIngredient, scaleIngredient } from './ingredients';

/**
 * The built-in combiner's steps and notes at the size it makes each part (docs/product.md#combos): a part
 * made twice says how many pans and pieces that is, amounts of its own ingredients inside a step follow
 * the list, and a yield note says what one batch makes and how many batches the combination makes. Times
 * and temperatures never change. Where a count cannot be made whole, the step says what it was written for.
 */

const WORDS = COUNT_WORDS;
const WORD_VALUE: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...Object.fromEntries(WORDS.map((w, i) => [w, i])),
};

const countText = (n: number, capital: boolean) => {
  const text = n < WORDS.length ? WORDS[n]! : String(n);
  return capital ? text[0]!.toUpperCase() + text.slice(1) : text;
};

// 'two 8-inch round cake pans', 'a 9x13-inch pan', 'one 12-cup muffin tin', 'three 8 1/2 x 4 1/2-inch loaf pans'.
const COUNT = String.raw`\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})`;
const SIZE = String.raw`(?:[\d½¼¾/ x×.]+-(?:inch|cup|quart)\s+)?`;
const KIND = String.raw`(?:(?:round|square|rectangular|springform|loaf|cake|muffin|bundt|tart|pie|baking|sheet|deep)\s+)*`;
// Not 'a pan of barely simmering water': that pan holds the work, not the batch.
const RE_PANS = new RegExp(
  `${COUNT}\\s+(${SIZE}${KIND})(pans?|tins?|sheets?|ramekins?|moulds?|molds?|dishes|dish)\\b(?!\\s+of\\b)`,
  'gi',
);
// 'into three equal pieces', 'Cut into 12 even rolls', 'shape into 8 balls'.
const RE_PIECES = new RegExp(
  `${COUNT}\\s+((?:equal|even|evenly sized)\\s+)?(pieces|rolls|balls|buns|portions|rounds|wedges|squares|bars|loaves|layers)\\b`,
  'gi',
);

const plural = (noun: string) =>
  /s$/i.test(noun) ? noun : /dish$/i.test(noun) ? `${noun}es` : /x$/i.test(noun) ? `${noun}es` : `${noun}s`;
const singular = (noun: string) => (/dishes$/i.test(noun) ? noun.slice(0, -2) : noun.replace(/s$/i, ''));

function scaleCounts(step: string, factor: number, pattern: RegExp): { text: string; unsure: boolean } {
  let unsure = false;
  const text = step.replace(pattern, (whole, count: string, middle: string | undefined, noun: string) => {
    const n = WORD_VALUE[count.toLowerCase()] ?? Number(count);
    const scaled = n * factor;
    if (!Number.isInteger(scaled) || scaled < 1) {
      // Baking sheets are where the work is spread out, not what the batch fills: they stay as written.
      if (!/^sheets?$/i.test(noun)) unsure = true;
      return whole;
    }
    const capital = /^[A-Z]/.test(count);
    const digits = /^\d/.test(count);
    const amount = digits ? String(scaled) : countText(scaled, capital);
    return `${amount} ${middle ?? ''}${scaled === 1 ? singular(noun) : plural(noun)}`;
  });
  // One count that cannot follow leaves the step as written ('two 8-inch pans or one 9x13-inch pan' stays a pair).
  return unsure ? { text: step, unsure } : { text, unsure };
}

// '2 Tbsp of cream', 'about 1 cup of the coconut cream': an amount of a named food inside a step.
const RE_AMOUNT_OF =
  /\b(\d+(?: \d\/\d)?|\d\/\d|[½¼¾⅓⅔⅛])\s*(cups?|Tbsp|tablespoons?|tsp|teaspoons?|ml|g|oz)\s+of\s+(?:the\s+)?([a-z][a-z -]*[a-z])/g;

/** The words of the part's own ingredients, to tell 'of the cream' (its own, scaled) from 'of buttercream' (another part's). */
function ownFoods(ingredients: readonly string[]): string[] {
  return ingredients
    .filter((line) => !/\bbatch(?:es)?\b/i.test(line))
    .map((line) => parseIngredient(line).ingredient.toLowerCase())
    .filter(Boolean);
}

/**
 * One step of a part made `factor` times: counts of pans and pieces, and amounts of the part's own
 * ingredients, follow the factor. A count that would not be whole stays, with a note of what it was
 * written for.
 */
export function stepAtSize(step: string, factor: number, ingredients: readonly string[]): string {
  if (factor === 1) return step;
  const pans = scaleCounts(step, factor, RE_PANS);
  const pieces = scaleCounts(pans.text, factor, RE_PIECES);
  const foods = ownFoods(ingredients);
  const text = pieces.text.replace(RE_AMOUNT_OF, (whole, amount: string, unit: string, food: string) => {
    const word = food.split(' ').pop()!;
    if (!foods.some((f) => new RegExp(`\\b${word}\\b`).test(f))) return whole;
    const scaled = scaleIngredient(`${amount} ${unit} ${food}`, factor);
    return whole.replace(`${amount} ${unit}`, scaled.slice(0, scaled.length - food.length).trim());
  });
  if (pans.unsure || pieces.unsure) return `${text} (Written for one batch: here you make ${batchesText(factor)}.)`;
  // A layer cake made twice over is two cakes: its stacking step is for one of them.
  if (Number.isInteger(factor) && factor > 1 && /\bsecond layer\b/i.test(text))
    return `${text} Build ${countText(factor, false)} cakes this way.`;
  return text;
}

/**
 * A note from the part's recipe at the size the combination makes it: 'Makes about 1 1/2 cups, enough to
 * fill an 8-inch layer cake.' is true of one batch, so it says so and adds how many batches are made.
 * Only the note's first sentence is the yield; what follows stays as the recipe wrote it.
 */
export function noteAtSize(note: string, factor: number, batches: string): string {
  if (factor === 1 || !/^(?:makes|yields)\b/i.test(note)) return note;
  const first = /^.*?[.!](?=\s|$)/.exec(note)?.[0] ?? note;
  const rest = note.slice(first.length);
  const body = first.replace(/^(makes|yields)/i, (w) => w.toLowerCase()).replace(/[.!]$/, '');
  return `One batch ${body}; this combination makes ${batches}.${rest}`;
}

const PARTS: readonly [number, string][] = [
  [0, ''],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** '2 batches', '1 1/2 batches', '1/2 batch': counts a baker reads (nearest quarter or third). */
export function batchesText(batches: number): string {
  let whole = Math.floor(batches);
  let [part, text] = PARTS.reduce((best, p) =>
    Math.abs(batches - whole - p[0]) < Math.abs(batches - whole - best[0]) ? p : best,
  );
  if (batches - whole > 7 / 8) [whole, part, text] = [whole + 1, 0, ''];
  const amount = [whole ? String(whole) : '', text].filter(Boolean).join(' ') || '0';
  return `${amount} ${whole + part > 1 ? 'batches' : 'batch'}`;
}

/** '(1 1/2 batches)' after a part's title when it is not made once. */
export const batchLabel = (batches: number): string => (batches === 1 ? '' : ` (${batchesText(batches)})`);
