import { BAKE_PHOTO_LIMITS } from '../../shared/bake-photos';
import { ApiError, apiRequest, NetworkError, toApiError } from './api';
import { deviceDb } from './device-db';
import { recordChangeSoon } from './record-change';

/**
 * A bake's photos on this device (docs/decisions/041-a-bake-becomes-a-review.md). A photo is kept
 * here first (IndexedDB, a Blob), so one taken offline waits; `sendBakePhotos` sends it through
 * the upload calls once online and signed in, then names it in the entry (its `photos`), which
 * takes it to the account's other devices. A removed photo, or a removed bake's, is deleted on the
 * server the same way. Bounded: 3 a bake, 10 MB each, 30 waiting on the device.
 */

/** docs/product.md#reviews: the kinds and size every upload takes. */
export const BAKE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const BAKE_PHOTO_MAX_BYTES = 10_485_760;

export class BakePhotoError extends Error {}

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
  await db.transaction('rw', db.journal, db.bakePhotos, async () => {
    const entry = await db.journal.get(entryId);
    if (!entry) throw new BakePhotoError('This bake is no longer in your journal.');
    const waiting = await db.bakePhotos.where('kind').equals('upload').toArray();
    const ofEntry = waiting.filter((row) => row.entryId === entryId).length + (entry.photos?.length ?? 0);
    if (ofEntry + files.length > BAKE_PHOTO_LIMITS.perBake)
      throw new BakePhotoError(`A bake keeps at most ${BAKE_PHOTO_LIMITS.perBake} photos.`);
    if (waiting.length + files.length > BAKE_PHOTO_LIMITS.waitingOnDevice)
      throw new BakePhotoError(
        `${BAKE_PHOTO_LIMITS.waitingOnDevice} photos are already waiting to be sent from this device. Add more once you are back online.`,
      );
    const now = Date.now();
    await db.bakePhotos.bulkAdd(
      files.map((blob, i) => ({ kind: 'upload' as const, id: crypto.randomUUID(), entryId, blob, addedAt: now + i })),
    );
  });
  sendBakePhotosSoon();
}

/** Removes a photo from its bake: a waiting one goes at once, a sent one is deleted on the server too. */
export async function removeBakePhoto(entryId: string, photo: Pick<BakePhotoShown, 'id' | 'state'>): Promise<void> {
  const db = await deviceDb();
  if (photo.state !== 'sent') return void (await db.bakePhotos.delete(photo.id));
  await db.transaction('rw', db.journal, db.bakePhotos, async () => {
    const entry = await db.journal.get(entryId);
    const photos = (entry?.photos ?? []).filter((id) => id !== photo.id);
    if (entry) await db.journal.update(entryId, { photos });
    await db.bakePhotos.put({ kind: 'remove', id: photo.id, entryId });
    if (entry) recordChangeSoon('journal', entryId, { photos });
  });
  sendBakePhotosSoon();
}

/** A bake removed: its waiting photos go, its sent ones are deleted on the server. */
export async function forgetBakePhotos(entryId: string, sent: readonly string[]): Promise<void> {
  const db = await deviceDb();
  await db.transaction('rw', db.bakePhotos, async () => {
    await db.bakePhotos.where('entryId').equals(entryId).delete();
    await db.bakePhotos.bulkPut(sent.map((id) => ({ kind: 'remove' as const, id, entryId })));
  });
  if (sent.length) sendBakePhotosSoon();
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
 * Sends this device's waiting photos and deletions, oldest first. Offline, signed out, past the
 * day's budget or on a server error, it stops and everything waits for the next try (the app's
 * start, 'online', a new photo); a photo the server refuses (not an image, too large) is marked
 * with its reason and kept for the baker to remove.
 */
export async function sendBakePhotos(): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const db = await deviceDb();
  if (!(await sendRemovals())) return;
  const waiting = (await db.bakePhotos.where('kind').equals('upload').toArray()).sort((a, b) =>
    a.kind === 'upload' && b.kind === 'upload' ? a.addedAt - b.addedAt : 0,
  );
  for (const row of waiting) {
    if (row.kind !== 'upload' || row.refused) continue;
    let id: string;
    try {
      id = await uploadBakePhoto(row.blob);
    } catch (err) {
      if (later(err)) return;
      const refused = err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err);
      await db.bakePhotos
        .where('id')
        .equals(row.id)
        .modify((kept) => {
          if (kept.kind === 'upload') kept.refused = refused;
        });
      continue;
    }
    await db.transaction('rw', db.journal, db.bakePhotos, async () => {
      // Removed while it was on its way (the photo, or its bake): the server's copy goes too.
      const still = await db.bakePhotos.get(row.id);
      await db.bakePhotos.delete(row.id);
      const entry = await db.journal.get(row.entryId);
      if (!entry || !still) return void (await db.bakePhotos.put({ kind: 'remove', id, entryId: row.entryId }));
      const photos = [...(entry.photos ?? []), id].slice(-BAKE_PHOTO_LIMITS.perBake);
      await db.journal.update(row.entryId, { photos });
      recordChangeSoon('journal', row.entryId, { photos });
    });
  }
  await sendRemovals();
}

/** Deletes on the server the sent photos removed here; false when that must wait (offline...). */
async function sendRemovals(): Promise<boolean> {
  const db = await deviceDb();
  for (const row of await db.bakePhotos.where('kind').equals('remove').toArray()) {
    try {
      await apiRequest('DELETE', `/api/me/bake-photos/${row.id}`);
    } catch (err) {
      if (later(err)) return false;
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
