import { USER_COLLECTIONS, USER_DATA_LIMITS, type CollectionName } from '../../shared/user-data/collections';
import { clampStamp } from '../../shared/user-data/hlc';
import { applyChange, isLive, liveFields, type Change, type ItemState } from '../../shared/user-data/merge';
import type { Db } from './open';

/** A push would take an account past a collection's bound: nothing of the push is kept. */
export class UserDataLimitError extends Error {
  constructor(readonly collection: CollectionName) {
    const { maxItems, label } = USER_COLLECTIONS[collection];
    super(`You can keep at most ${maxItems} ${label}. Remove some before adding more.`);
  }
}

/** A push would give one item more fields than any item needs (a recipe's lines at most): nothing of it is kept. */
export class UserDataItemTooLargeError extends Error {
  constructor() {
    super(`One saved item keeps at most ${USER_DATA_LIMITS.fieldsPerItem} fields.`);
  }
}

/**
 * A push would take the account past its byte budget (USER_DATA_MAX_KB): nothing of it is kept.
 * Not the push's final answer: once the baker removes something, the same push goes through.
 */
export class UserDataFullError extends Error {
  constructor(readonly maxBytes: number) {
    super(
      `Your account is full: it keeps at most ${describeBytes(maxBytes)} of favorites, saved combos, cart, ticks, recipe sizes, shopping list, notes and journal. Remove some to make room.`,
    );
  }
}

/** 2 MB, 512 KB: the budget as the README names it. */
export function describeBytes(bytes: number): string {
  const kb = bytes / 1024;
  if (kb >= 1024 && Number.isInteger(kb / 1024)) return `${kb / 1024} MB`;
  if (kb >= 1024) return `${(kb / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(kb))} KB`;
}

/** The bytes an item's stored state takes (its JSON as UTF-8, as the account's count has it). */
const bytesOf = (state: string) => Buffer.byteLength(state);

/** An item of the feed, its state as stored: JSON text of an ItemState, sent as it is. */
export interface UserItemRow {
  c: string;
  id: string;
  seq: number;
  state: string;
}

export interface PushOptions {
  now?: number;
  /** The account's byte budget (USER_DATA_MAX_KB); unbounded when absent. */
  maxBytes?: number;
}

/**
 * The baker's own data per account (docs/decisions/011-merging-the-bakers-own-data.md): each
 * push is merged into the stored item by the shared rules (shared/user-data/merge.ts) and the
 * item takes the next sequence number, which the feed reads by cursor. Every statement is
 * scoped by the account.
 *
 * Bounded per account (docs/decisions/025-bounded-account-data.md): items per kind, fields per
 * item, and bytes in all (every stored state, removals included, kept as a running count in
 * `user_data_accounts.bytes`); the feed's pages are bounded in bytes as well as in items.
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
  const oldestTombstones = db.prepare<
    [number, number],
    { collection: string; item_id: string; seq: number; bytes: number }
  >(
    'SELECT collection, item_id, seq, length(CAST(state AS BLOB)) AS bytes FROM user_items WHERE user_id = ? AND live = 0 ORDER BY seq LIMIT ?',
  );
  const forget = db.prepare('DELETE FROM user_items WHERE user_id = ? AND collection = ? AND item_id = ?');
  const raiseFloor = db.prepare(
    `INSERT INTO user_data_accounts (user_id, floor_seq) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET floor_seq = MAX(floor_seq, excluded.floor_seq)`,
  );
  const floorOf = db.prepare<[number], number>('SELECT floor_seq FROM user_data_accounts WHERE user_id = ?').pluck();
  const bytesOfAccount = db.prepare<[number], number>('SELECT bytes FROM user_data_accounts WHERE user_id = ?').pluck();
  const addBytes = db.prepare(
    `INSERT INTO user_data_accounts (user_id, floor_seq, bytes) VALUES (?, 0, ?)
     ON CONFLICT (user_id) DO UPDATE SET bytes = max(0, bytes + excluded.bytes)`,
  );
  const nextSeq = db
    .prepare<[], number>('UPDATE user_data_counter SET seq = seq + 1 WHERE id = 1 RETURNING seq')
    .pluck();
  const lastSeq = db.prepare<[], number>('SELECT seq FROM user_data_counter WHERE id = 1').pluck();
  const liveStates = db
    .prepare<[number, string], string>('SELECT state FROM user_items WHERE user_id = ? AND collection = ? AND live = 1')
    .pluck();
  const feed = db.prepare<
    [number, number, number],
    { collection: string; item_id: string; seq: number; state: string }
  >('SELECT collection, item_id, seq, state FROM user_items WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?');

  /**
   * Forgets the oldest removals, up to `count` of them or until `bytes` are freed; devices
   * behind them start again from 0. The bytes freed.
   */
  const forgetTombstones = (userId: number, count: number, bytes = Number.POSITIVE_INFINITY): number => {
    let floor = 0;
    let freed = 0;
    for (const row of oldestTombstones.all(userId, count)) {
      if (freed >= bytes) break;
      forget.run(userId, row.collection, row.item_id);
      floor = Math.max(floor, row.seq);
      freed += row.bytes;
    }
    if (floor) raiseFloor.run(userId, floor);
    if (freed) addBytes.run(userId, -freed);
    return freed;
  };

  /** Forgets the oldest removals past the bound; the bytes freed. */
  const pruneTombstones = (userId: number): number => {
    const extra = countTombstones.get(userId)! - USER_DATA_LIMITS.tombstones;
    return extra > 0 ? forgetTombstones(userId, extra) : 0;
  };

  const push = db.transaction((userId: number, changes: Change[], now: number, maxBytes: number): number => {
    const before = bytesOfAccount.get(userId) ?? 0;
    let grown = 0;
    let cursor = 0;
    let removed = false;
    for (const change of changes) {
      const collection = change.c as CollectionName;
      const row = getItem.get(userId, collection, change.id);
      const previous: ItemState | null = row ? (JSON.parse(row.state) as ItemState) : null;
      const after = applyChange(previous, serverStamped(change, now));
      const live = isLive(after);
      if (live && !row?.live && countLive.get(userId, collection)! >= USER_COLLECTIONS[collection].maxItems)
        throw new UserDataLimitError(collection);
      if (Object.keys(after.f).length > USER_DATA_LIMITS.fieldsPerItem) throw new UserDataItemTooLargeError();
      const state = JSON.stringify(after);
      if (row && state === row.state) continue; // seen before: nothing new for the feed
      cursor = nextSeq.get()!;
      putItem.run(userId, collection, change.id, state, live ? 1 : 0, cursor, now);
      grown += bytesOf(state) - (row ? bytesOf(row.state) : 0);
      removed ||= !live;
    }
    if (grown) addBytes.run(userId, grown);
    if (removed) grown -= pruneTombstones(userId);
    // A push that adds to an account past its budget makes room by forgetting old removals; when
    // that is not enough it is refused whole. One that removes is always taken, so an account
    // over its budget (data from before the budget) can still shrink.
    if (grown > 0 && before + grown > maxBytes) {
      grown -= forgetTombstones(userId, USER_DATA_LIMITS.tombstones, before + grown - maxBytes);
      if (before + grown > maxBytes) throw new UserDataFullError(maxBytes);
    }
    return cursor || lastSeq.get()!;
  });

  return {
    /** Merges the changes into the account's items in one transaction; answers the latest sequence number. */
    push: (
      userId: number,
      changes: Change[],
      { now = Date.now(), maxBytes = Number.POSITIVE_INFINITY }: PushOptions = {},
    ) => push(userId, changes, now, maxBytes),
    /**
     * The fields of each of the account's live items of `collection`, one at a time (a journal's
     * entries: the bakes' photos they name). Bounded by the kind's items and the account's bytes.
     */
    *liveFieldsOf(userId: number, collection: CollectionName): Generator<Record<string, unknown>> {
      for (const state of liveStates.iterate(userId, collection)) {
        const fields = liveFields(JSON.parse(state) as ItemState);
        if (fields) yield fields;
      }
    },
    /** The bytes the account's items take (every stored state, removals included). */
    bytesOf: (userId: number): number => bytesOfAccount.get(userId) ?? 0,
    /**
     * The account's items changed after `since`, oldest change first: at most `limit` items and
     * about USER_DATA_LIMITS.pageBytes (an item larger than that comes alone), read one row at a
     * time, their states as stored (JSON text, not parsed). A cursor older than the removals still
     * remembered, or ahead of the server (its data was restored from a backup), gets everything
     * again with `reset`.
     */
    changesSince(userId: number, since: number, limit: number) {
      const floor = floorOf.get(userId) ?? 0;
      const reset = (since > 0 && since < floor) || since > lastSeq.get()!;
      const from = reset ? 0 : since;
      const items: UserItemRow[] = [];
      let bytes = 0;
      let hasMore = false;
      for (const row of feed.iterate(userId, from, limit + 1)) {
        const size = bytesOf(row.state);
        if (items.length >= limit || (items.length && bytes + size > USER_DATA_LIMITS.pageBytes)) {
          hasMore = true;
          break;
        }
        bytes += size;
        items.push({ c: row.collection, id: row.item_id, seq: row.seq, state: row.state });
      }
      const cursor = items.length ? items[items.length - 1]!.seq : Math.max(from, floor);
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
