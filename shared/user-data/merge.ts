/**
 * How the baker's own data merges (docs/decisions/011-merging-the-bakers-own-data.md). Pure:
 * the server, the device and the tests run the same code.
 *
 * An item (a combo, a cart line, the ticks of one recipe, one recipe's preferences, a shopping
 * list line, a recipe's note) is a set of fields, each the value of the write with the latest
 * stamp (hybrid logical clock, ./hlc.ts): last writer wins per field, so two devices changing
 * different fields of one item both keep their change. A removal is a stamp too: the item is
 * there when its latest write is later than its latest removal, so an add (or an edit) and a
 * remove made apart resolve to whichever came later by the clock, on every device and in any
 * order of arrival. A note's text instead keeps every text no later write replaced: the latest
 * shown, the others offered as "also written on <device> at <time>".
 */
export interface FieldValue {
  /** The value (JSON). */
  v: unknown;
  /** The stamp of the write that set it. */
  t: string;
}

/** One text of a note that no later write replaced. */
export interface NoteHead {
  /** The stamp the writing device gave it: later writes name it in `replaces`. */
  id: string;
  /** Its place in time (the server may move a stamp from a clock far ahead back: hlc.ts). */
  t: string;
  text: string;
  device: string;
}

export interface ItemState {
  f: Record<string, FieldValue>;
  /** The stamp of the latest removal. */
  del?: string;
  /** A note's texts, latest first. */
  heads?: NoteHead[];
  /** Note texts already replaced: one arriving again is not brought back. */
  gone?: string[];
}

interface ChangeBase {
  /** The collection (./collections.ts). */
  c: string;
  id: string;
  /** Stamp of the write (hlc.ts). */
  t: string;
}
export type Change =
  | (ChangeBase & { op: 'set'; fields: Record<string, unknown> })
  | (ChangeBase & { op: 'delete' })
  | (ChangeBase & {
      op: 'note';
      text: string;
      /** The device's name ("iPhone", "Mac"), for "also written on <device>". */
      device: string;
      /** The texts the writer saw and replaced (their `id`s). */
      replaces: string[];
      /** The text's own id when the server moved `t` back (hlc.ts `clampStamp`). */
      noteId?: string;
    });

/**
 * The kinds whose removed items keep their fields: a cart line and a shopping list line are small
 * records edited a field at a time, so an edit made after a removal on another device brings
 * back the whole line (docs/decisions/011-merging-the-bakers-own-data.md). In every other kind a
 * removal clears the fields written before it, and a write older than the removal is not kept:
 * ticks cleared and ticked again hold only the new tick, and a removed combo keeps nothing
 * (docs/decisions/025-bounded-account-data.md). Either way the state depends only on the
 * changes, never on their order.
 */
export const KEEPS_FIELDS_WHEN_REMOVED: ReadonlySet<string> = new Set(['cart', 'shoppingItems']);

/** Texts of one note kept side by side: the shown one and two others at most (the oldest go). */
export const MAX_NOTE_TEXTS = 3;
const GONE_KEPT = 32;

export const emptyState = (): ItemState => ({ f: {} });

/** The state after `change`; `state` is not modified. Applying a change twice changes nothing. */
export function applyChange(state: ItemState | null | undefined, change: Change): ItemState {
  const next: ItemState = { ...(state ?? emptyState()), f: { ...(state?.f ?? {}) } };
  const clears = !KEEPS_FIELDS_WHEN_REMOVED.has(change.c);
  if (change.op === 'set') {
    for (const [name, v] of Object.entries(change.fields)) {
      if (clears && next.del && change.t <= next.del) continue;
      const current = next.f[name];
      if (!current || change.t > current.t || (change.t === current.t && jsonKey(v) > jsonKey(current.v)))
        next.f[name] = { v, t: change.t };
    }
  } else if (change.op === 'delete') {
    if (!next.del || change.t > next.del) next.del = change.t;
  } else {
    const gone = new Set(next.gone ?? []);
    const heads = (next.heads ?? []).filter((head) => !change.replaces.includes(head.id));
    for (const id of change.replaces) if ((next.heads ?? []).some((h) => h.id === id)) gone.add(id);
    const id = noteIdOf(change);
    if (!gone.has(id) && !heads.some((h) => h.id === id))
      heads.push({ id, t: change.t, text: change.text, device: change.device });
    heads.sort((a, b) => (a.t < b.t ? 1 : a.t > b.t ? -1 : 0));
    for (const dropped of heads.splice(MAX_NOTE_TEXTS)) gone.add(dropped.id);
    next.heads = heads;
    next.gone = [...gone].slice(-GONE_KEPT);
  }
  if (clears && next.del) {
    const removedAt = next.del;
    next.f = Object.fromEntries(Object.entries(next.f).filter(([, field]) => field.t > removedAt));
  }
  return next;
}

/** A note write's own id: its stamp as the device made it (kept when the server moves `t`). */
const noteIdOf = (change: Change & { op: 'note' }) => change.noteId ?? change.t;

/** Changes applied in order over a state (the server's, then the device's unsent ones). */
export function foldChanges(state: ItemState | null | undefined, changes: readonly Change[]): ItemState {
  return changes.reduce<ItemState>((acc, change) => applyChange(acc, change), state ?? emptyState());
}

/** The latest write to the item (a field or a note text); '' when none. */
export function lastWrite(state: ItemState): string {
  let latest = '';
  for (const field of Object.values(state.f)) if (field.t > latest) latest = field.t;
  for (const head of state.heads ?? []) if (head.t > latest) latest = head.t;
  return latest;
}

/** The item is there: written, and its latest write is later than its latest removal. */
export const isLive = (state: ItemState) => {
  const written = lastWrite(state);
  return written !== '' && (!state.del || written > state.del);
};

/** The item's fields when it is there (null when removed or never written). */
export function liveFields(state: ItemState): Record<string, unknown> | null {
  if (!isLive(state)) return null;
  return Object.fromEntries(Object.entries(state.f).map(([name, field]) => [name, field.v]));
}

/** Stable text of a JSON value: equal values, equal keys (ties of one stamp, comparisons). */
export function jsonKey(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonKey(v)}`).join(',')}}`;
}
