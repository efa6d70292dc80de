import { db } from '../db';
import { DEVICE_COLLECTIONS } from './collections';
import { OWNER_KEY } from './owner-key';

const CURSOR_KEY = 'userDataCursor';

/**
 * Whose data the device's copy is (db.meta): set when a sign-in has merged the device's data
 * into the account, cleared at sign-out. While it is set, every change is queued for that
 * account, even before the session check has answered on a fresh start.
 */
export async function syncOwner(): Promise<number | null> {
  const value = (await db.meta.get(OWNER_KEY))?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

export const setSyncOwner = (userId: number) => db.meta.put({ key: OWNER_KEY, value: userId });

/** The feed's cursor of this account (0 for another account's or none). */
export async function readCursor(userId: number): Promise<number> {
  const value = (await db.meta.get(CURSOR_KEY))?.value as { userId?: unknown; cursor?: unknown } | undefined;
  return value?.userId === userId && typeof value.cursor === 'number' && value.cursor >= 0 ? value.cursor : 0;
}

export const writeCursor = (userId: number, cursor: number) =>
  db.meta.put({ key: CURSOR_KEY, value: { userId, cursor } });

/**
 * Sign-out (docs/product.md#offline-and-sync): the account's data leaves the device with the
 * user, as the favorites do; the cart stays (docs/product.md#accounts). Unsent changes stay
 * queued until the same user signs in again.
 */
export async function forgetAccount(userId: number): Promise<void> {
  // The favorites are kept per user (docs/product.md#favorites): theirs leave with them, also
  // from a device whose first merge with the account has not run yet.
  await db.favorites.where('userId').equals(userId).delete();
  if ((await syncOwner()) !== userId) return;
  await db.meta.bulkDelete([OWNER_KEY, CURSOR_KEY]);
  await db.userItems.clear();
  for (const collection of Object.values(DEVICE_COLLECTIONS)) await collection.forget?.();
}
