import { BAKE_PHOTO_LIMITS, bakePhotoField, bakePhotoIds } from '../../shared/bake-photos';
import type { BakePhotoFields } from '../../shared/journal';
import { ApiError, apiRequest, NetworkError, toApiError } from './api';
import { ownedBy, type BakePhotoRow } from './bake-photo-rows';
import type { SiftDb } from './db';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';
import { OWNER_KEY } from './user-data/owner-key';

/**
 * A bake's photos on this device (docs/decisions/041-a-bake-becomes-a-review.md). A photo is kept
 * here first (IndexedDB, a Blob), so one taken offline waits; `sendBakePhotos` sends it through
 * the upload calls once online and signed in, then names it in the entry (its own field
 * `photo:<id>`, docs/decisions/045-a-bakes-photos-merge-across-devices.md), which takes it to the
 * account's other devices; two devices naming photos on one bake at once both keep theirs. A
 * removed photo, or a removed bake's, is deleted on the server the same way. Bounded: 3 a bake,
 * 10 MB each, 30 waiting on the device.
 *
 * Each row belongs to the user whose bake it is (docs/decisions/042-a-waiting-photo-keeps-its-owner.md):
 * it is shown and sent only while she is the one signed in, and waits for her past a sign-out.
 */

/** docs/product.md#reviews: the kinds and size every upload takes. */
export const BAKE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const BAKE_PHOTO_MAX_BYTES = 10_485_760;

export class BakePhotoError extends Error {}

/** Whose journal the device holds (app/data/user-data/owner.ts; null: the one kept signed out). */
async function deviceOwner(db: SiftDb): Promise<number | null> {
  const value = (await db.meta.get(OWNER_KEY))?.value;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The user under whose session the device sends now (the outbox's, loaded on first use). */
const sendingUser = async () => (await import('./outbox')).sendingUser();

/** The photos a bake shows: sent ones by id, and this device's waiting ones. */
export interface BakePhotoShown {
  /** `sent`: the server's id; `waiting`: this device's row id. */
  id: string;
  state: 'sent' | 'waiting' | 'refused';
  blob?: Blob;
  refused?: string;
}

/** Keeps `files` as photos of bake `entryId` (refusing past the bounds, before anything is kept). */
export async function addBakePhotos(entryId: string, files: readonly Blob[]): Promise<void> {
  if (!files.length) return;
  for (const file of files) {
    if (!(BAKE_PHOTO_TYPES as readonly string[]).includes(file.type))
      throw new BakePhotoError('Choose a JPEG, PNG, WebP, GIF or AVIF photo.');
    if (file.size > BAKE_PHOTO_MAX_BYTES)
      throw new BakePhotoError('A photo is larger than 10 MB. Please choose a smaller one.');
  }
  const db = await deviceDb();
  await db.transaction('rw', db.journal, db.bakePhotos, db.meta, async () => {
    const entry = await db.journal.get(entryId);
    if (!entry) throw new BakePhotoError('This bake is no longer in your journal.');
    const waiting = (await db.bakePhotos.where('kind').equals('upload').toArray()).filter(
      (row) => row.kind === 'upload' && !row.named,
    );
    const ofEntry = waiting.filter((row) => row.entryId === entryId).length + bakePhotoIds(entry).length;
    if (ofEntry + files.length > BAKE_PHOTO_LIMITS.perBake)
      throw new BakePhotoError(`A bake keeps at most ${BAKE_PHOTO_LIMITS.perBake} photos.`);
    if (waiting.length + files.length > BAKE_PHOTO_LIMITS.waitingOnDevice)
      throw new BakePhotoError(
        `${BAKE_PHOTO_LIMITS.waitingOnDevice} photos are already waiting to be sent from this device. Add more once you are back online.`,
      );
    const now = Date.now();
    const userId = await deviceOwner(db);
    await db.bakePhotos.bulkAdd(
      files.map((blob, i) => ({
        kind: 'upload' as const,
        id: crypto.randomUUID(),
        entryId,
        userId,
        blob,
        addedAt: now + i,
      })),
    );
  });
  sendBakePhotosSoon();
}

/** Removes a photo from its bake: a waiting one goes at once, a sent one is deleted on the server too. */
export async function removeBakePhoto(entryId: string, photo: Pick<BakePhotoShown, 'id' | 'state'>): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.journal, db.bakePhotos, db.meta, async () => {
    if (photo.state !== 'sent') {
      // Uploaded already but not yet named by its bake: the server's copy goes too.
      const row = await db.bakePhotos.get(photo.id);
      await db.bakePhotos.delete(photo.id);
      if (row?.kind === 'upload' && row.sent)
        await db.bakePhotos.put({ kind: 'remove', id: row.sent, entryId, userId: row.userId });
      return;
    }
    // A write of the photo's one field, whether the entry named it in its field or its old
    // `photos` array: a photo named meanwhile on another device stays.
    const removed: BakePhotoFields = { [bakePhotoField(photo.id)]: null };
    const entry = await db.journal.get(entryId);
    if (entry) await db.journal.update(entryId, removed);
    await db.bakePhotos.put({ kind: 'remove', id: photo.id, entryId, userId: await deviceOwner(db) });
    if (entry) await recordChangeSoon(db, 'journal', entryId, removed);
  });
  sendBakePhotosSoon();
}

/** A bake removed: its waiting photos go, its sent ones are deleted on the server. */
export async function forgetBakePhotos(entryId: string, sent: readonly string[]): Promise<void> {
  const db = await deviceDb();
  const removals = await db.transaction('rw', db.bakePhotos, db.meta, async () => {
    const userId = await deviceOwner(db);
    const uploaded = await db.bakePhotos.where('entryId').equals(entryId).toArray();
    const ids = [...sent, ...uploaded.flatMap((row) => (row.kind === 'upload' && row.sent ? [row.sent] : []))];
    await db.bakePhotos.where('entryId').equals(entryId).delete();
    await db.bakePhotos.bulkPut(ids.map((id) => ({ kind: 'remove' as const, id, entryId, userId })));
    return ids.length;
  });
  if (removals) sendBakePhotosSoon();
}

/**
 * The photos of bake `entryId` waiting on the device that its screens show: only those of the
 * journal the device holds now, never a signed-out user's kept for her.
 */
export async function waitingBakePhotos(db: SiftDb, entryId: string): Promise<BakePhotoShown[]> {
  const owner = await deviceOwner(db);
  return (await db.bakePhotos.where('entryId').equals(entryId).toArray()).flatMap((row) =>
    row.kind === 'upload' && !row.named && ownedBy(row, owner)
      ? [
          {
            id: row.id,
            state: row.refused ? ('refused' as const) : ('waiting' as const),
            blob: row.blob,
            refused: row.refused,
          },
        ]
      : [],
  );
}

/**
 * All the photos bake `entryId` shows, sent then waiting, read together: a photo being named on
 * its bake (the entry naming it and its row marked `named`, in one transaction) is never shown
 * twice, nor missed.
 */
export function bakePhotosShown(db: SiftDb, entryId: string): Promise<BakePhotoShown[]> {
  return db.transaction('r', db.journal, db.bakePhotos, db.meta, async () => {
    const entry = await db.journal.get(entryId);
    const sent = (entry ? bakePhotoIds(entry) : []).map((id) => ({ id, state: 'sent' as const }));
    return [...sent, ...(await waitingBakePhotos(db, entryId))];
  });
}

let sending: Promise<void> | null = null;
let again = false;

/** Sends what waits, soon (one run at a time; a call during a run runs once more after it). */
export function sendBakePhotosSoon(): void {
  if (sending) {
    again = true;
    return;
  }
  sending = sendBakePhotos()
    .catch((err) => console.warn('Bake photos wait to be sent', err))
    .finally(() => {
      sending = null;
      if (again) {
        again = false;
        sendBakePhotosSoon();
      }
    });
}

/** Whether a failure means "later" (offline, signed out, the budget, the server) rather than "never". */
const later = (err: unknown) =>
  err instanceof NetworkError ||
  (err instanceof ApiError && (err.status === 401 || err.status === 429 || err.status >= 500));

/**
 * Sends the signed-in user's waiting photos and deletions, oldest first; another user's wait for
 * her to sign in here again, and a photo kept signed out for the account that next signs in
 * (docs/decisions/042-a-waiting-photo-keeps-its-owner.md). Offline, signed out, past the day's
 * budget or on a server error, it stops and everything waits for the next try (the app's start,
 * a sign-in, 'online', a new photo); a photo the server refuses (not an image, too large) is
 * marked with its reason and kept for the baker to remove.
 */
export async function sendBakePhotos(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const userId = await sendingUser();
  if (userId === null) return;
  const db = await deviceDb();
  if (!(await sendRemovals(db, userId))) return;
  const waiting = (await db.bakePhotos.where('userId').equals(userId).toArray())
    .filter((row): row is Extract<BakePhotoRow, { kind: 'upload' }> => row.kind === 'upload' && !row.refused)
    .sort((a, b) => a.addedAt - b.addedAt);
  for (const listed of waiting) {
    // Signed out (or in as someone else) meanwhile: the rest waits for its owner.
    if ((await sendingUser()) !== userId) return;
    // As it is now: another run (a sign-in's, an 'online') may have sent or removed it meanwhile.
    const row = await db.bakePhotos.get(listed.id);
    if (row?.kind !== 'upload' || row.refused) continue;
    if (row.named) {
      await takeNameToAccount(db, row, userId);
      continue;
    }
    let id = row.sent;
    if (!id) {
      try {
        id = await uploadBakePhoto(row.blob);
      } catch (err) {
        if (later(err) || (await sendingUser()) !== userId) return;
        const refused = err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err);
        await db.bakePhotos
          .where('id')
          .equals(row.id)
          .modify((kept) => {
            if (kept.kind === 'upload') kept.refused = refused;
          });
        continue;
      }
    }
    await nameOnBake(db, row, id, userId);
  }
  await sendRemovals(db, userId);
}

/**
 * The uploaded photo `id` of `row` is named on its bake (its field `photo:<id>`, the time it is
 * named), on the account's other devices too.
 * Removed while it was on its way (the photo, or its bake), or sent twice by two runs at once:
 * the server's copy goes. Its bake not on this device (its owner signed out meanwhile): the row
 * keeps the id until she is back.
 */
async function nameOnBake(db: SiftDb, row: Extract<BakePhotoRow, { kind: 'upload' }>, id: string, userId: number) {
  const named = await db.transaction('rw', db.journal, db.bakePhotos, db.meta, async () => {
    const still = await db.bakePhotos.get(row.id);
    // Removed while on its way, or sent by another run meanwhile: this copy goes.
    if (still?.kind !== 'upload' || (still.sent !== undefined && still.sent !== id)) {
      await db.bakePhotos.put({ kind: 'remove', id, entryId: row.entryId, userId });
      return null;
    }
    if (still.named) return null;
    const entry = (await deviceOwner(db)) === userId ? await db.journal.get(row.entryId) : undefined;
    if (!entry) {
      const waiting: BakePhotoRow = { ...still, sent: id };
      await db.bakePhotos.put(waiting);
      return null;
    }
    const naming: BakePhotoFields = { [bakePhotoField(id)]: Date.now() };
    await db.journal.update(row.entryId, naming);
    const kept: BakePhotoRow = { ...still, sent: id, named: true };
    await db.bakePhotos.put(kept);
    return kept;
  });
  if (named) await takeNameToAccount(db, named, userId);
}

/**
 * Queues the change that gives the account the field naming `row`'s photo as this device has it
 * (null when removed meanwhile), then lets the row go: only once the change is queued, so a page
 * closed between the naming and the queueing still sends it, from the row, the next time photos
 * are sent.
 */
async function takeNameToAccount(db: SiftDb, row: Extract<BakePhotoRow, { kind: 'upload' }>, userId: number) {
  if ((await deviceOwner(db)) !== userId) return;
  const entry = await db.journal.get(row.entryId);
  const field = row.sent ? bakePhotoField(row.sent) : undefined;
  const value = field && entry ? entry[field] : undefined;
  if (field && value !== undefined)
    await (await import('./user-data')).recordChange('journal', row.entryId, { [field]: value });
  await db.bakePhotos.delete(row.id);
}

/** Deletes on the server the sent photos `userId` removed here; false when that must wait (offline...). */
async function sendRemovals(db: SiftDb, userId: number): Promise<boolean> {
  const removals = (await db.bakePhotos.where('userId').equals(userId).toArray()).filter(
    (row) => row.kind === 'remove',
  );
  for (const row of removals) {
    if ((await sendingUser()) !== userId) return false;
    try {
      await apiRequest('DELETE', `/api/me/bake-photos/${row.id}`);
    } catch (err) {
      // Signed in as someone else meanwhile: her session cannot find it; it waits for its owner.
      if (later(err) || (await sendingUser()) !== userId) return false;
      // 404: already gone (another device removed it).
    }
    await db.bakePhotos.delete(row.id);
  }
  return true;
}

/** The three upload calls of a bake's photo; answers its id. */
async function uploadBakePhoto(blob: Blob): Promise<string> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>('POST', '/api/me/bake-photos/upload');
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': blob.type || 'application/octet-stream' },
      body: blob,
      credentials: 'include',
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!response.ok) throw await toApiError(response);
  const { id } = await apiRequest<{ id: string }>('PUT', '/api/me/bake-photos/set-policy', { uploadURL });
  return id;
}

/** A public copy of a sent photo for the baker's review (the bake's own stays private); answers its path. */
export async function copyBakePhotoForReview(id: string): Promise<string> {
  const { photo } = await apiRequest<{ photo: string }>('POST', `/api/me/bake-photos/${id}/review-copy`);
  return photo;
}
