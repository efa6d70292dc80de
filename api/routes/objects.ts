import { Router } from 'express';
import type { Deps } from '../deps';
import { cacheHeaders, etagMatches } from '../http/cache-control';
import { IMAGE_WIDTHS, type ImageWidth } from '../storage/object-store';
import { PRIVATE_KEY_PREFIX } from './bake-photos';

/**
 * GET /objects/:key and /objects/:key/:width serve stored images. Keys never change content,
 * so they are cached for a year as immutable. A bake's photo is private (api/routes/bake-photos.ts):
 * it does not exist here.
 */
export function objectFilesRouter({ objects }: Deps): Router {
  const router = Router();
  const immutable = cacheHeaders().immutable;
  router.get('/:key{/:width}', async (req, res) => {
    const width = (req.params.width ? Number(req.params.width) : 800) as ImageWidth;
    // A key names one content forever, so the key and width are a strong ETag.
    const etag = `"${req.params.key}-${width}"`;
    const shown = IMAGE_WIDTHS.includes(width) && !req.params.key.startsWith(PRIVATE_KEY_PREFIX);
    const body = shown ? await objects.read(req.params.key, width) : undefined;
    if (!body) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', immutable);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) res.status(304).end();
    else res.end(body);
  });
  return router;
}
