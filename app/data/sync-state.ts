import { createStore } from 'zustand/vanilla';

/** The recipe sync's state, for the UI (kept apart from sync.ts so screens load it cheaply). */
export interface SyncState {
  status: 'idle' | 'syncing' | 'error';
  /** Changes (recipes and deletions) applied in the current run. */
  received: number;
  /** Changes this run will apply in all, when the server says (a progress figure for a large first sync). */
  total: number | null;
  lastSyncAt: number | null;
  error: string | null;
  /** What kind of failure `error` is: offline is expected and shown quietly, the others are told. */
  errorKind: 'offline' | 'invalid' | 'storage' | 'server' | null;
  /** True once the whole catalog has been on this device at least once. */
  complete: boolean;
}

/**
 * The device's meta row that says the whole catalog has been on it once (sync.ts writes it at the end
 * of a sync). Screens read it to know before loadSyncMeta has run whether the catalog is complete.
 */
export const COMPLETE_KEY = 'recipesComplete';

export const syncState = createStore<SyncState>(() => ({
  status: 'idle',
  received: 0,
  total: null,
  lastSyncAt: null,
  error: null,
  errorKind: null,
  complete: false,
}));
