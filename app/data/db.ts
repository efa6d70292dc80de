import Dexie, { type EntityTable } from 'dexie';
import type { Recipe } from '../../shared/schemas/recipe';
import type { ToolScale } from '../../shared/schemas/user-data';
import type { JournalEntry } from '../../shared/journal';
import type { ShoppingCategory } from '../../shared/shopping-list';
import type { ItemState } from '../../shared/user-data/merge';

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
  }
}

export const db = new SiftDb();
export { liveQuery } from 'dexie';
