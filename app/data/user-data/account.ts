import { COLLECTION_NAMES, noteView } from '../../../shared/user-data/collections';
import { jsonKey, liveFields, type Change, type ItemState } from '../../../shared/user-data/merge';
import { userChangeSchema } from '../../../shared/schemas/user-data';
import { db, type OutboxEntry } from '../db';
import { ApiError } from '../api';
import { flushOutbox, refreshState, reportSessionRefused } from '../outbox';
import { deviceName, tick } from './clock';
import { DEVICE_COLLECTIONS, userDataTables } from './collections';
import { setSyncOwner, syncOwner } from './owner';
import { pullFor, pullUserData } from './pull';
import { knownFields } from './record';
import { applyLocal, OUTBOX_KIND, storeItem } from './replica';

/**
 * The signed-in user, told by the auth layer (docs/product.md#offline-and-sync). The first time
 * a user's session is seen on this device, the device's data joins the account: the account's
 * items are read, and what the device holds that the account lacks or holds otherwise is queued
 * as changes stamped now (so the device's own work is kept, and nothing is counted twice: items
 * are matched by id, fields by value). Then unsent changes go out and the account's are pulled.
 */
let joining: Promise<void> | null = null;

export function startUserSync(userId: number | null): Promise<void> {
  if (userId === null) return Promise.resolve();
  joining ??= run(userId)
    .catch((err: unknown) => {
      // The session ended on the server: signed out here too (the auth layer listens).
      if (err instanceof ApiError && err.status === 401) reportSessionRefused(userId);
      console.warn('Your saved data could not be merged with your account yet', err);
    })
    .finally(() => {
      joining = null;
    });
  return joining;
}

async function run(userId: number): Promise<void> {
  if ((await syncOwner()) !== userId) await joinAccount(userId);
  await flushOutbox();
  await pullUserData();
  // Her bakes are back on the device: the photos she left waiting here are sent and named on them
  // (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
  if (await db.bakePhotos.where('userId').equals(userId).count())
    await import('../bake-photos').then((photos) => photos.sendBakePhotosSoon());
}

/** Reads the account (offline: throws, and the next sign-in check tries again), then merges. */
async function joinAccount(userId: number): Promise<void> {
  await pullFor(userId, { project: false });
  const changes: Change[] = [];
  await db.transaction('rw', [...userDataTables(), db.outbox], async () => {
    for (const c of COLLECTION_NAMES) {
      for (const [id, fields] of await DEVICE_COLLECTIONS[c].read(userId)) {
        const account = (await db.userItems.get([c, id]))?.state;
        const change = await deviceChange(c, id, fields, account);
        // A row the account could not keep (a title past its bound) stays on this device only.
        if (change && userChangeSchema.safeParse(change).success) changes.push(change);
      }
    }
    // Queued as the outbox's own entries, in this transaction (enqueue would open its own).
    for (const change of changes) {
      const id = crypto.randomUUID();
      const entry: OutboxEntry = {
        id,
        kind: OUTBOX_KIND,
        payload: { changes: [change] },
        idempotencyKey: `ob-${id}`,
        createdAt: Date.now(),
        userId,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
      };
      await db.outbox.add(entry);
      await applyLocal([change]);
    }
    // Every item of the account is shown (with the device's changes just queued on top), as
    // this account's (the owner is set first: the favorites' rows are kept per user).
    await setSyncOwner(userId);
    for (const collection of Object.values(DEVICE_COLLECTIONS)) await collection.claim?.(userId);
    for (const row of await db.userItems.toArray()) await storeItem(row.c, row.id, row.server, row.state);
  });
  await refreshState();
}

/** The change that brings the device's row into the account; null when the account has it already. */
async function deviceChange(
  c: (typeof COLLECTION_NAMES)[number],
  id: string,
  fields: Record<string, unknown>,
  account: ItemState | undefined,
): Promise<Change | null> {
  if (c === 'recipeNotes') {
    const text = typeof fields.text === 'string' ? fields.text : '';
    const shown = account && noteView(account);
    if (!text.trim() || shown?.text === text || shown?.alsoWritten.some((other) => other.text === text)) return null;
    return { op: 'note', c, id, t: await tick(), text, device: deviceName(), replaces: [] };
  }
  const held = (account && liveFields(account)) ?? {};
  const differing = Object.entries(knownFields(c, fields)).filter(
    ([name, value]) => value !== undefined && jsonKey(held[name]) !== jsonKey(value),
  );
  if (!differing.length) return null;
  return { op: 'set', c, id, t: await tick(), fields: Object.fromEntries(differing) };
}
