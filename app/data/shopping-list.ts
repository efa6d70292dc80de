import { batchNames, expandBatches, planShoppingAdd, type BatchRecipe } from '../../shared/shopping-list';
import { slugify } from '../../shared/slug';
import type { ShoppingItem, SiftDb } from './db';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';
import { fetchRecipeIntoDevice } from './recipes';

/**
 * The shopping list on this device (docs/product.md#shopping-list). Every change is one small
 * function, one transaction: the screens call these and read the list through useDeviceQuery.
 * Each then records what it changed for the account's other devices
 * (docs/decisions/011-merging-the-bakers-own-data.md).
 */

/** In the write's transaction (db.shoppingItems and db.meta): the lines it wrote and removed. */
async function recordLines(db: SiftDb, rows: readonly ShoppingItem[], removed: readonly string[]): Promise<void> {
  for (const { id, ...fields } of rows) await recordChangeSoon(db, 'shoppingItems', id, fields);
  for (const id of removed) await recordChangeSoon(db, 'shoppingItems', id, null);
}

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

/**
 * The recipes batch lines name ('3 batches Vanilla Buttercream'), and those their lines name in turn,
 * from the device's catalog by the slug their title makes (docs/product.md#shopping-list); one the
 * device does not have yet (a first visit, the sync still running) is asked of the server, when online.
 */
async function batchRecipes(db: SiftDb, lines: readonly string[]): Promise<Map<string, BatchRecipe>> {
  const found = new Map<string, BatchRecipe>();
  const bySlug = (slug: string) => db.recipes.where('slug').equals(slug).first();
  let names = batchNames(lines);
  for (let depth = 0; depth < 3 && names.length; depth++) {
    const next: string[] = [];
    for (const name of names) {
      if (found.has(name.toLowerCase())) continue;
      const slug = slugify(name);
      let recipe = await bySlug(slug);
      if (!recipe && (await fetchRecipeIntoDevice(slug).catch(() => false))) recipe = await bySlug(slug);
      if (!recipe || recipe.title.toLowerCase() !== name.toLowerCase()) continue;
      found.set(name.toLowerCase(), recipe);
      next.push(...batchNames(recipe.ingredients));
    }
    names = next;
  }
  return found;
}

/**
 * Adds a recipe's lines, merged with the lines of the same food already on the list; answers how many
 * ingredients. Batches of another recipe are bought as that recipe's ingredients.
 */
export async function addShoppingLines({ lines, system, source }: AddShoppingLines): Promise<number> {
  const db = await deviceDb();
  const recipes = await batchRecipes(db, lines);
  const bought = expandBatches(lines, (name) => recipes.get(name.toLowerCase()), system);
  return db.transaction('rw', db.shoppingItems, db.meta, async () => {
    const plan = planShoppingAdd(await db.shoppingItems.toArray(), bought, system, source);
    const now = Date.now();
    const rows: ShoppingItem[] = [
      ...plan.changed.map((line) => ({ ...line, recipeIds: [...line.recipeIds], updatedAt: now })),
      ...plan.added.map((entry) => ({ ...entry, id: newId(), ticked: false, updatedAt: now })),
    ];
    await db.shoppingItems.bulkPut(rows);
    await db.shoppingItems.bulkDelete(plan.removed);
    await recordLines(db, rows, plan.removed);
    return plan.ingredients;
  });
}

export async function setTicked(id: string, ticked: boolean): Promise<void> {
  const db = await deviceDb();
  const updatedAt = Date.now();
  await db.transaction('rw', db.shoppingItems, db.meta, async () => {
    if ((await db.shoppingItems.update(id, { ticked, updatedAt })) > 0)
      await recordChangeSoon(db, 'shoppingItems', id, { ticked, updatedAt });
  });
}

export async function removeItem(id: string): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.shoppingItems, db.meta, async () => {
    await db.shoppingItems.delete(id);
    await recordLines(db, [], [id]);
  });
}

/** 'Clear ticked': what is in the basket leaves the list. */
export async function clearTicked(): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.shoppingItems, db.meta, async () => {
    const ticked = (await db.shoppingItems.toArray()).filter((item) => item.ticked).map((item) => item.id);
    await db.shoppingItems.bulkDelete(ticked);
    await recordLines(db, [], ticked);
  });
}

export async function clearAll(): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.shoppingItems, db.meta, async () => {
    const ids = (await db.shoppingItems.toCollection().primaryKeys()) as string[];
    await db.shoppingItems.clear();
    await recordLines(db, [], ids);
  });
}
