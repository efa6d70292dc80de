import type { TemporaryCombo } from '../../shared/combo';
import type { SiftDb } from './db';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';

/** docs/product.md#combos: personal combos saved on this device, available offline. */
export interface SavedComboView {
  id: string;
  savedAt: number;
  combo: TemporaryCombo;
}

/** Saves a combo on the device, and has it follow the account; returns its id. */
export async function saveCombo(combo: TemporaryCombo): Promise<string> {
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const createdAt = Date.now();
  const db = await deviceDb();
  await db.transaction('rw', db.combos, db.meta, async () => {
    await db.combos.put({ id, createdAt, combo });
    await recordChangeSoon(db, 'combos', id, { createdAt, combo });
  });
  return id;
}

export async function deleteCombo(id: string): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.combos, db.meta, async () => {
    await db.combos.delete(id);
    await recordChangeSoon(db, 'combos', id, null);
  });
}

/**
 * Saved combos, newest first; a row that no longer reads as a combo (an old build) is skipped.
 * The schema (zod) loads only when there is a combo to read: a first visit's builder does not.
 */
export async function savedCombos(db: SiftDb): Promise<SavedComboView[]> {
  const rows = await db.combos.orderBy('createdAt').reverse().toArray();
  if (rows.length === 0) return [];
  const { temporaryComboSchema } = await import('../../shared/schemas/ai');
  return rows.flatMap((row) => {
    const parsed = temporaryComboSchema.safeParse(row.combo);
    return parsed.success ? [{ id: row.id, savedAt: row.createdAt, combo: parsed.data as TemporaryCombo }] : [];
  });
}
