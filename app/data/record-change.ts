import type { SiftDb } from './db';
import type { FieldCollection } from './user-data/record';

/**
 * `recordChange` (app/data/user-data) for the screens of the first load and the modules kept
 * light (docs/decisions/002-first-load-budget.md): the write keeps its change in db.meta, in the
 * write's own transaction (which must hold db.meta), and the sync's code loads afterwards to
 * queue it for the account. A page closed between the two loses nothing: the next start queues
 * what is left (`queuePendingChanges`, app/data/user-data/record.ts), stamped when it was made.
 */
export const PENDING_PREFIX = 'pendingChange:';

export type PendingChange =
  | {
      kind: 'fields';
      collection: FieldCollection;
      id: string | number;
      fields: Record<string, unknown> | null;
      at: number;
    }
  | { kind: 'note'; recipeId: number; text: string; replace: 'shown' | 'all'; at: number };

let made = 0;

function keep(db: SiftDb, change: PendingChange): Promise<unknown> {
  // Keys sort in the order the changes were made: the time, then a count within this page.
  made += 1;
  const key = `${PENDING_PREFIX}${change.at.toString(36).padStart(9, '0')}-${made.toString(36).padStart(6, '0')}`;
  const written = db.meta.put({ key, value: change });
  // Outside the caller's transaction (a timer is not part of it); the queue's first read waits
  // for that transaction to commit, and calls meanwhile share its run.
  setTimeout(() => {
    import('./user-data')
      .then((m) => m.queuePendingChanges())
      .catch((err: unknown) => console.warn('A change was not queued for your account yet', err));
  }, 0);
  return written;
}

/** In the caller's transaction: the item's changed `fields` (null: removed) follow the account. */
export function recordChangeSoon(
  db: SiftDb,
  collection: FieldCollection,
  id: string | number,
  fields: Record<string, unknown> | null,
): Promise<unknown> {
  return keep(db, { kind: 'fields', collection, id, fields, at: Date.now() });
}

/** `recordNote` (app/data/user-data) as `recordChangeSoon` does it. */
export function recordNoteSoon(
  db: SiftDb,
  recipeId: number,
  text: string,
  replace: 'shown' | 'all' = 'shown',
): Promise<unknown> {
  return keep(db, { kind: 'note', recipeId, text, replace, at: Date.now() });
}
