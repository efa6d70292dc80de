import { Router } from 'express';
import { adminApi, routeOf } from '../../shared/contracts';
import { setPolicySchema } from '../../shared/schemas/admin';
import { requireAdmin } from '../auth/admin-token';
import type { Deps } from '../deps';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { uploadAllowance } from '../reviews/limits';
import { SNIFF_BYTES, sniffImageType } from '../storage/image-sniff';
import { RECEIVING_STALE_MS, storeUpload } from '../storage/store-upload';
import {
  newUploadId,
  parseUploadUrl,
  UPLOAD_URL_TTL_MS,
  uploadSecret,
  uploadUrl,
  verifyUpload,
} from '../storage/upload-signing';
import { tooLarge, uploadStaging, type UploadStaging } from '../storage/upload-staging';

const expired = () => new HttpError(403, 'Request has expired');
const unsupported = () =>
  new HttpError(415, 'Unsupported image type. Please upload a JPEG, PNG, WebP, GIF or AVIF image.');
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Removes uploads never stored within a day, and their staged files (each new upload URL sweeps). */
export async function sweepStaleUploads(repos: Deps['repos'], staging: UploadStaging, now: number): Promise<void> {
  for (const stale of repos.uploads.unfinishedBefore(now - STALE_AFTER_MS)) {
    await staging.remove(stale);
    repos.uploads.remove(stale);
  }
}

/**
 * The spec's three upload calls (docs/product.md#admin), mounted at /api/objects:
 * POST /upload (admin) -> a signed URL valid 15 min; PUT to it with the image bytes (the
 * signature is the credential); PUT /set-policy (admin) -> sharp's web-sized variants and the
 * object path the recipe stores.
 */
export function uploadsRouter({ repos, config, objects, log }: Deps): Router {
  const router = Router();
  const admin = requireAdmin(repos.adminTokens);
  const secret = uploadSecret(config);
  const staging = uploadStaging(objects.root);

  router.post(routeOf(adminApi.uploadUrl, '/api/objects'), admin, async (_req, res) => {
    const now = Date.now();
    await sweepStaleUploads(repos, staging, now);
    const id = newUploadId();
    const expires = now + UPLOAD_URL_TTL_MS;
    repos.uploads.create(id, now, expires);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ uploadURL: uploadUrl(secret, id, expires) });
  });

  router.put(routeOf(adminApi.upload, '/api/objects'), async (req, res) => {
    const signed = {
      id: String(req.params.id),
      expires: String(req.query.expires ?? ''),
      sig: String(req.query.sig ?? ''),
    };
    if (!verifyUpload(secret, signed, Date.now())) throw expired();
    const record = repos.uploads.find(signed.id);
    if (!record) throw expired();
    if (record.objectKey) throw conflict('This upload URL has already been used');
    if (req.is('application/json') || req.readableEnded) throw unsupported();
    // A reviewer's photo also meets what is left of the account's bytes a day (docs/product.md#reviews).
    const allowance = uploadAllowance(repos, record);
    const refuse = allowance.tooLarge ?? tooLarge;
    if (Number(req.headers['content-length']) > allowance.limit) throw refuse();
    // One PUT per upload at a time: two at once would share one staging file (found by fuzzing).
    // The claim is in SQLite, so it holds when the two arrive at different server processes.
    const now = Date.now();
    if (!repos.uploads.startReceiving(record.id, now, now - RECEIVING_STALE_MS))
      throw conflict('This upload is already in progress');
    try {
      const size = await staging.receive(req, record.id, allowance.limit, refuse);
      if (size === 0) {
        await staging.remove(record.id);
        throw badRequest('The upload is empty. Please choose an image file.');
      }
      const mime = sniffImageType(await staging.head(record.id, SNIFF_BYTES));
      if (!mime) {
        await staging.remove(record.id);
        throw unsupported();
      }
      repos.uploads.markReceived(record.id, mime, size, Date.now());
      res.json({ size, type: mime });
    } finally {
      repos.uploads.stopReceiving(record.id);
    }
  });

  router.put(routeOf(adminApi.setPolicy, '/api/objects'), admin, async (req, res) => {
    const { uploadURL } = parseBody(setPolicySchema, req);
    const signed = parseUploadUrl(uploadURL);
    // The URL must be one this server signed; its 15 minutes only limit the PUT.
    if (!signed || !verifyUpload(secret, signed, Date.now(), { ignoreExpiry: true }))
      throw badRequest('uploadURL is not an upload URL from this site');
    const record = repos.uploads.find(signed.id);
    if (!record) throw notFound('Upload not found');
    if (record.objectKey) {
      res.json({ objectPath: `/objects/${record.objectKey}` });
      return;
    }
    res.json({ objectPath: await storeUpload({ repos, objects, log }, staging, record, `upload-${record.id}`) });
  });

  return router;
}
