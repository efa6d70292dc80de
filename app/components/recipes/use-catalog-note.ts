import { useStore } from 'zustand';
import { COMPLETE_KEY, syncState, type SyncState } from '../../data/sync-state';
import { useDeviceQuery } from '../../hooks/use-device-query';

/**
 * What the Recipes page says while only part of the catalog is on the device (a first sync
 * interrupted offline, or still running): a search there may miss a recipe the device has not
 * received yet, so 'No recipes found' must not read as final.
 */
export const CATALOG_NOTES = {
  downloading: 'The recipe catalog is still downloading to this device, so more recipes may match once it is done.',
  offline: 'Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
  stopped: 'Only part of the recipe catalog is on this device so far. It will be complete after the next update.',
} as const;

/** The note for a sync state, or null once the whole catalog has been on the device. */
export function catalogNote(state: Pick<SyncState, 'complete' | 'status' | 'errorKind'>): string | null {
  if (state.complete) return null;
  if (state.status !== 'error') return CATALOG_NOTES.downloading;
  return state.errorKind === 'offline' ? CATALOG_NOTES.offline : CATALOG_NOTES.stopped;
}

/**
 * The note, null when the catalog is complete, or undefined until the device has answered. The
 * sync state learns the device's 'complete' flag only once the background work starts (after the
 * page is idle), so the stored flag is read too: a device that has the whole catalog never shows
 * the note, not even for a moment after a reload; while neither has answered, nothing is claimed
 * either way (a count announced then would read as final when it may not be).
 */
export function useCatalogNote(): string | null | undefined {
  const status = useStore(syncState, (s) => s.status);
  const errorKind = useStore(syncState, (s) => s.errorKind);
  const complete = useStore(syncState, (s) => s.complete);
  const stored = useDeviceQuery(async (db) => (await db.meta.get(COMPLETE_KEY))?.value === true, []);
  if (stored === undefined && !complete) return undefined;
  if (stored !== false) return null;
  return catalogNote({ complete, status, errorKind });
}
