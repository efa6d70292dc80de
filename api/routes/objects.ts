import { Router } from 'express';
import type { Deps } from '../deps';
import { cacheHeaders, etagMatches } from '../http/cache-control';
import { IMAGE_WIDTHS, type ImageWidth } from '../storage/object-store';

/**
 * GET /objects/:key and /objects/:key/:width serve stored images. Keys never change content,
 * so they are cached for a year as immutable.
 */
export function objectFilesRouter({ objects }: Deps): Router {
  const router = Router();
  const immutable = cacheHeaders().immutable;
  router.get('/:key{/:width}', async (req, res) => {
    const width = (req.params.width ? Number(req.params.width) : 800) as ImageWidth;
    // A key names one content forever, so the key and width are a strong ETag.
    const etag = `"${req.params.key}-${width}"`;
    const body = IMAGE_WIDTHS.includes(width) ? await objects.read(req.params.key, width) : undefined;
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
