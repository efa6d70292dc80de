import { bakePhotoIds } from '../../shared/bake-photos';
import type { JournalEntry } from '../../shared/journal';
import { JOURNAL_LIMITS } from '../../shared/journal-text';
import { USER_DATA_LIMITS } from '../../shared/user-data/collections';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';

/**
 * The baker's journal on this device (docs/product.md#recipes, "I made this"): the screens call
 * these and read the entries through useDeviceQuery. Each write is recorded for the account's
 * other devices (docs/decisions/011-merging-the-bakers-own-data.md); signed out, entries stay on
 * the device until the baker signs in.
 */
export type BakeSnapshot = Omit<JournalEntry, 'id'>;

/** A snapshot too large to travel as one change (a recipe of hundreds of very long steps). */
export class BakeTooLargeError extends Error {
  constructor() {
    super('This bake is too long to keep in your journal.');
  }
}

/** Keeps the bake as shown; the note is cut at its bound. The entry saved. */
export async function recordBake(snapshot: BakeSnapshot): Promise<JournalEntry> {
  const entry: JournalEntry = {
    ...snapshot,
    note: snapshot.note.slice(0, JOURNAL_LIMITS.noteChars),
    id: crypto.randomUUID(),
  };
  const { id, ...fields } = entry;
  // The change the outbox will send must fit the account's bound, or the server would refuse it
  // and the device would take the entry back: refused here instead, before anything is kept.
  if (JSON.stringify(fields).length > USER_DATA_LIMITS.changeBytes - 1024) throw new BakeTooLargeError();
  const db = await deviceDb();
  await db.transaction('rw', db.journal, db.meta, async () => {
    await db.journal.put(entry);
    await recordChangeSoon(db, 'journal', id, fields);
  });
  return entry;
}

/** The entry's private note, written again. */
export async function saveBakeNote(id: string, note: string): Promise<void> {
  const db = await deviceDb();
  const kept = note.slice(0, JOURNAL_LIMITS.noteChars);
  await db.transaction('rw', db.journal, db.meta, async () => {
    if (await db.journal.update(id, { note: kept })) await recordChangeSoon(db, 'journal', id, { note: kept });
  });
}

/** The entry leaves the journal, here and on the account's other devices. */
export async function removeBake(id: string): Promise<void> {
  const db = await deviceDb();
  const entry = await db.journal.get(id);
  const sent = entry ? bakePhotoIds(entry) : [];
  await db.transaction('rw', db.journal, db.meta, async () => {
    await db.journal.delete(id);
    await recordChangeSoon(db, 'journal', id, null);
  });
  // Its photos go too, waiting or sent (docs/decisions/041-a-bake-becomes-a-review.md).
  await (await import('./bake-photos')).forgetBakePhotos(id, sent);
}

/**
 * The bake was posted as the baker's review (docs/decisions/041-a-bake-becomes-a-review.md): its
 * stars as posted and when, so no device offers it again.
 */
export async function markBakeReviewed(id: string, rating: number, at = Date.now()): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.journal, db.meta, async () => {
    if (await db.journal.update(id, { rating, reviewedAt: at }))
      await recordChangeSoon(db, 'journal', id, { rating, reviewedAt: at });
  });
}

/**
 * The review posted from the bake is gone (she deleted it; her review of the recipe is no more):
 * the bake may be posted again, on every device (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
 * Its stars stay: they are the bake's own.
 */
export async function markBakeUnreviewed(id: string): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.journal, db.meta, async () => {
    const changed = await db.journal
      .where('id')
      .equals(id)
      .filter((entry) => entry.reviewedAt != null)
      .modify({ reviewedAt: null });
    if (changed) await recordChangeSoon(db, 'journal', id, { reviewedAt: null });
  });
}
