import { parseIngredient } from '../../../shared/ingredients';
import type { ShownLine } from './scaled-lines';

/** The measure each unit a recipe may be written in is named by, in the note under the list. */
const MEASURE: Readonly<Record<string, string>> = {
  cup: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  oz: 'ounce',
  lb: 'pound',
  stick: 'stick',
  pinch: 'pinch',
};

/**
 * What the lines marked ≈ were converted from, as the note under the ingredients says it ('cup and
 * teaspoon measures'): read from each such line as the recipe wrote it, so a teaspoon of salt
 * shown as '≈ 6 g' is never said to come from a cup. In the order the recipe first uses them.
 */
export function convertedFrom(lines: readonly ShownLine[], written: readonly string[]): string {
  const measures: string[] = [];
  for (const line of lines) {
    if (line.kind !== 'item' || !line.text.includes('≈')) continue;
    const unit = parseIngredient(written[line.index] ?? '').unit;
    const measure = unit ? (MEASURE[unit.toLowerCase()] ?? unit) : null;
    if (measure && !measures.includes(measure)) measures.push(measure);
  }
  if (measures.length === 0) return 'US measures';
  const last = measures.pop()!;
  return `${measures.length ? `${measures.join(', ')} and ` : ''}${last} measures`;
}
