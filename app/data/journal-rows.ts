import { wholeJournalEntrySchema, type JournalEntry } from '../../shared/journal';
import { toolScaleSchema } from '../../shared/schemas/user-data';

const wholeEntry = wholeJournalEntrySchema(toolScaleSchema);

/**
 * A journal entry's row from an item's fields as the account holds them (read back from storage:
 * parsed, docs/decisions/011-merging-the-bakers-own-data.md); null when the item is removed or
 * not a whole entry.
 */
export function journalEntryFrom(id: string, fields: Record<string, unknown> | null): JournalEntry | null {
  if (!fields) return null;
  const parsed = wholeEntry.safeParse(fields);
  return parsed.success ? { ...parsed.data, id } : null;
}
