import { createStore } from './store';

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

export const syncState = createStore<SyncState>({ status: 'idle', received: 0, total: null, lastSyncAt: null, error: null, errorKind: null, complete: false });
