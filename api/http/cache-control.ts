import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { sendEncoded } from './compression';

/**
 * What a shared cache (nginx, a CDN) may do with each answer, decided in one place by the class
 * of the route (docs/decisions/012-http-caching.md):
 * - immutable: built assets under /assets/ and uploaded images: a new content is a new address.
 * - catalog: the rendered pages and the public catalog reads (recipes, the sync): a shared cache
 *   keeps them `s-maxage` seconds; browsers revalidate every time (max-age=0, ETag, 304). No
 *   `stale-while-revalidate`: a browser applies it to its own cache too (Chromium does) and
 *   answers from a stale copy without asking, so the admin's table and a device's sync showed the
 *   list from before a save, and an offline read "succeeded". nginx serves a stale copy while it
 *   refreshes by its own directives (deploy/nginx.conf: proxy_cache_use_stale updating).
 * - shop: the shop's public lists and its page, kept a few seconds only (class spots change with
 *   orders).
 * - revalidate: files that keep their name across builds (sw.js, the manifest, icons).
 * - personal: everything else under /api (sessions, favorites, orders, admin, checkout): never
 *   stored anywhere.
 *
 * An answer marked public never carries Set-Cookie or anything of the person asking: the public
 * reads run before the session is looked up (api/app.ts), and vary on Accept-Encoding only.
 */
export type CacheClass = 'immutable' | 'catalog' | 'shop' | 'revalidate' | 'personal' | 'none';

/** Seconds a shared cache keeps a catalog answer (PUBLIC_CACHE_SECONDS, default 30). */
export const DEFAULT_PUBLIC_CACHE_SECONDS = 30;
/**
 * What nginx adds to s-maxage: it counts time in whole seconds. An answer stored during second T
 * is kept until T + s-maxage, and only goes stale once the clock reads the second after that, so
 * it is served as fresh for up to s-maxage + 1 s after it was stored.
 */
export const SHARED_CACHE_CLOCK_SECONDS = 1;

/**
 * The longest an admin edit takes to reach visitors through nginx (deploy/nginx.conf), in
 * seconds, plus one refresh: the copy cached just before the edit is fresh for up to s-maxage +
 * 1 s; the first request after that still gets it (proxy_cache_use_stale updating) while one
 * request in the background fetches the new answer (proxy_cache_background_update), and every
 * request once that refresh is back (the app's answer time, milliseconds) gets the edit. The
 * admin's own view and a device that saved ask past the cache and see it at once
 * (docs/decisions/012-http-caching.md).
 */
export function editVisibleWithinSeconds(publicSeconds = DEFAULT_PUBLIC_CACHE_SECONDS): number {
  return publicSeconds + SHARED_CACHE_CLOCK_SECONDS;
}
/** Seconds a shared cache keeps a shop list: spots move with every order. */
export const SHOP_CACHE_SECONDS = 5;

export function cacheHeaders(publicSeconds = DEFAULT_PUBLIC_CACHE_SECONDS): Record<CacheClass, string> {
  const shared = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;
  return {
    immutable: 'public, max-age=31536000, immutable',
    catalog: shared(publicSeconds),
    shop: shared(Math.min(SHOP_CACHE_SECONDS, publicSeconds)),
    revalidate: 'no-cache',
    personal: 'private, no-store',
    none: 'no-store',
  };
}

const CATALOG_API = /^\/(recipes(\/[^/]+)?|sync\/recipes)\/?$/;
/** A recipe's approved reviews (docs/product.md#reviews): as public as the recipe; the baker's own is personal. */
const REVIEWS_API = /^\/recipes\/[^/]+\/reviews\/?$/;
const SHOP_API = /^\/shop\/(videos(\/featured)?|workshops)\/?$/;
/** Pages of one person (their account, the admin, a reset link's or an e-mail notice's token in the address). */
const PERSONAL_PAGES = /^\/(admin|favorites|checkout|dashboard|profile|reset-password|notices)(\/|$)/;

/** The class of an API request, by its path under /api. */
export function apiCacheClass(method: string, path: string): CacheClass {
  if (method !== 'GET' && method !== 'HEAD') return 'personal';
  if (CATALOG_API.test(path) || REVIEWS_API.test(path)) return 'catalog';
  if (SHOP_API.test(path)) return 'shop';
  if (path === '/health' || path === '/health/') return 'none';
  return 'personal';
}

/** The Shop's page: it carries the lists it was drawn from, spots and all (app/features/shop/shop-data.ts). */
const SHOP_PAGE = /^\/shop\/?$/;

/**
 * The class of a page or file outside /api (static files set their own, see compression.ts). The
 * Shop's page is kept no longer than its lists: the app takes its spots as the server's answer.
 */
export function pageCacheClass(path: string): CacheClass {
  if (PERSONAL_PAGES.test(path)) return 'personal';
  return SHOP_PAGE.test(path) ? 'shop' : 'catalog';
}

const PUBLIC_READ = 'publicRead';

/** True when the request is a public read: it is answered the same for everyone. */
export function isPublicRead(res: Response): boolean {
  return res.locals[PUBLIC_READ] === true;
}

/**
 * Sets Cache-Control on every API answer by its class, and marks public reads so the middleware
 * they do not need (CSRF guard, body parsing, the session) lets them pass (`unlessPublicRead`).
 * Routes may still set a stricter header of their own (the unsubscribe link: no-store).
 */
export function apiCacheControl(publicSeconds?: number): RequestHandler {
  const headers = cacheHeaders(publicSeconds);
  return (req, res, next) => {
    const kind = apiCacheClass(req.method, req.path);
    res.setHeader('Cache-Control', headers[kind]);
    if (kind === 'catalog' || kind === 'shop') res.locals[PUBLIC_READ] = true;
    next();
  };
}

/** Pages: public unless they are one person's (the HTML holds nothing personal either way). */
export function pageCacheControl(publicSeconds?: number): RequestHandler {
  const headers = cacheHeaders(publicSeconds);
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD')
      res.setHeader('Cache-Control', headers[pageCacheClass(req.path)]);
    next();
  };
}

/** Runs `handler` for every request except the public reads, which answer the same for everyone. */
export function unlessPublicRead(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isPublicRead(res) ? next() : handler(req, res, next));
}

/**
 * Whether `If-None-Match` names `etag`: one tag, a list, or `*`; weak comparison (RFC 9110
 * 13.1.2), which is what a GET's 304 uses.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/** A weak ETag from the bytes themselves (for answers that are not kept per catalog version). */
export function contentEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Sends a JSON value with an ETag from its bytes; 304 when the client holds it. */
export function sendJsonWithEtag(req: Request, res: Response, value: unknown): void {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = contentEtag(bytes);
  res.setHeader('ETag', etag);
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.setHeader('Vary', 'Accept-Encoding'); // as the 200 would (RFC 9110 15.4.5)
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  sendEncoded(req, res, { bytes });
}

/** Sends a page's HTML with an ETag from its bytes; a 200 page held by the client gets a 304. */
export function sendHtmlWithEtag(req: Request, res: Response, html: string): void {
  const bytes = Buffer.from(html, 'utf8');
  const etag = contentEtag(bytes);
  res.setHeader('ETag', etag);
  if (res.statusCode === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.setHeader('Vary', 'Accept-Encoding');
    res.status(304).end();
    return;
  }
  sendEncoded(req, res, { bytes });
}
