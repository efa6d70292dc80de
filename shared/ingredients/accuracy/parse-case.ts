/**
 * How well parseIngredient reads the lines bakers type, measured on lines from other projects' public
 * test suites (issue 33, docs/decisions/024-ingredient-parser-accuracy.md). The lines are in
 * ./dev-lines.ts (tuned on) and ./held-out-lines.ts (measured on only); where each group comes from
 * is written above it there.
 *
 * What a line must give, the rules its expected values were written by:
 * - `quantity` and `quantityMax`: the amount a baker scales, the line's leading amount: '1 1/2',
 *   '½', '1.5', 'one', 'a' before a unit or a counted food; a range gives both ends ('1-2',
 *   '1 to 2', '1 or 2'); '1 cup plus 2 Tbsp' is 1 1/8 cup, '1 cup minus 2 Tbsp' 7/8; '2 (15 oz)
 *   cans', '2 x 400 g tins' and '2 14-ounce cans' are 2 (cans); a '12 oz bag' or a '400ml tin'
 *   with no count before it is one bag or tin; 'pinch of salt' and 'handful blueberries' are 1 of
 *   their unit; British '225g/8oz' is the first measure. An amount written after the food ('sugar 2
 *   grams', 'Stuff: 300mg') counts too. A size glued to a word by a hyphen ('2-inch piece', '2-pound
 *   chicken') is not an amount, nor is the count inside 'Juice of 1 lemon' (the line has no leading
 *   amount: null).
 * - `unit`: the canonical name (shared/units.ts) of the unit right after the amount, or null when the
 *   amount counts the food itself ('2 eggs', '4 garlic cloves') or the word is not a unit of the
 *   project ('2 nests egg noodles'). Size words before it do not matter ('2 large cloves').
 * - `name`: the food to buy, as the line writes it (case aside), without the amount, the unit, a
 *   second measure or a container's size; without size words ('large', 'medium', 'small'),
 *   preparation and temperature ('chopped', 'finely grated', 'sifted', 'packed', 'softened',
 *   'melted', 'cold', 'warm', 'boiling', 'room temperature', 'freshly ground', 'toasted',
 *   'ripe'), quality ('good quality', 'best-quality'), notes in parentheses, what follows a comma
 *   that starts a note (', softened', ', plus more for dusting', ', or olive oil') and purposes
 *   ('for dusting', 'to taste', 'optional'). Words that name what is sold stay: 'fresh', 'dried',
 *   'frozen', 'canned', 'unsalted', 'whole', 'ground cinnamon', 'sliced almonds', 'shredded
 *   coconut'; so do alternatives without a comma ('butter or margarine') and a list that is one food
 *   ('corn, peanut or vegetable oil'). 'Juice of 1 lemon' names the lemon; a unit word with no amount
 *   before it goes ('sprigs of lemon balm': 'lemon balm').
 */

/** One line and what the parser must read from it. */
export type ParseCase = readonly [
  line: string,
  quantity: number | null,
  quantityMax: number | null,
  unit: string | null,
  name: string,
];

/** What the parser read from a line, in the fields measured. */
export interface ParsedFields {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  name: string;
}

export interface FieldMiss {
  line: string;
  field: 'quantity' | 'unit' | 'name';
  expected: string;
  got: string;
}

export interface Accuracy {
  lines: number;
  /** Shares of lines read right, 0 to 1. */
  quantity: number;
  unit: number;
  name: number;
  misses: FieldMiss[];
}

const sameNumber = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** Names compare as a reader would: case, curly quotes, spacing and a trailing stop aside. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[‘’`]/g, "'")
      .replace(/\s+/g, ' ')
      .replace(/[\s.,;:]+$/, '')
      .trim();
  return norm(a) === norm(b);
}

const show = (quantity: number | null, max: number | null) => (max === null ? String(quantity) : `${quantity}-${max}`);

/** Reads every case with `parse` and counts, field by field, the lines it reads as expected. */
export function measure(cases: readonly ParseCase[], parse: (line: string) => ParsedFields): Accuracy {
  const misses: FieldMiss[] = [];
  let quantity = 0;
  let unit = 0;
  let name = 0;
  for (const [line, q, qMax, u, n] of cases) {
    const got = parse(line);
    if (sameNumber(got.quantity, q) && sameNumber(got.quantityMax, qMax)) quantity++;
    else misses.push({ line, field: 'quantity', expected: show(q, qMax), got: show(got.quantity, got.quantityMax) });
    if (got.unit === u) unit++;
    else misses.push({ line, field: 'unit', expected: String(u), got: String(got.unit) });
    if (sameName(got.name, n)) name++;
    else misses.push({ line, field: 'name', expected: n, got: got.name });
  }
  const lines = cases.length;
  return { lines, quantity: quantity / lines, unit: unit / lines, name: name / lines, misses };
}

/** '99.1 / 97.4 / 97.7 % (quantity / unit / name, 345 lines)'. */
export function describeAccuracy(accuracy: Accuracy): string {
  const pct = (share: number) => (share * 100).toFixed(1);
  return `${pct(accuracy.quantity)} / ${pct(accuracy.unit)} / ${pct(accuracy.name)} % (quantity / unit / name, ${accuracy.lines} lines)`;
}
