import { userChangesPageSchema, type UserChangesPage } from '../../../shared/schemas/user-data';
import { isCollectionName } from '../../../shared/user-data/collections';
import { foldChanges, lastWrite } from '../../../shared/user-data/merge';
import { ApiError, apiRequest } from '../api';
import { reportSessionRefused } from '../outbox';
import { db } from '../db';
import { observe } from './clock';
import { userDataTables } from './collections';
import { readCursor, syncOwner, writeCursor } from './owner';
import { itemKey, pendingChanges, storeItem } from './replica';

/**
 * Pulls the account's changes by cursor (GET /api/me/changes, docs/architecture.md#data-flow)
 * on the recipe sync's triggers. Each page is applied in one transaction with its cursor: an
 * item becomes the server's state with this device's unsent changes applied on top, and its
 * row in the kind's table is rewritten. Never throws (offline, a bad answer: the next trigger
 * tries again).
 */
let running: Promise<void> | null = null;

export function pullUserData(): Promise<void> {
  running ??= syncOwner()
    .then((userId) =>
      userId === null
        ? undefined
        : pullFor(userId).catch((err: unknown) => {
            // The session ended on the server: the auth layer signs out here and the account's data leaves.
            if (err instanceof ApiError && err.status === 401) reportSessionRefused(userId);
            throw err;
          }),
    )
    .catch((err: unknown) => console.warn('Your saved data could not be updated', err))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Every page since the account's cursor; `project: false` fills the copy only (the sign-in merge). */
export async function pullFor(userId: number, { project = true } = {}): Promise<void> {
  let since = await readCursor(userId);
  for (let pages = 0; pages < 1000; pages++) {
    const page = userChangesPageSchema.parse(await apiRequest('GET', `/api/me/changes?since=${since}`));
    if (!(await applyUserPage(userId, page, project))) return;
    since = page.cursor;
    if (!page.hasMore) return;
  }
}

/** Applies one page; false when the account signed out meanwhile (nothing written). */
export async function applyUserPage(userId: number, page: UserChangesPage, project = true): Promise<boolean> {
  return db.transaction('rw', [...userDataTables(), db.outbox], async () => {
    if ((await syncOwner()) !== userId && project) return false;
    const pending = await pendingChanges(userId);
    if (page.reset) {
      // Everything comes again: what the server no longer has is the device's unsent changes only.
      for (const row of await db.userItems.toArray())
        await storeItem(row.c, row.id, null, foldChanges(null, pending.get(itemKey(row.c, row.id)) ?? []), project);
    }
    const stamps: string[] = [];
    for (const item of page.items) {
      if (!isCollectionName(item.c)) continue; // a kind a newer server knows
      const state = foldChanges(item.state, pending.get(itemKey(item.c, item.id)) ?? []);
      await storeItem(item.c, item.id, item.state, state, project);
      stamps.push(lastWrite(item.state), item.state.del ?? '');
    }
    await observe(stamps.filter(Boolean), page.now);
    await writeCursor(userId, page.cursor);
    return true;
  });
}
