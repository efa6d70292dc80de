import { db, type SiftDb } from './db';

const PERSIST_KEY = 'persistRequested';

/**
 * Asks once (per device) that the browser keep this site's storage under pressure, so the
 * catalog and queued changes are not evicted. The answer is kept for the UI.
 */
export async function requestPersistentStorage(database: SiftDb = db): Promise<boolean | null> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage;
  if (!storage?.persist) return null;
  const asked = await database.meta.get(PERSIST_KEY);
  if (asked) return asked.value === true;
  let granted: boolean;
  try {
    granted = (await storage.persisted?.()) || (await storage.persist());
  } catch {
    granted = false;
  }
  await database.meta.put({ key: PERSIST_KEY, value: granted });
  return granted;
}
