import { USER_COLLECTIONS, USER_DATA_LIMITS, type CollectionName } from '../../shared/user-data/collections';
import { clampStamp } from '../../shared/user-data/hlc';
import { applyChange, isLive, type Change, type ItemState } from '../../shared/user-data/merge';
import type { Db } from './open';

/** A push would take an account past a collection's bound: nothing of the push is kept. */
export class UserDataLimitError extends Error {
  constructor(readonly collection: CollectionName) {
    const { maxItems, label } = USER_COLLECTIONS[collection];
    super(`You can keep at most ${maxItems} ${label}. Remove some before adding more.`);
  }
}

export interface UserItemRow {
  c: string;
  id: string;
  seq: number;
  state: ItemState;
}

/**
 * The baker's own data per account (docs/decisions/011-merging-the-bakers-own-data.md): each
 * push is merged into the stored item by the shared rules (shared/user-data/merge.ts) and the
 * item takes the next sequence number, which the feed reads by cursor. Every statement is
 * scoped by the account.
 */
export function userDataRepo(db: Db) {
  const getItem = db.prepare<[number, string, string], { state: string; live: number }>(
    'SELECT state, live FROM user_items WHERE user_id = ? AND collection = ? AND item_id = ?',
  );
  const putItem = db.prepare(
    `INSERT INTO user_items (user_id, collection, item_id, state, live, seq, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, collection, item_id) DO UPDATE SET state = excluded.state, live = excluded.live, seq = excluded.seq, updated_at = excluded.updated_at`,
  );
  const countLive = db
    .prepare<[number, string], number>(
      'SELECT COUNT(*) FROM user_items WHERE user_id = ? AND collection = ? AND live = 1',
    )
    .pluck();
  const countTombstones = db
    .prepare<[number], number>('SELECT COUNT(*) FROM user_items WHERE user_id = ? AND live = 0')
    .pluck();
  const oldestTombstones = db.prepare<[number, number], { collection: string; item_id: string; seq: number }>(
    'SELECT collection, item_id, seq FROM user_items WHERE user_id = ? AND live = 0 ORDER BY seq LIMIT ?',
  );
  const forget = db.prepare('DELETE FROM user_items WHERE user_id = ? AND collection = ? AND item_id = ?');
  const raiseFloor = db.prepare(
    `INSERT INTO user_data_accounts (user_id, floor_seq) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET floor_seq = MAX(floor_seq, excluded.floor_seq)`,
  );
  const floorOf = db.prepare<[number], number>('SELECT floor_seq FROM user_data_accounts WHERE user_id = ?').pluck();
  const nextSeq = db
    .prepare<[], number>('UPDATE user_data_counter SET seq = seq + 1 WHERE id = 1 RETURNING seq')
    .pluck();
  const lastSeq = db.prepare<[], number>('SELECT seq FROM user_data_counter WHERE id = 1').pluck();
  const feed = db.prepare<
    [number, number, number],
    { collection: string; item_id: string; seq: number; state: string }
  >('SELECT collection, item_id, seq, state FROM user_items WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?');

  /** Forgets the oldest removals past the bound; devices behind them start again from 0. */
  const pruneTombstones = (userId: number) => {
    const extra = countTombstones.get(userId)! - USER_DATA_LIMITS.tombstones;
    if (extra <= 0) return;
    let floor = 0;
    for (const row of oldestTombstones.all(userId, extra)) {
      forget.run(userId, row.collection, row.item_id);
      floor = Math.max(floor, row.seq);
    }
    raiseFloor.run(userId, floor);
  };

  const push = db.transaction((userId: number, changes: Change[], now: number): number => {
    let cursor = 0;
    let removed = false;
    for (const change of changes) {
      const collection = change.c as CollectionName;
      const row = getItem.get(userId, collection, change.id);
      const before: ItemState | null = row ? (JSON.parse(row.state) as ItemState) : null;
      const after = applyChange(before, serverStamped(change, now));
      const live = isLive(after);
      if (live && !row?.live && countLive.get(userId, collection)! >= USER_COLLECTIONS[collection].maxItems)
        throw new UserDataLimitError(collection);
      const state = JSON.stringify(after);
      if (row && state === row.state) continue; // seen before: nothing new for the feed
      cursor = nextSeq.get()!;
      putItem.run(userId, collection, change.id, state, live ? 1 : 0, cursor, now);
      removed ||= !live;
    }
    if (removed) pruneTombstones(userId);
    return cursor || lastSeq.get()!;
  });

  return {
    /** Merges the changes into the account's items in one transaction; answers the latest sequence number. */
    push: (userId: number, changes: Change[], now = Date.now()): number => push(userId, changes, now),
    /**
     * The account's items changed after `since`, oldest change first. A cursor older than the
     * removals still remembered, or ahead of the server (its data was restored from a backup),
     * gets everything again with `reset`.
     */
    changesSince(userId: number, since: number, limit: number) {
      const floor = floorOf.get(userId) ?? 0;
      const reset = (since > 0 && since < floor) || since > lastSeq.get()!;
      const from = reset ? 0 : since;
      const rows = feed.all(userId, from, limit + 1);
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);
      const items: UserItemRow[] = page.map((row) => ({
        c: row.collection,
        id: row.item_id,
        seq: row.seq,
        state: JSON.parse(row.state) as ItemState,
      }));
      const cursor = page.length ? page[page.length - 1]!.seq : Math.max(from, floor);
      return { items, cursor, hasMore, ...(reset ? { reset: true } : {}) };
    },
  };
}
export type UserDataRepo = ReturnType<typeof userDataRepo>;

/** A stamp from a clock far ahead of the server's is moved back (shared/user-data/hlc.ts). */
function serverStamped(change: Change, now: number): Change {
  const t = clampStamp(change.t, now, USER_DATA_LIMITS.clockDriftMs);
  if (t === change.t) return change;
  return change.op === 'note' ? { ...change, t, noteId: change.noteId ?? change.t } : { ...change, t };
}
