import express from 'express';
import type { RequestHandler } from 'express';
import type { RateLimitsRepo } from '../db/rate-limits';
import { clientAddress } from './client-address';
import { HttpError, tooManyAttempts } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: express.Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * True when the request announces a body at all, as body-parser decides it (type-is `hasBody`):
 * a Transfer-Encoding or a Content-Length header, even `Content-Length: 0` (which parses to `{}`).
 */
function announcesBody(req: express.Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

/**
 * docs/architecture.md#security: API writes carry JSON only (415 otherwise), at most 100 KB (413), nested at most
 * MAX_JSON_DEPTH deep (400). A cross-site form cannot send application/json without a preflight,
 * which we never grant.
 *
 * A request that announces no body (nearly every GET) passes straight on: none of the three
 * steps below would do anything for it, and skipping them is a measurable share of a catalog read.
 */
export function jsonBody({ rawPaths = [] }: { rawPaths?: RegExp[] } = {}): RequestHandler {
  const parse = express.json({ limit: '100kb', strict: true });
  return (req, res, next) => {
    if (!announcesBody(req)) return next();
    const raw = rawPaths.some((p) => p.test(req.path));
    if (!raw && UNSAFE.has(req.method) && hasBody(req) && !req.is('application/json')) {
      next(new HttpError(415, 'Content-Type must be application/json'));
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) return next(unreadableBody(err, req));
      // JSON nested thousands deep parses, then overflows the stack of the first JSON.stringify
      // or recursive walk that meets it (a 500). No payload of ours is deeper than a few levels.
      next(tooDeep(req.body, MAX_JSON_DEPTH) ? new HttpError(400, 'Request body is nested too deeply') : undefined);
    });
  };
}

const MAX_JSON_DEPTH = 32;

/** The encodings body-parser inflates (RFC 9110 8.4.1); any other is its 415 `encoding.unsupported`. */
const INFLATED = new Set(['gzip', 'deflate', 'br']);

/**
 * A body-parser error for the error middleware. A body whose bytes do not inflate as its
 * Content-Encoding says (`Content-Encoding: gzip` on plain text, a truncated br stream) comes back
 * from zlib as a bare 400 with no `type`, which the error middleware would take for a fault of
 * ours (a 500): it is the caller's, and is named as such.
 */
function unreadableBody(err: unknown, req: express.Request): unknown {
  const { type, status } = (err ?? {}) as { type?: unknown; status?: unknown };
  if (type !== undefined || typeof status !== 'number' || status < 400 || status >= 500) return err;
  const encoding = String(req.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  return new HttpError(
    400,
    INFLATED.has(encoding)
      ? `Request body is not valid ${encoding} data (Content-Encoding: ${encoding})`
      : 'Request body could not be read',
  );
}

/** True when a parsed JSON value nests objects/arrays deeper than `max` (iterative: no recursion). */
function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * CSRF guard for cookie-authenticated writes: a browser names the page's origin in `Origin`
 * (and `Sec-Fetch-Site`); it must be the site's origin exactly, scheme, host and port:
 * `publicOrigin` (PUBLIC_URL) when set, else the request's own scheme and host (an `https://`
 * page does not pass on the http server). Callers without those headers (curl, tests, the
 * service worker's background sync) are not browsers acting for another site.
 */
export function sameOrigin(publicOrigin?: string): RequestHandler {
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') return next(new HttpError(403, 'Cross-site requests are not allowed'));
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const own = publicOrigin ?? `${req.protocol}://${req.headers.host ?? ''}`;
    if (!sameOriginText(origin, own)) return next(new HttpError(403, 'Cross-site requests are not allowed'));
    next();
  };
}

/** Two origins are the same when their serializations are (a default port is dropped by URL). */
function sameOriginText(origin: string, own: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(own).origin && new URL(origin).origin === origin.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/**
 * A fixed-window limiter per client address (an IPv6 /64 counts as one: ./client-address.ts),
 * counted in SQLite (`api/db/rate-limits.ts`) so that it holds across every server process
 * (WEB_CONCURRENCY) and restarts; `name` keeps each limit's counts apart. Every attempt counts
 * when it arrives, so parallel guesses cannot slip past the limit before their answers. An
 * attempt the route marks with `attemptSucceeded` (a right password) is given back: someone who
 * signs in several times in a row is never locked out, while wrong passwords still are (a
 * success does not wipe out earlier failures). Routes that never mark (register) count every
 * attempt. A request `skip` accepts is not counted (a browser that signed in before: its own
 * budget applies, docs/decisions/026-nobody-locked-out.md).
 */
export function rateLimit(
  limits: RateLimitsRepo,
  options: { name: string; windowMs: number; max: number; message?: string; skip?: (req: express.Request) => boolean },
): RequestHandler {
  const limit = { name: options.name, max: options.max, windowMs: options.windowMs };
  return async (req, res, next) => {
    if (options.skip?.(req)) return next();
    const spent = await limits.spend(limit, clientAddress(req));
    if (!spent.allowed) {
      if (!options.message) return next(tooManyAttempts(spent.retryAfter));
      res.setHeader('Retry-After', String(spent.retryAfter));
      next(new HttpError(429, options.message));
      return;
    }
    res.locals[GIVE_BACK_ATTEMPT] = () => {
      // Only once; the repository gives back only within the window the attempt was counted in.
      delete res.locals[GIVE_BACK_ATTEMPT];
      // A give-back lost to a database error costs the client one try of its window, no more.
      spent.giveBack().catch((error: unknown) => console.error(error));
    };
    next();
  };
}

const GIVE_BACK_ATTEMPT = 'giveBackRateLimitedAttempt';

/** Tells the rate limit in front of this route that the attempt succeeded: it does not count. */
export function attemptSucceeded(res: express.Response): void {
  (res.locals[GIVE_BACK_ATTEMPT] as (() => void) | undefined)?.();
}

/**
 * Mounts a router of public reads (GET routes only) so that every other method skips it: it can
 * then sit first under /api, ahead of the CSRF guard, the body rules and the session lookup that
 * its requests do not need, without answering a write or an OPTIONS meant for a later router.
 */
export function readsOnly(router: express.Router): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') router(req, res, next);
    else next();
  };
  // Its routes stay visible to answerOptions and to the listing of mounted routes.
  return Object.assign(handler, { stack: router.stack });
}

/** The headers a fixed-header middleware sets, and those it removes, as `fixedHeaders` found them. */
export interface HeaderList {
  headers: [string, string][];
  removed: string[];
}

/**
 * Runs a middleware that only sets headers the same way on every request (helmet's) once, and
 * returns what it set and removed. Throws if the middleware reads the request or does more than
 * set headers, which this cannot repeat.
 */
export function headerList(middleware: RequestHandler): HeaderList {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  let done = false;
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const req = new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`fixedHeaders: the middleware reads req.${String(key)}; its headers may depend on the request`);
      },
    },
  );
  void middleware(req as express.Request, res as unknown as express.Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('fixedHeaders: the middleware did not finish at once');
  return { headers, removed };
}

/**
 * A middleware that only sets headers the same way on every request (helmet's), run once at start
 * and replaced by its result: the same headers, without building them again per request.
 */
export function fixedHeaders({ headers, removed }: HeaderList): RequestHandler {
  return (_req, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
