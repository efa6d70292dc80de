import { Router, type RequestHandler } from 'express';
import { reviewsApi, routeOf } from '../../shared/contracts';
import { requireUser } from '../auth/session';
import type { Deps } from '../deps';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { personal, spend } from '../reviews/limits';
import { storeUpload } from '../storage/store-upload';
import {
  newUploadId,
  parseUploadUrl,
  UPLOAD_ID,
  UPLOAD_URL_TTL_MS,
  uploadSecret,
  uploadUrl,
  verifyUpload,
} from '../storage/upload-signing';
import { uploadStaging } from '../storage/upload-staging';
import { sweepStaleUploads } from './uploads';

const MOUNT = '/api/reviews/photos';
const PHOTO_KEY = /^review-([0-9a-f]{32})$/;

/** The object key of a review photo: its upload's id, so the key names whose upload it was. */
export const reviewPhotoKey = (uploadId: string) => `review-${uploadId}`;

/** Whether `key` is a review photo `userId` uploaded and stored. */
export function reviewPhotoKeyOwned(repos: Deps['repos'], key: string, userId: number): boolean {
  const id = PHOTO_KEY.exec(key)?.[1];
  const upload = id ? repos.uploads.find(id) : undefined;
  return !!upload && upload.userId === userId && upload.objectKey === key;
}

/** Removes a review photo's files and its upload (so it cannot be named again). */
export async function removeReviewPhoto({ repos, objects }: Pick<Deps, 'repos' | 'objects'>, key: string) {
  const id = PHOTO_KEY.exec(key)?.[1];
  await objects.remove(key);
  if (id && UPLOAD_ID.test(id)) repos.uploads.remove(id);
}

const signedIn: RequestHandler = (req, res, next) => {
  requireUser(req);
  personal(res);
  next();
};

/**
 * A reviewer's photo (docs/product.md#reviews) through the admin's three upload calls, with the
 * user's session in place of the admin's token: POST /upload -> a signed URL (15 minutes) for the
 * same PUT the admin uses (/api/objects/upload/:id: magic bytes, 10 MB, and the account's bytes a
 * day), then PUT /set-policy -> the photo re-encoded by sharp into web-sized variants, without
 * its EXIF (and so its GPS position). Each account and address has its own budget of photos.
 */
export function reviewPhotosRouter({ repos, config, objects, log }: Deps): Router {
  const router = Router();
  const secret = uploadSecret(config);
  const staging = uploadStaging(objects.root);

  router.post(routeOf(reviewsApi.photoUploadUrl, MOUNT), signedIn, async (req, res) => {
    const user = requireUser(req);
    spend(repos, 'photosPerAccount', req, user.id);
    spend(repos, 'photosPerAddress', req, user.id);
    const now = Date.now();
    await sweepStaleUploads(repos, staging, now);
    const id = newUploadId();
    const expires = now + UPLOAD_URL_TTL_MS;
    repos.uploads.createForUser(id, user.id, now, expires);
    res.json({ uploadURL: uploadUrl(secret, id, expires) });
  });

  router.put(routeOf(reviewsApi.photoSetPolicy, MOUNT), signedIn, async (req, res) => {
    const user = requireUser(req);
    const { uploadURL } = parseBody(reviewsApi.photoSetPolicy.body, req);
    const signed = parseUploadUrl(uploadURL);
    if (!signed || !verifyUpload(secret, signed, Date.now(), { ignoreExpiry: true }))
      throw badRequest('uploadURL is not an upload URL from this site');
    const record = repos.uploads.find(signed.id);
    // Another account's upload, or the admin's, is not this person's to store: it does not exist for them.
    if (!record || record.userId !== user.id) throw notFound('Upload not found');
    const key = reviewPhotoKey(record.id);
    if (record.objectKey) {
      if (record.objectKey !== key) throw conflict('This upload has already been stored');
      res.json({ photo: `/objects/${key}` });
      return;
    }
    res.json({ photo: await storeUpload({ repos, objects, log }, staging, record, key) });
  });

  return router;
}
