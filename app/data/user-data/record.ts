import Dexie from 'dexie';
import { EXTRA_FIELD_NAMES, USER_FIELD_SCHEMAS } from '../../../shared/schemas/user-data';
import type { CollectionName } from '../../../shared/user-data/collections';
import type { Change } from '../../../shared/user-data/merge';
import { db } from '../db';
import { addToOutbox, enqueue, InvalidChangeError, outboxChanged } from '../outbox';
import { PENDING_PREFIX, type PendingChange } from '../record-change';
import { userDataTables } from './collections';
import { deviceName, tick } from './clock';
import { syncOwner } from './owner';
import { OUTBOX_KIND } from './replica';

/** The kinds whose changes are fields (all but the notes: `recordNote`). */
export type FieldCollection = Exclude<CollectionName, 'recipeNotes'>;

/**
 * The one call a write function makes after changing one of the baker's own tables
 * (docs/product.md#offline-and-sync): `fields` the item's changed fields (only those: the
 * others keep what other devices wrote), null when the item was removed. Signed out, the change
 * stays on the device and joins the account at the next sign-in. Signed in, it is queued in the
 * outbox and merged into the device's copy at once.
 *
 * Called inside the caller's own transaction, it waits for that to commit (its tables are not
 * the sync's), so the caller's write never waits on the sync.
 */
export function recordChange(
  collection: FieldCollection,
  id: string | number,
  fields: Record<string, unknown> | null,
): Promise<void> {
  const make = fieldChange(collection, id, fields);
  return make ? afterTransaction(() => queue(make)) : Promise.resolve();
}

/**
 * `recordChange` inside the caller's transaction over `recordTables()`, for a write that must
 * reach the account or not happen (a favorite, docs/product.md#favorites): the caller's row and
 * the queued change commit together, so a page closed between the two cannot keep one without
 * the other. The caller calls `outboxChanged` (app/data/outbox) after its transaction. Rejects
 * when the change could not be stored, which undoes the caller's write too.
 */
export function recordChangeWithin(
  collection: FieldCollection,
  id: string | number,
  fields: Record<string, unknown> | null,
): Promise<void> {
  const make = fieldChange(collection, id, fields);
  return make ? queue(make, addToOutbox) : Promise.resolve();
}

/** The tables `recordChangeWithin`'s caller's transaction holds (its own among them). */
export const recordTables = () => [db.outbox, ...userDataTables()];

/** The change of `fields` (only the account's), or null when none of them is the account's. */
function fieldChange(collection: FieldCollection, id: string | number, fields: Record<string, unknown> | null) {
  const known = fields && knownFields(collection, fields);
  if (known && !Object.keys(known).length) return null;
  return async (t: string): Promise<Change> =>
    known
      ? { op: 'set', c: collection, id: String(id), t, fields: known }
      : { op: 'delete', c: collection, id: String(id), t };
}

/**
 * A recipe's private note was saved: its text replaces the text shown (`replace: 'shown'`; the
 * texts offered beside it as "also written on" stay), or every text this device has of it
 * (`'all'`: the baker kept one and let the others go).
 */
export function recordNote(recipeId: number, text: string, replace: 'shown' | 'all' = 'shown'): Promise<void> {
  return afterTransaction(() => queue(noteChange(recipeId, text, replace)));
}

function noteChange(recipeId: number, text: string, replace: 'shown' | 'all') {
  return async (t: string): Promise<Change> => {
    const row = await db.userItems.get(['recipeNotes', String(recipeId)]);
    const heads = row?.state.heads ?? [];
    const replaces = (replace === 'all' ? heads : heads.slice(0, 1)).map((head) => head.id);
    return { op: 'note', c: 'recipeNotes', id: String(recipeId), t, text, device: deviceName(), replaces };
  };
}

/**
 * Queues for the account the changes the writes kept beside them (app/data/record-change.ts),
 * oldest first, each with its removal in one transaction: two tabs never queue one twice, and a
 * page closed meanwhile leaves the rest for the next start. One that cannot be queued now (a
 * full disk) stays for the next call. A call during a run is one more run after it.
 */
export function queuePendingChanges(): Promise<void> {
  if (draining) {
    again = true;
    return draining;
  }
  draining = (async () => {
    do {
      again = false;
      await queuePendingOnce();
    } while (again);
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/** The run in progress, and whether a call came during it (the change it was for may be after its read). */
let draining: Promise<void> | null = null;
let again = false;

async function queuePendingOnce(): Promise<void> {
  const rows = await db.meta.where('key').startsWith(PENDING_PREFIX).toArray();
  let queued = false;
  for (const { key, value } of rows) {
    const pending = value as PendingChange;
    try {
      await db.transaction('rw', recordTables(), async () => {
        if (!(await db.meta.get(key))) return;
        if (pending.kind === 'note')
          await queue(noteChange(pending.recipeId, pending.text, pending.replace), addToOutbox, pending.at);
        else {
          const make = fieldChange(pending.collection, pending.id, pending.fields);
          if (make) await queue(make, addToOutbox, pending.at);
        }
        await db.meta.delete(key);
      });
      queued = true;
    } catch (err) {
      console.warn('A change was not queued for your account; it is tried again later', err);
    }
  }
  if (queued) await outboxChanged();
}

async function queue(make: (t: string) => Promise<Change>, add = enqueue, at?: number): Promise<void> {
  const userId = await syncOwner();
  if (userId === null) return;
  const change = await make(await tick(at));
  try {
    await add(OUTBOX_KIND, { changes: [change] } as never, { userId });
  } catch (err) {
    // A change the server would refuse (a title past its bound) is kept on the device only.
    // In the caller's transaction, any other failure is the caller's too.
    if (add !== enqueue && !(err instanceof InvalidChangeError)) throw err;
    console.warn('A change could not be queued for the account', err);
  }
}

/**
 * Only the fields the account keeps (a newer row may carry more): the kind's named ones and its
 * extra ones (a bake's photos' fields); `undefined` is sent as null.
 */
export function knownFields(collection: FieldCollection, fields: Record<string, unknown>): Record<string, unknown> {
  const schema = USER_FIELD_SCHEMAS[collection] as { shape?: Record<string, unknown> };
  const extra = EXTRA_FIELD_NAMES[collection];
  const entries = Object.entries(fields)
    .filter(([name]) => !schema.shape || Object.hasOwn(schema.shape, name) || !!extra?.test(name))
    .map(([name, value]) => [name, value === undefined ? null : value]);
  return Object.fromEntries(entries);
}

/**
 * Runs `work` now, or once the caller's transaction has committed (never inside it: the
 * caller's transaction must not wait for the sync's tables). In a transaction the promise
 * resolves at once.
 */
function afterTransaction(work: () => Promise<void>): Promise<void> {
  const transaction = Dexie.currentTransaction;
  if (!transaction) return work();
  transaction.on('complete', () => {
    void Dexie.ignoreTransaction(() => work().catch((err: unknown) => console.warn('A change was not queued', err)));
  });
  return Promise.resolve();
}
