import { Router, type Request, type RequestHandler } from 'express';
import { BAKE_PHOTO_ID, BAKE_PHOTO_LIMITS, BAKE_PHOTO_MESSAGES } from '../../shared/bake-photos';
import { bakePhotosApi, routeOf } from '../../shared/contracts';
import { requireUser } from '../auth/session';
import type { Deps } from '../deps';
import { conflict, HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { personal, spend } from '../reviews/limits';
import { IMAGE_WIDTHS, type ImageWidth } from '../storage/object-store';
import { sweepUnnamedBakePhotos } from '../storage/unnamed-bake-photos';
import { newUploadId } from '../storage/upload-signing';
import { userUploads } from '../storage/user-uploads';
import { reviewPhotoKey } from './review-photos';

const MOUNT = '/api/me/bake-photos';

/** The object key of a bake's photo: never served under /objects (api/routes/objects.ts). */
export const bakePhotoKey = (uploadId: string) => `bake-${uploadId}`;
/** Keys of photos only their owner may read. */
export const PRIVATE_KEY_PREFIX = 'bake-';

const signedIn: RequestHandler = (req, res, next) => {
  requireUser(req);
  personal(res);
  next();
};

/** The caller's own stored bake photo named in the path; 404 for anything else (another's does not exist). */
function ownPhoto(repos: Deps['repos'], req: Request) {
  const user = requireUser(req);
  const id = String(req.params.id ?? '');
  const upload = BAKE_PHOTO_ID.test(id) ? repos.uploads.find(id) : undefined;
  if (!upload || upload.userId !== user.id || upload.objectKey !== bakePhotoKey(id))
    throw notFound(BAKE_PHOTO_MESSAGES.notFound);
  return { user, upload, key: upload.objectKey };
}

/**
 * A bake's photos (docs/product.md#recipes, docs/decisions/041-a-bake-becomes-a-review.md): sent
 * as a review's photo is (a signed URL, the same checked PUT within the account's photo budget,
 * then sharp's re-encode without EXIF or GPS), but private: read only by their owner, `private,
 * no-store`, and at most 300 kept per account. A bake posted as a review gets its own public copy.
 */
export function bakePhotosRouter(deps: Deps): Router {
  const { repos, objects, log } = deps;
  const router = Router();
  const uploads = userUploads(deps);

  router.post(routeOf(bakePhotosApi.uploadUrl, MOUNT), signedIn, async (req, res) => {
    const user = requireUser(req);
    // Photos no bake of hers names any more leave first, and stop counting toward the 300
    // (docs/decisions/045-a-bakes-photos-merge-across-devices.md).
    await sweepUnnamedBakePhotos(deps, user.id, PRIVATE_KEY_PREFIX);
    if (repos.uploads.storedOfUserWithPrefix(user.id, PRIVATE_KEY_PREFIX) >= BAKE_PHOTO_LIMITS.perAccount)
      throw conflict(BAKE_PHOTO_MESSAGES.accountFull);
    res.json({ uploadURL: await uploads.grant(req, user.id) });
  });

  router.put(routeOf(bakePhotosApi.setPolicy, MOUNT), signedIn, async (req, res) => {
    const { uploadURL } = parseBody(bakePhotosApi.setPolicy.body!, req) as { uploadURL: string };
    const { id } = await uploads.store(uploadURL, requireUser(req).id, bakePhotoKey);
    res.json({ id });
  });

  router.get(routeOf(bakePhotosApi.read, MOUNT), signedIn, async (req, res) => {
    const { key } = ownPhoto(repos, req);
    const width = Number(req.params.width) as ImageWidth;
    const body = IMAGE_WIDTHS.includes(width) ? await objects.read(key, width) : undefined;
    if (!body) throw notFound(BAKE_PHOTO_MESSAGES.notFound);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // One person's photo: no shared cache keeps it, nor the browser's (decision 012's personal answers).
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(body);
  });

  router.delete(routeOf(bakePhotosApi.remove, MOUNT), signedIn, async (req, res) => {
    const { upload, key } = ownPhoto(repos, req);
    repos.uploads.remove(upload.id);
    await objects.remove(key);
    res.json({ deleted: true });
  });

  router.post(routeOf(bakePhotosApi.reviewCopy, MOUNT), signedIn, async (req, res) => {
    const { user, key } = ownPhoto(repos, req);
    const largest = await objects.read(key, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
    if (!largest) throw notFound(BAKE_PHOTO_MESSAGES.notFound);
    // A new public photo: the account's photo budget counts it as it counts any review photo.
    await spend(repos, 'photosPerAccount', req, user.id);
    await spend(repos, 'photosPerAddress', req, user.id);
    const now = Date.now();
    const id = newUploadId();
    repos.uploads.createForUser(id, user.id, now, now);
    repos.uploads.markReceived(id, 'image/webp', largest.length, now);
    const copyKey = reviewPhotoKey(id);
    try {
      await objects.saveImage(copyKey, largest);
    } catch (err) {
      repos.uploads.remove(id);
      await objects.remove(copyKey);
      log(err);
      throw new HttpError(500, 'The photo could not be copied. Please try again.');
    }
    repos.uploads.markStored(id, copyKey);
    res.json({ photo: `/objects/${copyKey}` });
  });

  return router;
}
