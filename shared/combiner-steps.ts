/**
 * What the combiners write about a part's batches (docs/product.md#combos): its yield note at the size the
 * combination makes it, and the batch counts in its headings. The part's steps are written from the model
 * of its method (shared/method, docs/decisions/034-the-method-follows-the-amounts.md), as a recipe page's are.
 */

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
