/// <reference lib="webworker" />
import { CATALOG_IMAGE_CACHE } from '../app/data/image-prefetch-state';
/**
 * Where the worker finds a photo (docs/product.md#offline-and-sync). The page keeps every
 * recipe's card-size picture in CATALOG_IMAGE_CACHE after the catalog sync
 * (app/data/image-prefetch.ts); photos seen online are in PHOTO_CACHE. A stored image
 * (`/objects/{key}/{width}`) asked at a size the device does not hold is, offline, answered with
 * the nearest size it does hold: the same photo, a little softer, rather than none.
 */
export { CATALOG_IMAGE_CACHE };
export const PHOTO_CACHE = 'images';
const WIDTHS = [400, 800, 1200];
const STORED = /^(\/objects\/[a-z0-9-]+)\/(\d+)$/;

/** The card-size copy the page saved for this exact address, if any. */
export async function fromCatalog(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(CATALOG_IMAGE_CACHE);
  return cache.match(url.href);
}

/** Offline: another size of the same stored photo, from either cache, the nearest above first. */
export async function anotherSize(url: URL): Promise<Response | undefined> {
  const match = STORED.exec(url.pathname);
  if (!match) return undefined;
  const asked = Number(match[2]);
  const order = [...WIDTHS].sort((a, b) => rank(a, asked) - rank(b, asked));
  for (const width of order) {
    if (width === asked) continue;
    const other = new URL(`${match[1]}/${width}`, url.origin).href;
    for (const name of [PHOTO_CACHE, CATALOG_IMAGE_CACHE]) {
      const hit = await (await caches.open(name)).match(other);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Larger sizes first (nearest above), then smaller ones (nearest below). */
const rank = (width: number, asked: number) => (width >= asked ? width - asked : 10_000 + asked - width);

/**
 * A photo not on the device, offline: a transparent 1x1 picture. The page's photo element draws
 * the recipe's initial on its category colour as its own background (recipe-placeholder.ts),
 * which shows through; no broken-image icon. Not cached, so the real photo loads once online.
 */
const NO_PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>';
export function noPhoto(): Response {
  return new Response(NO_PHOTO, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
}
