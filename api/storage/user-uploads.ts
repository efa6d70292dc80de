import type { Request } from 'express';
import type { Deps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { spend } from '../reviews/limits';
import { sweepStaleUploads } from '../routes/uploads';
import { storeUpload } from './store-upload';
import {
  newUploadId,
  parseUploadUrl,
  UPLOAD_URL_TTL_MS,
  uploadSecret,
  uploadUrl,
  verifyUpload,
} from './upload-signing';
import { uploadStaging } from './upload-staging';

/**
 * A signed-in user's photo uploads (docs/decisions/035-reviews.md, 041-a-bake-becomes-a-review.md):
 * the two calls either side of the signed PUT (/api/objects/upload/:id: magic bytes, 10 MB, the
 * account's bytes a day) that review photos and bakes' photos share. Each router keeps only its
 * object key and its own bounds.
 */
export function userUploads({ repos, config, objects, log }: Pick<Deps, 'repos' | 'config' | 'objects' | 'log'>) {
  const secret = uploadSecret(config);
  const staging = uploadStaging(objects.root);
  return {
    /** A signed upload URL (15 minutes) for `userId`, spent from the account's and the address's photo budget. */
    async grant(req: Request, userId: number): Promise<string> {
      await spend(repos, 'photosPerAccount', req, userId);
      await spend(repos, 'photosPerAddress', req, userId);
      const now = Date.now();
      await sweepStaleUploads(repos, staging, now);
      const id = newUploadId();
      const expires = now + UPLOAD_URL_TTL_MS;
      repos.uploads.createForUser(id, userId, now, expires);
      return uploadUrl(secret, id, expires);
    },

    /**
     * Stores `userId`'s upload named by `uploadURL` under `keyOf(its id)`: sharp's re-encoded
     * variants without EXIF or GPS. Asked again, answers the same; another account's upload, or
     * the admin's, does not exist for this user (404).
     */
    async store(
      uploadURL: string,
      userId: number,
      keyOf: (id: string) => string,
    ): Promise<{ id: string; key: string }> {
      const signed = parseUploadUrl(uploadURL);
      if (!signed || !verifyUpload(secret, signed, Date.now(), { ignoreExpiry: true }))
        throw badRequest('uploadURL is not an upload URL from this site');
      const record = repos.uploads.find(signed.id);
      if (!record || record.userId !== userId) throw notFound('Upload not found');
      const key = keyOf(record.id);
      if (record.objectKey) {
        if (record.objectKey !== key) throw conflict('This upload has already been stored');
        return { id: record.id, key };
      }
      await storeUpload({ repos, objects, log }, staging, record, key);
      return { id: record.id, key };
    },
  };
}
