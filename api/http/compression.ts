import type { Request, Response } from 'express';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * The API's answers and the rendered pages go out gzipped when the client accepts it: each body
 * kept in a cache is compressed once, off the main thread. (The build's own files are compressed
 * when it is built and sent as they are: api/http/static-files.ts.)
 */
const gzipAsync = promisify(gzip);

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
