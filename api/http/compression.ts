import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

export function compress(body: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: 9 });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves compressible built files precompressed; everything else falls through to express.static. */
export function compressedStatic(distDir: string): RequestHandler {
  const root = normalize(distDir + sep);
  const cache = new Map<string, Buffer | null>();
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
    if (!file?.startsWith(root)) return next();
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();
    // Keyed by size and mtime: a rebuilt file (a new sw.js) is never served from an old copy.
    const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, raw.length > 1024 ? compress(raw, encoding) : null);
    }
    const body = cache.get(key);
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
  };
}

const acceptsGzip = (req: Request) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Copies of a body that is sent many times, each made on first use. */
export interface EncodedCopies {
  /** The body's UTF-8 bytes: sending a string encodes it again on every request. */
  bytes?: Buffer;
  gzipped?: Buffer;
}

/**
 * Sends a text body, gzipped when the client accepts it and it is worth it. `cached` keeps the
 * encoded and the compressed copy of a body that is sent again and again.
 */
export function sendText(req: Request, res: Response, body: string, cached?: EncodedCopies): void {
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.length <= 1024 || !acceptsGzip(req)) {
    if (cached) res.end((cached.bytes ??= Buffer.from(body, 'utf8')));
    else res.end(body);
    return;
  }
  const gzipped = cached?.gzipped ?? gzipSync(body, { level: 6 });
  if (cached) cached.gzipped = gzipped;
  res.setHeader('Content-Encoding', 'gzip');
  res.end(gzipped);
}
