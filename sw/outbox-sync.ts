import { apiRequest } from '../app/data/api';
import { flushOutbox, outboxState, refreshState, setOutboxUser, setRetryTimerEnabled } from '../app/data/outbox';

export const OUTBOX_CHANGED = 'OUTBOX_CHANGED';

/**
 * Sends the outbox from the service worker (Background Sync). Private entries (favorites) go
 * only for the user whose session cookie the worker's requests carry, so the worker asks the
 * server who that is first. Resolves with the number of entries still waiting to be sent.
 */
export async function flushFromWorker(): Promise<number> {
  setRetryTimerEnabled(false); // the browser schedules the next try, not a timer in a worker
  let userId: number | null;
  try {
    const me = (await apiRequest('GET', '/api/auth/me')) as { id?: unknown } | null;
    userId = typeof me?.id === 'number' ? me.id : null;
  } catch {
    userId = null; // signed out or offline: anonymous entries can still go
  }
  setOutboxUser(userId);
  await flushOutbox({ force: true });
  await refreshState();
  return outboxState.getState().entries.filter((e) => e.status === 'pending' && !e.waitingForSignIn).length;
}
