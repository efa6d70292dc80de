import { isLive, type ItemState } from './merge';
import { wallOf } from './hlc';

/**
 * The kinds of the baker's own data that follow the account (docs/product.md#offline-and-sync),
 * each with how it merges and its bounds (docs/decisions/011-merging-the-bakers-own-data.md).
 * `set`: items merge one by one, fields last-writer-wins; `note`: the text keeps concurrent
 * versions side by side.
 */
export const USER_COLLECTIONS = {
  /** Saved personal combos (docs/product.md#combos). */
  combos: { merge: 'set', maxItems: 200, label: 'saved combos' },
  /** Cart lines, keyed `${type}:${id}` (docs/product.md#cart). */
  cart: { merge: 'set', maxItems: 100, label: 'cart lines' },
  /** One item per recipe, one field per ticked ingredient line. */
  ticks: { merge: 'set', maxItems: 500, label: 'recipes with ticked ingredients' },
  /** Per recipe: the unit system and size last chosen (`*`: the choice for every recipe). */
  prefs: { merge: 'set', maxItems: 2000, label: 'recipe preferences' },
  /** Shopping list lines. */
  shoppingItems: { merge: 'set', maxItems: 500, label: 'shopping list lines' },
  /** A private note per recipe. */
  recipeNotes: { merge: 'note', maxItems: 1000, label: 'recipe notes' },
  /** The baker's journal: one entry per bake, the recipe as shown that day (shared/journal.ts). */
  journal: { merge: 'set', maxItems: 500, label: 'journal entries' },
  /** Favorite recipes, keyed by recipe id (docs/product.md#favorites). */
  favorites: { merge: 'set', maxItems: 1000, label: 'favorite recipes' },
} as const;

export type CollectionName = keyof typeof USER_COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(USER_COLLECTIONS) as CollectionName[];
export const isCollectionName = (name: unknown): name is CollectionName =>
  typeof name === 'string' && Object.hasOwn(USER_COLLECTIONS, name);

export const USER_DATA_LIMITS = {
  /** A note's text, in characters. */
  noteChars: 5000,
  /** One change's JSON, in bytes (a saved combo is the largest: two recipes' lines and steps). */
  changeBytes: 64 * 1024,
  /** Changes in one push. */
  changesPerPush: 50,
  /** Changes in one page of the feed. */
  pageSize: 500,
  /**
   * Bytes of items in one page of the feed, about (an item larger than this comes alone): a
   * device fetches the rest by cursor.
   */
  pageBytes: 1_000_000,
  /** A recipe's ingredient lines at most (shared/schemas/recipe.ts): the line numbers a ticks item may hold. */
  tickLines: 300,
  /** Fields of one item: no kind needs more than a recipe's lines. */
  fieldsPerItem: 300,
  /** Removed items remembered per account (for devices that were away): past it, the oldest are forgotten. */
  tombstones: 2000,
  /** How far past the server's clock a stamp may be before it is moved back (hlc.ts). */
  clockDriftMs: 5 * 60 * 1000,
} as const;

/** What the screens show of a note: the latest text, and the others still standing beside it. */
export interface NoteView {
  text: string;
  updatedAt: number;
  alsoWritten: { text: string; device: string; at: number }[];
}

/** A note's view; null when there is none (never written, or emptied with nothing beside it). */
export function noteView(state: ItemState): NoteView | null {
  if (!isLive(state)) return null;
  const [shown, ...others] = state.heads ?? [];
  if (!shown) return null;
  const alsoWritten = others
    .filter((other) => other.text.trim() !== '')
    .map((other) => ({ text: other.text, device: other.device, at: wallOf(other.t) }));
  if (shown.text.trim() === '' && !alsoWritten.length) return null;
  return { text: shown.text, updatedAt: wallOf(shown.t), alsoWritten };
}
