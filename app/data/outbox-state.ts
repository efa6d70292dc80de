import type { OutboxEntry } from './db';
import { createStore } from 'zustand/vanilla';

/**
 * The outbox's observable state, apart from outbox.ts so the header can show it without loading
 * the outbox itself in the home page's first load (docs/decisions/002).
 */
/** A queued or failed entry as the pending-changes list shows it. */
export interface OutboxEntryView {
  seq: number;
  kind: string;
  description: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'failed';
  error?: string;
  /** Sent only after its user signs in again (the server said 401, or another user is signed in). */
  waitingForSignIn: boolean;
}

export interface OutboxState {
  pending: number;
  failed: OutboxEntry[];
  flushing: boolean;
  /** Every entry, oldest first, for the pending-changes list. */
  entries: OutboxEntryView[];
}
export const outboxState = createStore<OutboxState>(() => ({ pending: 0, failed: [], flushing: false, entries: [] }));

/** Something the user should be told (a toast): a refusal, storage trouble, a lost session. */
export interface OutboxNotice {
  id: number;
  title: string;
  description: string;
}
export const outboxNotices = createStore<OutboxNotice | null>(() => null);
