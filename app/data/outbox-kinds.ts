import type { Table } from 'dexie';
import { analyticsWrites } from '../../shared/contracts/analytics';
import type { OutboxWrite } from '../../shared/contracts/outbox';
import { meWrites } from '../../shared/contracts/me';
import { shopWrites } from '../../shared/contracts/shop';
import { db } from './db';
import { interestMarkerKey, SURVEY_MARKER_KEY } from './shop-markers';
import { userDataTables } from './user-data/collections';
import { forgetAccount } from './user-data/owner';
import { applyLocal, undoLocal } from './user-data/replica';
import type { Change } from '../../shared/user-data/merge';

/**
 * Every offline-capable write (docs/product.md#offline-and-sync). What it sends, how its payload
 * is checked, its kind and the order it keeps are its contract's (shared/contracts); this adds
 * the device's side: the local change made at once (`apply`) and taken back if the server
 * refuses it (`rollback`).
 */
export interface OutboxKindSpec<P> {
  write: OutboxWrite<P>;
  /** Tables `apply`, `rollback` and `forgetUser` touch; they join the enqueue transaction. */
  tables(): Table[];
  apply?(payload: P, userId: number | null): Promise<unknown>;
  rollback?(payload: P, userId: number | null): Promise<unknown>;
  /** A short phrase for the pending list and failure messages. */
  describe(payload: P): string;
  /** What the baker is told when the server refuses it, where the product has its own words. */
  refusedNotice?(payload: P): { title: string; description: string } | undefined;
  /** A refusal that still means the intended state holds (removing what is already gone). */
  settledBy?(status: number): boolean;
  /** Signing out: takes the user's copy of what this write changes off the device. */
  forgetUser?(userId: number): Promise<unknown>;
}

type PayloadOf<W> = W extends OutboxWrite<infer P> ? P : never;

export interface OutboxPayloads {
  'workshop-interest': PayloadOf<typeof shopWrites.workshopInterest>;
  'workshop-survey': PayloadOf<typeof shopWrites.workshopSurvey>;
  'analytics.combo': PayloadOf<typeof analyticsWrites.comboCreated>;
  'me.changes': PayloadOf<typeof meWrites.push>;
}
export type OutboxKind = keyof OutboxPayloads;

// The Shop's markers live apart, so the Shop reads them without loading this module.
export { interestMarkerKey, isInterestSent, isSurveySent, SURVEY_MARKER_KEY } from './shop-markers';

/** What a change of the baker's own data is called in the pending list and in a refusal. */
const CHANGE_WORDS: Record<string, string> = {
  combos: 'Saved combo',
  cart: 'Cart',
  ticks: 'Ticked ingredients',
  prefs: 'Recipe size and units',
  shoppingItems: 'Shopping list',
  recipeNotes: 'Recipe note',
};

/** docs/product.md#favorites: a heart the server refused says so in the product's words. */
function favoriteRefused(change: Change | undefined) {
  if (change?.c !== 'favorites') return undefined;
  const description =
    change.op === 'delete' ? 'Failed to remove recipe from favorites.' : 'Failed to add recipe to favorites.';
  return { title: 'Error', description };
}

/** What a queued change is called in the pending list: a favorite says which way it went. */
function describeChange(change: Change | undefined): string {
  if (change?.c === 'favorites') return change.op === 'delete' ? 'Remove a favorite' : 'Save a favorite';
  return CHANGE_WORDS[change?.c ?? 'combos'] ?? 'Saved data';
}

export const OUTBOX_KINDS: { [K in OutboxKind]: OutboxKindSpec<OutboxPayloads[K]> } = {
  'workshop-interest': {
    write: shopWrites.workshopInterest,
    tables: () => [db.meta],
    apply: ({ email, workshopId }) => db.meta.put({ key: interestMarkerKey(workshopId), value: email }),
    rollback: ({ workshopId }) => db.meta.delete(interestMarkerKey(workshopId)),
    describe: () => 'Workshop notification request',
  },
  'workshop-survey': {
    write: shopWrites.workshopSurvey,
    tables: () => [db.meta],
    apply: () => db.meta.put({ key: SURVEY_MARKER_KEY, value: true }),
    rollback: () => db.meta.delete(SURVEY_MARKER_KEY),
    describe: () => 'Class interest survey',
  },
  'analytics.combo': {
    write: analyticsWrites.comboCreated,
    tables: () => [],
    describe: () => 'Combo statistics',
  },
  'me.changes': {
    write: meWrites.push,
    tables: userDataTables,
    apply: ({ changes }) => applyLocal(changes),
    rollback: ({ changes }, userId) => undoLocal(changes, userId!),
    describe: ({ changes }) => describeChange(changes[0] as Change | undefined),
    refusedNotice: ({ changes }) => favoriteRefused(changes[0] as Change | undefined),
    forgetUser: forgetAccount,
  },
};

/**
 * The kind an entry was stored under, as this build names it: older builds stored some kinds
 * under other names (`favorite.add` before the kinds took their server scope's name), and an
 * entry queued then is still sent.
 */
export function currentKind(stored: unknown): OutboxKind | undefined {
  if (typeof stored !== 'string') return undefined;
  if (Object.hasOwn(OUTBOX_KINDS, stored)) return stored as OutboxKind;
  return FORMER_KINDS.get(stored);
}

const FORMER_KINDS = new Map<string, OutboxKind>(
  (Object.keys(OUTBOX_KINDS) as OutboxKind[]).flatMap((kind) =>
    (OUTBOX_KINDS[kind].write.formerKinds ?? []).map((former) => [former, kind] as const),
  ),
);
