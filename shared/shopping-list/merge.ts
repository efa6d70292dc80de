import { lookupDensity } from '../units';
import { gramsOfVolume, measureKey, readLine, type Amount } from './amounts';
import { categoryOf, type ShoppingCategory } from './categories';
import { nameKey } from './names';
import { unitPlural, writeShoppingAmount } from './write';

/** What a shopping line holds (the device's row without its id, ticks and times). */
export interface ShoppingEntry {
  name: string;
  amountText: string;
  /** Grams ('g'), millilitres ('ml'), a count (no unit) or units of `unit`; none for 'some'. */
  quantity?: number;
  unit?: string;
  category: ShoppingCategory;
}

export interface ShoppingListLine extends ShoppingEntry {
  id: string;
  recipeIds: readonly string[];
  ticked: boolean;
}

export interface ShoppingAddPlan {
  /** Lines already on the list that took the new amounts (same id, new amount). */
  changed: ShoppingListLine[];
  /** Lines whose amount went into another line of the same food. */
  removed: string[];
  added: (ShoppingEntry & { recipeIds: string[] })[];
  /** How many different ingredients the lines named: the toast's count. */
  ingredients: number;
}

/** The stored amount of a line, to add to. */
export function amountOfLine(line: ShoppingEntry): Amount {
  const inOunces = /\b(?:oz|lb)\b/.test(line.amountText);
  if (line.quantity === undefined) return { name: line.name, measure: 'some', quantity: 0, inOunces };
  if (line.unit === undefined) return { name: line.name, measure: 'count', quantity: line.quantity, inOunces };
  if (line.unit === 'g') return { name: line.name, measure: 'mass', quantity: line.quantity, inOunces };
  if (line.unit === 'ml') return { name: line.name, measure: 'volume', quantity: line.quantity, inOunces };
  return {
    name: line.name,
    measure: { unit: line.unit, plural: unitPlural(line.unit) },
    quantity: line.quantity,
    inOunces,
  };
}

export function entryOf(amount: Amount, system: 'us' | 'metric'): ShoppingEntry {
  const { name, amountText } = writeShoppingAmount(amount, system);
  const entry: ShoppingEntry = { name, amountText, category: categoryOf(name) };
  const { measure } = amount;
  if (measure === 'some') return entry;
  entry.quantity = amount.quantity;
  if (measure === 'mass') entry.unit = 'g';
  else if (measure === 'volume') entry.unit = 'ml';
  else if (typeof measure === 'object') entry.unit = measure.unit;
  return entry;
}

/**
 * Amounts of one food added up (docs/product.md#shopping-list): same measures add; a volume of a
 * food the density table knows by weight joins the weights ('2 cups' + '250 g' flour); what cannot
 * be converted stays a second amount under the same name ('1 cup' + '150 g' blueberries). A pinch
 * or 'to taste' adds nothing to a measured amount and is only kept when it is all there is.
 */
export function addUp(amounts: readonly Amount[]): Amount[] {
  const sums = new Map<string, Amount>();
  for (const amount of amounts) {
    let a = amount;
    if (a.measure === 'volume') {
      const grams = gramsOfVolume(a.quantity, lookupDensity(a.name));
      if (grams !== null) a = { ...a, measure: 'mass', quantity: grams };
    }
    const key = measureKey(a.measure);
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, quantity: sum.quantity + a.quantity, inOunces: sum.inOunces && a.inOunces } : a);
  }
  if (sums.size > 1) sums.delete('some');
  return [...sums.values()];
}

/**
 * Adds a recipe's lines (as its page shows them: at its size, in its units) to the list. Lines of
 * one food merge with the list's unticked lines of that food; a ticked line is already in the
 * basket, so more of that food is a new line. Amounts are written in `system`.
 */
export function planShoppingAdd(
  list: readonly ShoppingListLine[],
  lines: readonly string[],
  system: 'us' | 'metric',
  source: string,
): ShoppingAddPlan {
  const incoming = new Map<string, Amount[]>();
  for (const amount of lines.flatMap(readLine)) {
    const key = nameKey(amount.name);
    incoming.set(key, [...(incoming.get(key) ?? []), amount]);
  }
  const plan: ShoppingAddPlan = { changed: [], removed: [], added: [], ingredients: incoming.size };
  for (const [key, amounts] of incoming) {
    const open = list.filter((line) => !line.ticked && nameKey(line.name) === key);
    const name = open[0]?.name ?? amounts[0]!.name;
    const recipeIds = [...new Set([...open.flatMap((line) => line.recipeIds), source])];
    const totals = addUp([...open.map(amountOfLine), ...amounts].map((a) => ({ ...a, name })));
    const unused = [...open];
    for (const total of totals) {
      const entry = entryOf(total, system);
      const same = unused.findIndex(
        (line) => measureKey(addUp([amountOfLine(line)])[0]!.measure) === measureKey(total.measure),
      );
      if (same >= 0) plan.changed.push({ ...unused.splice(same, 1)[0]!, ...entry, recipeIds });
      else plan.added.push({ ...entry, recipeIds });
    }
    plan.removed.push(...unused.map((line) => line.id));
  }
  return plan;
}
