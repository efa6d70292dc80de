import type { UploadRecord } from '../db/uploads';
import type { Deps } from '../deps';
import { badRequest, conflict } from '../http/errors';
import { UnreadableImageError } from './object-store';
import type { UploadStaging } from './upload-staging';

/** A PUT still receiving after this long was cut off with its process (10 MB takes 80 s at 1 Mbit/s). */
export const RECEIVING_STALE_MS = 5 * 60 * 1000;

/**
 * The last of the three upload calls (docs/product.md#admin), for the admin's images and a
 * reviewer's photos alike: sharp re-encodes the staged file into the web-sized variants under
 * `key` (which drops its EXIF, GPS included: api/storage/object-store.ts) and the staged file goes.
 * One call at a time per upload, in every server process (the claim is its row).
 */
export async function storeUpload(
  { repos, objects, log }: Pick<Deps, 'repos' | 'objects' | 'log'>,
  staging: UploadStaging,
  record: UploadRecord,
  key: string,
): Promise<string> {
  const now = Date.now();
  if (!repos.uploads.startReceiving(record.id, now, now - RECEIVING_STALE_MS))
    throw conflict('This upload is still being processed');
  try {
    const input = record.receivedAt ? await staging.read(record.id) : undefined;
    if (!input) throw conflict('No image has been uploaded to this URL yet');
    try {
      await objects.saveImage(key, input);
    } catch (err) {
      // The sender's file: one line, no stack. Anything else (a full disk) is the server's: a 500.
      if (!(err instanceof UnreadableImageError)) throw err;
      log(`Upload ${record.id}: the image could not be read (${err.message})`);
      throw badRequest('The image could not be read. Please try a different file.');
    }
    repos.uploads.markStored(record.id, key);
    await staging.remove(record.id);
    return `/objects/${key}`;
  } finally {
    repos.uploads.stopReceiving(record.id);
  }
}
