import type { Request, RequestHandler, Response } from 'express';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/**
 * Text responses go out compressed (Lighthouse mobile: the built JS alone is ~500 KB raw).
 * Each built file is compressed once per version of it (size and mtime), on first request, and
 * kept in memory; the API's cached JSON bodies are compressed once per catalog version.
 */
export type Encoding = 'br' | 'gzip';

export function acceptedEncoding(req: Request): Encoding | null {
  const header = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses on libuv's thread pool (never on the main thread). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A path with a segment that starts with a dot (`/.vite/manifest.json`): never served, as express.static refuses it. */
const DOTFILE = /(^|\/)\./;

/** Serves compressible built files precompressed; everything else falls through to express.static. */
export function compressedStatic(distDir: string): RequestHandler {
  const root = normalize(distDir + sep);
  // One entry per built file and encoding (a fixed set); a rebuilt file replaces its entry.
  const cache = new Map<string, { version: string; body: Promise<Buffer | null> }>();
  // A malformed %-escape names no file here: the request goes on to the next handler (a 404).
  const resolveFile = (path: string) => {
    try {
      return normalize(join(distDir, decodeURIComponent(path)));
    } catch {
      return undefined;
    }
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[extname(req.path)];
    const encoding = acceptedEncoding(req);
    if (!type || !encoding) return next();
    const file = resolveFile(req.path);
    if (!file?.startsWith(root) || DOTFILE.test(file.slice(root.length))) return next();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();
    // Keyed by size and mtime: a rebuilt file (a new sw.js) is never served from an old copy.
    const key = `${encoding}:${file}`;
    const version = `${stat.size}:${stat.mtimeMs}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      const raw = readFileSync(file);
      entry = { version, body: raw.length > 1024 ? compress(raw, encoding) : Promise.resolve(null) };
      cache.set(key, entry);
    }
    entry.body.then(
      (body) => {
        if (!body) return next();
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Content-Length', String(body.length));
        if (req.method === 'HEAD') res.end();
        else res.end(body);
      },
      (err: unknown) => next(err),
    );
  };
}

export const acceptsGzip = (req: Request) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Bodies of at most this many bytes go out plain: gzip would cost more than it saves. */
export const PLAIN_UP_TO = 1024;

/** A body sent many times: its bytes, and its gzipped copy, made once on first use. */
export interface EncodedBody {
  bytes: Buffer;
  gzipped?: Buffer;
  /** The gzip at work, shared by the requests that arrive meanwhile. */
  gzipping?: Promise<Buffer>;
}

/**
 * Sends a body, gzipped when the client accepts it and it is worth it. The gzip runs on libuv's
 * thread pool, never on the main thread: a large body compressed synchronously held every other
 * request (`/api/health` too) for its whole length. `onGzipped` is told the size of a new copy.
 */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, onGzipped?: (bytes: number) => void): void {
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.bytes.length <= PLAIN_UP_TO || !acceptsGzip(req)) {
    endWith(res, body.bytes);
    return;
  }
  if (body.gzipped) {
    res.setHeader('Content-Encoding', 'gzip');
    endWith(res, body.gzipped);
    return;
  }
  body.gzipping ??= gzipAsync(body.bytes, { level: 6 }).then((gzipped) => {
    body.gzipped = gzipped;
    body.gzipping = undefined;
    onGzipped?.(gzipped.length);
    return gzipped;
  });
  body.gzipping.then(
    (gzipped) => {
      res.setHeader('Content-Encoding', 'gzip');
      endWith(res, gzipped);
    },
    () => {
      body.gzipping = undefined;
      endWith(res, body.bytes);
    },
  );
}

/**
 * Ends with `bytes`, Content-Length named as the last of our fields (Node would add it after its
 * own Date and Connection): the same fields in the same order as the fast path's (fast-reads.ts).
 */
function endWith(res: Response, bytes: Buffer): void {
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}

/** Sends a text body once (a page's HTML), gzipped off the main thread when it is worth it. */
export function sendText(req: Request, res: Response, body: string): void {
  sendEncoded(req, res, { bytes: Buffer.from(body, 'utf8') });
}
