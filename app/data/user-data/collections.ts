import type { Table } from 'dexie';
import { toolScaleSchema } from '../../../shared/schemas/user-data';
import { noteView } from '../../../shared/user-data/collections';
import type { CollectionName } from '../../../shared/user-data/collections';
import { liveFields, type ItemState } from '../../../shared/user-data/merge';
import { journalEntryFrom } from '../journal-rows';
import { db, type CartLine, type IngredientChecks, type RecipePrefs, type SavedCombo } from '../db';
import { OWNER_KEY } from './owner-key';

/**
 * Where each kind of the baker's own data lives on the device (docs/architecture.md#data-flow):
 * its table, how a row reads as an item's fields (`read`: for the merge at sign-in), how an
 * item's merged state is written back as a row (`project`), and whether it leaves the device
 * at sign-out. A new kind is one entry here, one in shared/user-data/collections.ts, and a
 * `recordChange` call in the function that writes its table.
 */
export interface DeviceCollection {
  tables(): Table[];
  /** The device's rows of `userId` (the account being joined) as items: id -> fields (a note: `{ text }`). */
  read(userId: number): Promise<Map<string, Record<string, unknown>>>;
  /** Writes the item's row from its merged state, or removes it. */
  project(id: string, state: ItemState): Promise<void>;
  /** Sign-out takes the account's copy off the device (docs/product.md#offline-and-sync). */
  forget?(): Promise<void>;
  /** The first sign-in of `userId` here: rows the device kept for no account become hers, with the data they belong to. */
  claim?(userId: number): Promise<void>;
}

const UNITS_KEY = 'recipeUnits';
const recipeIdOf = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : null);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const withoutNulls = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));

/** Rows keyed by `key`, as items whose fields are the other columns (`undefined` sent as null). */
function keyed<T extends object>(
  rows: T[],
  key: keyof T,
  omit: (keyof T)[] = [],
): Map<string, Record<string, unknown>> {
  return new Map(
    rows.map((row) => {
      const fields = Object.fromEntries(
        Object.entries(row).filter(([name]) => name !== key && !omit.includes(name as keyof T)),
      );
      return [String(row[key]), fields];
    }),
  );
}

/** The tables the shopping list and the notes own (app/data/shopping-list.ts, recipe-notes.ts). */
const shoppingTable = () => db.table('shoppingItems');
const notesTable = () => db.table('recipeNotes');

export const DEVICE_COLLECTIONS: Record<CollectionName, DeviceCollection> = {
  combos: {
    tables: () => [db.combos],
    read: async () => keyed<SavedCombo>(await db.combos.toArray(), 'id'),
    async project(id, state) {
      const f = liveFields(state);
      if (f && f.combo && typeof f.combo === 'object')
        await db.combos.put({ id, createdAt: isNumber(f.createdAt) ? f.createdAt : 0, combo: f.combo });
      else await db.combos.delete(id);
    },
    forget: () => db.combos.clear(),
  },
  cart: {
    tables: () => [db.cart],
    read: async () => keyed<CartLine>(await db.cart.toArray(), 'key'),
    async project(key, state) {
      const f = liveFields(state);
      const type = f?.type;
      if (
        !f ||
        !isNumber(f.id) ||
        !isString(f.title) ||
        !isNumber(f.price) ||
        !isNumber(f.quantity) ||
        (type !== 'video' && type !== 'class' && type !== 'workshop')
      ) {
        await db.cart.delete(key);
        return;
      }
      const line: CartLine = {
        key,
        id: f.id,
        type,
        title: f.title,
        price: f.price,
        quantity: f.quantity,
        addedAt: isNumber(f.addedAt) ? f.addedAt : 0,
      };
      if (isString(f.imageUrl)) line.imageUrl = f.imageUrl;
      await db.cart.put(line);
    },
    // The cart stays on the device at sign-out (docs/product.md#accounts).
  },
  ticks: {
    tables: () => [db.checks],
    read: async () =>
      new Map(
        (await db.checks.toArray()).map((row: IngredientChecks) => [
          String(row.recipeId),
          Object.fromEntries(row.checked.map((index, i) => [String(index), row.lines?.[i] ?? ''])),
        ]),
      ),
    async project(id, state) {
      const recipeId = recipeIdOf(id);
      if (recipeId === null) return;
      const ticked = Object.entries(liveFields(state) ?? {})
        .filter((entry): entry is [string, string] => isString(entry[1]))
        .map(([index, text]) => [Number(index), text] as const)
        .sort((a, b) => a[0] - b[0]);
      if (!ticked.length) await db.checks.delete(recipeId);
      else await db.checks.put({ recipeId, checked: ticked.map(([i]) => i), lines: ticked.map(([, text]) => text) });
    },
    forget: () => db.checks.clear(),
  },
  prefs: {
    tables: () => [db.recipePrefs, db.meta],
    async read() {
      const items = keyed<RecipePrefs>(await db.recipePrefs.toArray(), 'recipeId');
      const units = (await db.meta.get(UNITS_KEY))?.value;
      if (units === 'us' || units === 'metric') items.set('*', { unitSystem: units });
      return items;
    },
    async project(id, state) {
      const f = liveFields(state) ?? {};
      const unitSystem = f.unitSystem === 'us' || f.unitSystem === 'metric' ? f.unitSystem : undefined;
      if (id === '*') {
        if (unitSystem) await db.meta.put({ key: UNITS_KEY, value: unitSystem });
        return;
      }
      const recipeId = recipeIdOf(id);
      if (recipeId === null) return;
      const row: RecipePrefs = { recipeId };
      if (unitSystem) row.unitSystem = unitSystem;
      const scale = toolScaleSchema.safeParse(f.scale);
      if (scale.success) row.scale = scale.data;
      else if (isNumber(f.size)) row.size = f.size;
      if (row.unitSystem || row.size !== undefined || row.scale) await db.recipePrefs.put(row);
      else await db.recipePrefs.delete(recipeId);
    },
    // The unit system is this device's way of reading recipes and stays; sizes leave with the account.
    forget: () => db.recipePrefs.clear(),
  },
  shoppingItems: {
    tables: () => [shoppingTable()],
    read: async () => keyed<{ id: string }>(await shoppingTable().toArray(), 'id'),
    async project(id, state) {
      const f = liveFields(state);
      if (f && isString(f.name)) await shoppingTable().put({ ...withoutNulls(f), id, ticked: f.ticked === true });
      else await shoppingTable().delete(id);
    },
    forget: () => shoppingTable().clear(),
  },
  recipeNotes: {
    tables: () => [notesTable()],
    read: async () =>
      new Map(
        (await notesTable().toArray()).map((row: { recipeId: number; text: string }) => [
          String(row.recipeId),
          { text: row.text },
        ]),
      ),
    async project(id, state) {
      const recipeId = recipeIdOf(id);
      if (recipeId === null) return;
      const view = noteView(state);
      if (view) await notesTable().put({ recipeId, ...view });
      else await notesTable().delete(recipeId);
    },
    forget: () => notesTable().clear(),
  },
  journal: {
    tables: () => [db.journal, db.bakePhotos],
    read: async () => keyed(await db.journal.toArray(), 'id'),
    async project(id, state) {
      const entry = journalEntryFrom(id, liveFields(state));
      if (entry) return void (await db.journal.put(entry));
      await db.journal.delete(id);
      // Removed on the account: its photos waiting here go too, those uploaded already from the server.
      const waiting = (await db.bakePhotos.where('entryId').equals(id).toArray()).filter(
        (row) => row.kind === 'upload',
      );
      await db.bakePhotos.bulkDelete(waiting.map((row) => row.id));
      await db.bakePhotos.bulkPut(
        waiting.flatMap((row) =>
          row.sent ? [{ kind: 'remove' as const, id: row.sent, entryId: id, userId: row.userId }] : [],
        ),
      );
    },
    // Sign-out: the bakes leave the device; their photos still waiting stay, kept for their owner
    // and sent only as her (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
    forget: () => db.journal.clear(),
    // The bakes kept signed out join the account, and so do their waiting photos.
    claim: async (userId) => {
      await db.bakePhotos
        .filter((row) => (row.userId ?? null) === null)
        .modify((row) => {
          row.userId = userId;
        });
    },
  },
  // docs/product.md#favorites: a row per saved recipe of the account (app/data/favorites.ts reads them).
  favorites: {
    tables: () => [db.favorites, db.meta],
    read: async (userId) =>
      new Map(
        (await db.favorites.where('userId').equals(userId).toArray()).map((row) => [
          String(row.recipeId),
          { savedAt: row.createdAt },
        ]),
      ),
    async project(id, state) {
      // Whose copy the device holds (./owner.ts, which needs this module: read here directly).
      const owner = (await db.meta.get(OWNER_KEY))?.value;
      const userId = typeof owner === 'number' ? owner : null;
      const recipeId = recipeIdOf(id);
      if (userId === null || recipeId === null) return;
      const f = liveFields(state);
      if (f) await db.favorites.put({ userId, recipeId, createdAt: isNumber(f.savedAt) ? f.savedAt : 0 });
      else await db.favorites.delete([userId, recipeId]);
    },
    // Sign-out takes the user's rows (./owner.ts forgetAccount), and no one else's.
  },
};

/** Every table the sync may write: the replica, db.meta (clock, cursor) and the kinds' own. */
export const userDataTables = (): Table[] => [
  db.userItems,
  db.meta,
  ...new Set(Object.values(DEVICE_COLLECTIONS).flatMap((c) => c.tables())),
];
