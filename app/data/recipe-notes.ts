import { deviceDb } from './device-db';
import { recordNoteSoon } from './record-change';

/**
 * Private recipe notes on this device (docs/product.md#recipe-tools): one per recipe, at most
 * NOTE_MAX_LENGTH characters. The screens call these and read notes through useDeviceQuery.
 * Each then records the note for the account's other devices
 * (docs/decisions/011-merging-the-bakers-own-data.md).
 */
export const NOTE_MAX_LENGTH = 2000;

/** Saves the note as typed (cut at NOTE_MAX_LENGTH); an emptied note is kept empty, not deleted, so the emptying travels too. */
export async function saveNote(recipeId: number, text: string): Promise<void> {
  const db = await deviceDb();
  const kept = text.slice(0, NOTE_MAX_LENGTH);
  await db.transaction('rw', db.recipeNotes, db.meta, async () => {
    const current = await db.recipeNotes.get(recipeId);
    await db.recipeNotes.put({ ...current, recipeId, text: kept, updatedAt: Date.now() });
    await recordNoteSoon(db, recipeId, kept);
  });
}

/** The baker kept one text: the other texts written elsewhere are let go. */
export async function dismissAlsoWritten(recipeId: number): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.recipeNotes, db.meta, async () => {
    const current = await db.recipeNotes.get(recipeId);
    if (!current?.alsoWritten) return;
    const { alsoWritten: _dropped, ...rest } = current;
    await db.recipeNotes.put(rest);
    await recordNoteSoon(db, recipeId, rest.text, 'all');
  });
}
