import { deviceDb } from './device-db';
import { PENDING_PREFIX } from './record-change';
import { OWNER_KEY } from './user-data/owner-key';

/**
 * Whether the outbox holds a change, a write's change waits to join it (app/data/record-change.ts)
 * or the device holds an account's own data: read from the
 * device without loading either's code. On a first visit neither does, and the outbox (with the
 * contracts of every write it sends) and the account's pull (with its schemas) stay unloaded
 * until there is something for them to do: a change queued, a sign-in, the service worker's word
 * that the outbox changed. A device that cannot be read says yes, and the outbox reports why.
 */
export async function hasAccountWork(): Promise<boolean> {
  try {
    const db = await deviceDb();
    const [queued, owner, pending] = await Promise.all([
      db.outbox.count(),
      db.meta.get(OWNER_KEY),
      db.meta.where('key').startsWith(PENDING_PREFIX).count(),
    ]);
    return queued > 0 || owner !== undefined || pending > 0;
  } catch {
    return true;
  }
}
