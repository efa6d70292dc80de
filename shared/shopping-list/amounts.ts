import { isHeaderLine, parseIngredient } from '../ingredients';
import { GRAMS_PER_OUNCE, GRAMS_PER_STICK_OF_BUTTER, lookupDensity, lookupUnit, type Density } from '../units';
import { toNumber } from '../fraction';
import { foodName } from './names';

/**
 * One amount of a food, in the measure it can be added up in (docs/product.md#shopping-list):
 * weights in grams and volumes in millilitres whatever system they were written in (an ounce is
 * 28.35 g, a teaspoon 4.93 ml, a cup of a liquid the table knows its own figure), counts as
 * counts, and every other unit ('can', 'package', 'clove') by itself. A pinch, a dash, '(to
 * taste)' are 'some': nothing to add up, but still something to have.
 */
export type Measure = 'mass' | 'volume' | 'count' | 'some' | { unit: string; plural: string };

export interface Amount {
  name: string;
  measure: Measure;
  /** Grams, millilitres, a count or units; 0 for 'some'. */
  quantity: number;
  /** Written in ounces or pounds: an American shopper gets ounces back, not the cups of the density table. */
  inOunces: boolean;
}

const ML_PER_CUP_PLAIN = 236.6;
export const ML_PER_TSP = ML_PER_CUP_PLAIN / 48;

/** Millilitres in a cup of this food: milk and cream have their own figure in the table. */
export const mlPerCup = (density: Density | null) => density?.mlPerCup ?? ML_PER_CUP_PLAIN;

export const measureKey = (measure: Measure): string =>
  typeof measure === 'string' ? measure : `unit:${measure.unit}`;

/**
 * The amounts of one ingredient line as the recipe page shows it, or none for a section header,
 * a combo's '**Title**' heading or an empty line. A range counts at its top ('2-3 cups': buy for
 * 3); '1 stick + 2 Tbsp butter' is both measures.
 */
export function readLine(line: string): Amount[] {
  const text = line.replace(/^\s*≈\s*/, '').trim();
  if (!text || isHeaderLine(text) || /^\*\*.*\*\*$/.test(text) || /:\s*$/.test(text)) return [];
  // '1 stick + 2 Tbsp (140 g) butter': the parser reads the first measure, the rest begins with '+'.
  const measures: { quantity: number | null; unit: string | null }[] = [];
  let parsed = parseIngredient(text);
  for (let guard = 0; guard < 3; guard++) {
    measures.push({ quantity: parsed.quantityMax ?? parsed.quantity, unit: parsed.unit });
    const more = /^\+\s*(.*)$/.exec(parsed.ingredient);
    if (!more) break;
    parsed = parseIngredient(more[1]!);
  }
  // '1/2 cup + 1 Tbsp to 3/4 cup cream': a range with each end written alone, bought for its top too.
  const top = /^to\s+(.*)$/.exec(parsed.ingredient);
  if (top) return readLine(top[1]!);
  const food = parsed.ingredient;
  const name = foodName(food);
  if (!name) return [];
  return measures.map(({ quantity, unit }) => ({ ...amountOf(quantity, unit, food), name }));
}

function amountOf(quantity: number | null, unitName: string | null, food: string): Amount {
  const some: Amount = { name: '', measure: 'some', quantity: 0, inOunces: false };
  if (quantity === null || !(quantity > 0)) return some;
  if (unitName === null) return { name: '', measure: 'count', quantity, inOunces: false };
  const unit = lookupUnit(unitName)?.unit;
  if (!unit) return some;
  const base = unit.base ? toNumber(unit.base) * quantity : null;
  switch (unit.dimension) {
    case 'metric-weight':
      return { name: '', measure: 'mass', quantity: base!, inOunces: false };
    case 'us-weight':
      return { name: '', measure: 'mass', quantity: base! * toNumber(GRAMS_PER_OUNCE), inOunces: true };
    case 'metric-volume':
      return { name: '', measure: 'volume', quantity: base!, inOunces: false };
    case 'us-volume': {
      // A cup of milk is the table's 240 ml, so '1 cup' comes back as '1 cup', not '1 cup + ...'.
      const ml = (base! / 48) * mlPerCup(lookupDensity(food));
      return { name: '', measure: 'volume', quantity: ml, inOunces: false };
    }
    default:
      if (unit.indivisible) return some;
      if (unit.name === 'stick' && /\bbutter\b/.test(food.toLowerCase()))
        return { name: '', measure: 'mass', quantity: quantity * GRAMS_PER_STICK_OF_BUTTER, inOunces: false };
      if (unit.container) {
        // A container keeps its size: two '(8 oz) packages' are bought as such.
        const size = /^\s*(\([^)]*\))/.exec(food)?.[1]?.replace(/\s+each\b/, '');
        if (size)
          return {
            name: '',
            measure: { unit: `${size} ${unit.name}`, plural: `${size} ${unit.plural}` },
            quantity,
            inOunces: false,
          };
      }
      return { name: '', measure: { unit: unit.name, plural: unit.plural }, quantity, inOunces: false };
  }
}

/**
 * A volume in grams, where the density table knows the food by weight ('flour': 120 g a cup,
 * 'salt': 6 g a teaspoon); null for liquids and foods it does not know.
 */
export function gramsOfVolume(ml: number, density: Density | null): number | null {
  if (density?.gramsPerCup) return (ml / ML_PER_CUP_PLAIN) * density.gramsPerCup;
  if (density?.gramsPerTsp) return (ml / ML_PER_TSP) * density.gramsPerTsp;
  return null;
}
