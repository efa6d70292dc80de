import { Router, type RequestHandler } from 'express';
import { reviewsApi, routeOf } from '../../shared/contracts';
import { requireUser } from '../auth/session';
import type { Deps } from '../deps';
import { parseBody } from '../http/validate';
import { personal } from '../reviews/limits';
import { UPLOAD_ID } from '../storage/upload-signing';
import { userUploads } from '../storage/user-uploads';

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
export function reviewPhotosRouter(deps: Deps): Router {
  const router = Router();
  const uploads = userUploads(deps);

  router.post(routeOf(reviewsApi.photoUploadUrl, MOUNT), signedIn, async (req, res) => {
    res.json({ uploadURL: await uploads.grant(req, requireUser(req).id) });
  });

  router.put(routeOf(reviewsApi.photoSetPolicy, MOUNT), signedIn, async (req, res) => {
    const { uploadURL } = parseBody(reviewsApi.photoSetPolicy.body, req);
    const { key } = await uploads.store(uploadURL, requireUser(req).id, reviewPhotoKey);
    res.json({ photo: `/objects/${key}` });
  });

  return router;
}
