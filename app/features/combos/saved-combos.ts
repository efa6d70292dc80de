import { useLiveQuery } from 'dexie-react-hooks';
import type { TemporaryCombo } from '../../../shared/combo';
import { temporaryComboSchema } from '../../../shared/schemas/ai';
import { db } from '../../data/db';
import { recordChangeSoon } from '../../data/record-change';

/** A combo's 'Created: {date}' (docs/product.md#combos), e.g. 'November 27, 2026'. */
export function createdDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** docs/product.md#combos: personal combos saved on this device, available offline. */
export interface SavedComboView {
  id: string;
  savedAt: number;
  combo: TemporaryCombo;
}

export async function saveCombo(combo: TemporaryCombo): Promise<string> {
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const createdAt = Date.now();
  await db.combos.put({ id, createdAt, combo });
  recordChangeSoon('combos', id, { createdAt, combo });
  return id;
}

export async function deleteCombo(id: string): Promise<void> {
  await db.combos.delete(id);
  recordChangeSoon('combos', id, null);
}

/** Saved combos, newest first; a row that no longer reads as a combo (an old build) is skipped. */
export function useSavedCombos(): SavedComboView[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.combos.orderBy('createdAt').reverse().toArray();
    return rows.flatMap((row) => {
      const parsed = temporaryComboSchema.safeParse(row.combo);
      return parsed.success ? [{ id: row.id, savedAt: row.createdAt, combo: parsed.data as TemporaryCombo }] : [];
    });
  }, []);
}
