/**
 * What a batch is cut into, at another size (docs/decisions/034-the-method-follows-the-amounts.md).
 * Pieces cut from a baked pan (squares, bars, fingers) keep their size, so their number follows the
 * pan: a grid of about the same pieces over the new pan. Pieces shaped one by one (rolls, balls)
 * follow the batch. Rolls set in a pan are arranged in rows that fit it.
 */
import { panArea, type Pan } from '../bakers-tools/pans';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count in the style of `model`: a word where the recipe wrote a word (up to twelve), else digits. */
export function countText(n: number, model: string): string {
  const word = /^[a-z]+$/i.test(model) && n <= 12 ? NUMBER_WORDS[n]! : String(n);
  return /^[A-Z]/.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** How long a piece is for its width: squares and bars are about square, fingers about four times as long. */
const ASPECT: Readonly<Record<string, number>> = { fingers: 4 };

/** The rows and columns that cut `count` pieces from a pan of `width` by `length`, each as near `aspect` as can be. */
function gridOf(count: number, width: number, length: number, aspect: number): { rows: number; cols: number } {
  let best = { rows: 1, cols: count, error: Infinity };
  for (let rows = 1; rows <= count; rows++) {
    if (count % rows !== 0) continue;
    const cols = count / rows;
    // Pieces run across the pan's length: a finger is a column's width by a row's depth, or the other way round.
    const a = width / rows;
    const b = length / cols;
    const error = Math.abs(Math.log(Math.max(a, b) / Math.min(a, b) / aspect));
    if (error < best.error) best = { rows, cols, error };
  }
  return best;
}

/**
 * How many pieces `pan` cuts into when the recipe cuts `written` into `count` of them: the same grid of
 * pieces of about the same size and shape, each about as much as the recipe's (`depth` is how deep
 * the batter stands over the recipe's). A round pan is cut in wedges of about the same area.
 */
export function gridPieces(written: Pan, count: number, noun: string, pan: Pan, depth = 1): number {
  if (pan.shape === 'muffin') return pan.count;
  const perPan = count / written.count;
  // A shallower batter gives a piece as much when it is cut a little bigger.
  const area = panArea(written) / perPan / depth;
  if (pan.shape === 'round' || written.shape === 'round') {
    return Math.max(1, Math.round(panArea(pan) / area)) * pan.count;
  }
  const aspect = ASPECT[noun] ?? 1;
  const grid = gridOf(Math.round(perPan), written.width, written.length, aspect);
  const pieceW = written.width / grid.rows;
  const pieceL = written.length / grid.cols;
  let best = { n: 1, error: Infinity };
  for (const [across, along] of [
    [pieceW, pieceL],
    [pieceL, pieceW],
  ] as const) {
    for (let rows = 1; rows <= 12; rows++) {
      for (let cols = 1; cols <= 24; cols++) {
        const w = pan.width / rows;
        const l = pan.length / cols;
        // About the same size and the same shape as the recipe's pieces.
        const error =
          Math.abs(Math.log((w * l) / area)) +
          Math.abs(Math.log(w / across)) * 0.5 +
          Math.abs(Math.log(l / along)) * 0.5;
        if (error < best.error) best = { n: rows * cols, error };
      }
    }
  }
  return best.n * pan.count;
}

/** 'in 3 rows of 5' for 15 rolls in a 9x13; 'in 3 rows' when the last row is short. */
export function rowsText(count: number, pan: Pan): string {
  const perPan = Math.ceil(count / pan.count);
  const rows = Math.max(1, Math.round(Math.sqrt((perPan * pan.width) / pan.length)));
  const cols = Math.ceil(perPan / rows);
  return rows * cols === perPan && rows > 1 ? `in ${rows} rows of ${cols}` : rows > 1 ? `in ${rows} rows` : 'in a row';
}
