import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Recipe } from '../../shared/schemas/recipe';
import type { ToolScale } from '../../shared/schemas/user-data';
import type { JournalEntry } from '../../shared/journal';
import type { BakePhotoRow } from './bake-photo-rows';
import type { ShoppingCategory } from '../../shared/shopping-list';
import { nextStamp } from '../../shared/user-data/hlc';
import type { ItemState } from '../../shared/user-data/merge';
import { OWNER_KEY } from './user-data/owner-key';

/** A cart line (docs/product.md#cart); `key` is `${type}:${id}` so id and type together are unique. */
export interface CartLine {
  key: string;
  id: number;
  type: 'video' | 'class' | 'workshop';
  title: string;
  price: number;
  quantity: number;
  imageUrl?: string;
  addedAt: number;
}

/** A favorite of the signed-in user, kept so the Favorites page works offline. */
export interface FavoriteRow {
  userId: number;
  recipeId: number;
  createdAt: number;
}

/** A queued write (docs/architecture.md#data-flow). `status` 'failed' entries were refused by the server (4xx). */
export interface OutboxEntry {
  seq?: number;
  id: string;
  kind: string;
  payload: unknown;
  idempotencyKey: string;
  createdAt: number;
  userId: number | null;
  status: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  error?: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A personal combo saved to the device (docs/product.md#combos). */
export interface SavedCombo {
  id: string;
  createdAt: number;
  combo: unknown;
}

export interface ShopCacheRow {
  key: string;
  value: unknown;
  savedAt: number;
}

/** Cook mode: ticked ingredient lines per recipe (app/data/ticked-lines.ts). */
export interface IngredientChecks {
  recipeId: number;
  checked: number[];
  /** The text of each ticked line, so a tick follows its line when the recipe is edited. */
  lines?: string[];
}

/** Cook mode timers run as end timestamps so they survive the phone sleeping. */
export interface KitchenTimer {
  id: string;
  recipeId: number;
  /** The recipe's title when the timer started: still named if the recipe is deleted meanwhile. */
  recipeTitle?: string;
  label: string;
  endsAt: number;
  durationMs: number;
}

/** The baker's own data as the account holds it: one merged item (docs/decisions/011-merging-the-bakers-own-data.md). */
export interface UserItemRow {
  c: string;
  id: string;
  /** The item as the server last sent it (null: not on the server yet). */
  server: ItemState | null;
  /** `server` with this device's unsent changes applied: what the screens show. */
  state: ItemState;
}

/** The unit system and size last chosen for one recipe, kept for the account. */
export interface RecipePrefs {
  recipeId: number;
  unitSystem?: 'us' | 'metric';
  /** The size last chosen with plus and minus, or (`scale`) the factor a baker's tool set: one or the other. */
  size?: number;
  scale?: ToolScale;
}

/** A line of the shopping list (docs/product.md#shopping-list), written only by ./shopping-list.ts. */
export interface ShoppingItem {
  id: string;
  name: string;
  amountText: string;
  /** Grams ('g'), millilitres ('ml'), a count (no unit) or units of `unit`; none for 'to taste'. */
  quantity?: number;
  unit?: string;
  category: ShoppingCategory;
  /** Where the line's amounts came from: 'recipe:12', 'combo:<id>', 'combination:<title>'. */
  recipeIds: string[];
  ticked: boolean;
  updatedAt: number;
}

/** The baker's private note on a recipe (docs/product.md#recipe-tools), written only by ./recipe-notes.ts. */
export interface RecipeNote {
  recipeId: number;
  text: string;
  updatedAt: number;
  /** Texts written on another device at the same time, kept until the baker picks one. */
  alsoWritten?: { text: string; device: string; at: number }[];
}

export class SiftDb extends Dexie {
  recipes!: EntityTable<Recipe, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  cart!: EntityTable<CartLine, 'key'>;
  favorites!: Dexie.Table<FavoriteRow, [number, number]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  combos!: EntityTable<SavedCombo, 'id'>;
  shop!: EntityTable<ShopCacheRow, 'key'>;
  checks!: EntityTable<IngredientChecks, 'recipeId'>;
  timers!: EntityTable<KitchenTimer, 'id'>;
  shoppingItems!: EntityTable<ShoppingItem, 'id'>;
  recipeNotes!: EntityTable<RecipeNote, 'recipeId'>;
  userItems!: Dexie.Table<UserItemRow, [string, string]>;
  recipePrefs!: EntityTable<RecipePrefs, 'recipeId'>;
  journal!: EntityTable<JournalEntry, 'id'>;
  bakePhotos!: EntityTable<BakePhotoRow, 'id'>;

  constructor(name = 'sift-and-story') {
    super(name);
    this.version(1).stores({
      recipes: 'id, &slug, *tags, featuredOrder, version',
      meta: 'key',
      cart: 'key, addedAt',
      favorites: '[userId+recipeId], userId',
      outbox: '++seq, &id, status, userId, kind',
      combos: 'id, createdAt',
      shop: 'key',
      checks: 'recipeId',
      timers: 'id, recipeId',
    });
    // docs/product.md#shopping-list and #recipe-tools: the shopping list and private recipe notes.
    this.version(2).stores({ shoppingItems: 'id, category', recipeNotes: 'recipeId' });
    // The baker's own data on every device (docs/decisions/011-merging-the-bakers-own-data.md).
    this.version(3).stores({ userItems: '[c+id], c', recipePrefs: 'recipeId' });
    // The baker's journal, "I made this" (docs/product.md#recipes), written only by ./journal.ts.
    this.version(4).stores({ journal: 'id, recipeId, madeAt' });
    // Favorites joined the baker's own data (docs/decisions/039-favorites-follow-the-account.md):
    // favorite writes still queued under their old kinds become changes of the account.
    this.version(5)
      .stores({})
      .upgrade((tx) => queueFavoritesAsChanges(tx.table('outbox'), tx.table('meta')));
    // A bake's photos taken on this device and not yet sent, and sent ones to delete
    // (docs/decisions/041-a-bake-becomes-a-review.md), written only by ./bake-photos.ts.
    this.version(6).stores({ bakePhotos: 'id, entryId, kind' });
    // Each of them belongs to a user and waits for her past a sign-out
    // (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
    this.version(7)
      .stores({ bakePhotos: 'id, entryId, kind, userId' })
      .upgrade((tx) => ownBakePhotos(tx.table('bakePhotos'), tx.table('meta')));
  }
}

/** The kinds favorites were queued under before they joined the baker's own data (older names too). */
const FAVORITE_KINDS: Record<string, 'set' | 'delete'> = {
  'favorites.add': 'set',
  'favorite.add': 'set',
  'favorites.remove': 'delete',
  'favorite.remove': 'delete',
};

/**
 * Turns each queued favorite write into a change of the `favorites` collection, in the order it
 * was made, stamped by the device's clock (app/data/user-data/clock.ts) at the time it was
 * queued: nothing the baker did offline before the update is lost, and each goes out as the
 * other changes of the account do.
 */
export async function queueFavoritesAsChanges(outbox: Table<OutboxEntry>, meta: Table<MetaRow>): Promise<void> {
  const entries = (await outbox.toArray())
    .filter((entry) => Object.hasOwn(FAVORITE_KINDS, entry.kind))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  if (!entries.length) return;
  const clock = ((await meta.get(CLOCK_KEY))?.value ?? {}) as { node?: unknown; last?: unknown; offset?: unknown };
  const node = typeof clock.node === 'string' && clock.node ? clock.node : randomNode();
  let last = typeof clock.last === 'string' ? clock.last : null;
  for (const entry of entries) {
    const recipeId = (entry.payload as { recipeId?: unknown } | null)?.recipeId;
    if (typeof recipeId !== 'number' || !Number.isSafeInteger(recipeId) || recipeId <= 0) continue;
    const t = nextStamp(last, entry.createdAt, `${node}up`);
    last = t;
    const id = String(recipeId);
    const change =
      FAVORITE_KINDS[entry.kind] === 'set'
        ? { op: 'set', c: 'favorites', id, t, fields: { savedAt: entry.createdAt } }
        : { op: 'delete', c: 'favorites', id, t };
    await outbox.put({
      ...entry,
      kind: 'me.changes',
      payload: { changes: [change] },
      idempotencyKey: `${entry.idempotencyKey}-fav`,
    });
  }
  await meta.put({ key: CLOCK_KEY, value: { offset: 0, ...clock, node, last } });
}

/**
 * Gives the photos kept before they had an owner the user whose journal they were taken in. Up to
 * version 6, sign-out cleared them with the journal, so every row on the device is of the journal
 * the device holds now: the owner's (db.meta), or, with no owner, the one kept signed out, whose
 * bakes (and so these photos) join the next account to sign in here. No row is guessed into an
 * account whose bakes it is not of.
 */
export async function ownBakePhotos(bakePhotos: Table<BakePhotoRow>, meta: Table<MetaRow>): Promise<void> {
  const owner = (await meta.get(OWNER_KEY))?.value;
  const userId = typeof owner === 'number' && Number.isSafeInteger(owner) ? owner : null;
  await bakePhotos.toCollection().modify((row) => {
    row.userId = userId;
  });
}

const CLOCK_KEY = 'userDataClock';
const randomNode = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => (b % 36).toString(36)).join('');

export const db = new SiftDb();
export { liveQuery } from 'dexie';
