import { isCollectionName } from '../../../shared/user-data/collections';
import { emptyState, foldChanges, type Change, type ItemState } from '../../../shared/user-data/merge';
import { db, type OutboxEntry } from '../db';
import { DEVICE_COLLECTIONS } from './collections';

/**
 * The device's copy of the account's items (db.userItems): for each, the state the server last
 * sent and that state with this device's unsent changes applied, which the screens' tables
 * show. Used inside the transactions of the outbox (a change made here) and of the pull (a page
 * from the server); both pass every table of `userDataTables()`.
 */
export const OUTBOX_KIND = 'me.changes';

/** The changes in an outbox entry of this kind (nothing for another kind or a damaged one). */
export function changesOf(entry: Pick<OutboxEntry, 'kind' | 'payload'>): Change[] {
  if (entry.kind !== OUTBOX_KIND) return [];
  const changes = (entry.payload as { changes?: unknown } | null)?.changes;
  return Array.isArray(changes) ? (changes as Change[]) : [];
}

/** The user's unsent changes, oldest first, by item (`${c}\n${id}`); `except`: an entry's seq to leave out. */
export async function pendingChanges(userId: number, except?: number): Promise<Map<string, Change[]>> {
  const entries = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((e) => e.status === 'pending' && e.kind === OUTBOX_KIND && e.seq !== except)
    .sortBy('seq');
  const byItem = new Map<string, Change[]>();
  for (const change of entries.flatMap(changesOf)) {
    const key = itemKey(change.c, change.id);
    byItem.set(key, [...(byItem.get(key) ?? []), change]);
  }
  return byItem;
}

export const itemKey = (c: string, id: string) => `${c}\n${id}`;

/** Writes the item's state (and its row in the kind's table). */
export async function storeItem(c: string, id: string, server: ItemState | null, state: ItemState, project = true) {
  await db.userItems.put({ c, id, server, state });
  if (project && isCollectionName(c)) await DEVICE_COLLECTIONS[c].project(id, state);
}

/** A change made on this device: merged into its item at once (the outbox's local change). */
export async function applyLocal(changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    const row = await db.userItems.get([change.c, change.id]);
    await storeItem(change.c, change.id, row?.server ?? null, foldChanges(row?.state, [change]));
  }
}

/**
 * A change the server refused: its item goes back to the server's state with the device's
 * other unsent changes, as if it had never been made.
 */
export async function undoLocal(changes: readonly Change[], userId: number, entrySeq?: number): Promise<void> {
  const pending = await pendingChanges(userId, entrySeq);
  const refused = new Set(changes.map((c) => c.t));
  for (const change of changes) {
    const row = await db.userItems.get([change.c, change.id]);
    const others = (pending.get(itemKey(change.c, change.id)) ?? []).filter((c) => !refused.has(c.t));
    await storeItem(change.c, change.id, row?.server ?? null, foldChanges(row?.server ?? emptyState(), others));
  }
}
