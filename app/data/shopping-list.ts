import { planShoppingAdd } from '../../shared/shopping-list';
import type { ShoppingItem } from './db';
import { deviceDb } from './device-db';

/**
 * The shopping list on this device (docs/product.md#shopping-list). Every change is one small
 * function, one transaction: the screens call these and read the list through useDeviceQuery.
 */

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface AddShoppingLines {
  /** The ingredient lines as the page shows them (scaled, in its units). */
  lines: readonly string[];
  system: 'us' | 'metric';
  /** Where they come from: 'recipe:12', 'combo:<id>', 'combination:<title>'. */
  source: string;
}

/** Adds a recipe's lines, merged with the lines of the same food already on the list; answers how many ingredients. */
export async function addShoppingLines({ lines, system, source }: AddShoppingLines): Promise<number> {
  const db = await deviceDb();
  return db.transaction('rw', db.shoppingItems, async () => {
    const plan = planShoppingAdd(await db.shoppingItems.toArray(), lines, system, source);
    const now = Date.now();
    const rows: ShoppingItem[] = [
      ...plan.changed.map((line) => ({ ...line, recipeIds: [...line.recipeIds], updatedAt: now })),
      ...plan.added.map((entry) => ({ ...entry, id: newId(), ticked: false, updatedAt: now })),
    ];
    await db.shoppingItems.bulkPut(rows);
    await db.shoppingItems.bulkDelete(plan.removed);
    return plan.ingredients;
  });
}

export async function setTicked(id: string, ticked: boolean): Promise<void> {
  const db = await deviceDb();
  await db.shoppingItems.update(id, { ticked, updatedAt: Date.now() });
}

export async function removeItem(id: string): Promise<void> {
  const db = await deviceDb();
  await db.shoppingItems.delete(id);
}

/** 'Clear ticked': what is in the basket leaves the list. */
export async function clearTicked(): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.shoppingItems, async () => {
    const ticked = (await db.shoppingItems.toArray()).filter((item) => item.ticked).map((item) => item.id);
    await db.shoppingItems.bulkDelete(ticked);
  });
}

export async function clearAll(): Promise<void> {
  const db = await deviceDb();
  await db.shoppingItems.clear();
}
