import express, { type Request, type RequestHandler, type Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { builtFilePath, publicFilesOnly } from './built-paths';

/** The built files sent compressed, and the type each is sent as whatever the encoding. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The copies the build writes beside a text file (vite-plugin-compression2, scripts/build.mjs), best first. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Copy = (typeof COPIES)[number];

/** Set on the answer while its compressed copy is being sent, for `setHeaders`. */
const SENDING_COPY = 'builtFileCopy';

/** The copy of `file` to send `req`: the best encoding it accepts whose copy was made from the file as it is now. */
async function copyFor(req: Request, file: string): Promise<Copy | undefined> {
  // br whenever the client accepts it (q > 0), else gzip: a browser never ranks gzip above br.
  const accepted = COPIES.filter((copy) => req.acceptsEncodings(copy.encoding) === copy.encoding);
  if (!accepted.length) return undefined;
  const [original, ...copies] = await Promise.all([
    stat(file).catch(() => undefined),
    ...accepted.map((copy) => stat(file + copy.suffix).catch(() => undefined)),
  ]);
  if (!original?.isFile()) return undefined;
  // A copy older than its file was not made from it (a file rewritten in place, as a test of the
  // update prompt does to sw.js): the file goes out as it is instead.
  return accepted.find((_copy, i) => copies[i]?.isFile() && copies[i].mtimeMs >= original.mtimeMs);
}

/**
 * The build's files (docs/decisions/031-libraries-for-caches-files-csv-calendars.md):
 * express.static sends them, with its ETag, Last-Modified, ranges and HEAD, and the Cache-Control
 * of decision 012 (`cacheControl`). A text file goes out as the gzip or brotli copy the build
 * wrote beside it, as it is: no compression at request time, no file read into memory. Each
 * encoding is its own representation (its own ETag, from the copy's size and time), and every
 * text file's answer says `Vary: Accept-Encoding`. The build's private files (its server render,
 * `.vite/`) never reach a handler here (api/http/built-paths.ts), and a copy is only sent in place
 * of its file, never asked for by name.
 */
export function builtFiles(distDir: string, cacheControl: (file: string) => string): RequestHandler {
  const serve = express.static(distDir, {
    index: false,
    setHeaders(res: Response, file: string) {
      const copy = res.locals[SENDING_COPY] as Copy | undefined;
      const original = copy ? file.slice(0, -copy.suffix.length) : file;
      res.setHeader('Cache-Control', cacheControl(original));
      const type = TEXT_TYPES[extname(original)];
      if (!type) return;
      res.setHeader('Vary', 'Accept-Encoding');
      if (!copy) return;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', copy.encoding);
    },
  });
  return publicFilesOnly(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = builtFilePath(req.path);
    if (path && /\.(br|gz)$/.test(path)) return next();
    if (!path || !TEXT_TYPES[extname(path)]) return serve(req, res, next);
    const copy = await copyFor(req, join(distDir, path));
    if (!copy) return serve(req, res, next);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query < 0 ? url + copy.suffix : url.slice(0, query) + copy.suffix + url.slice(query);
    res.locals[SENDING_COPY] = copy;
    serve(req, res, (err?: unknown) => {
      // The copy went between the look and the send: the file itself, as it is.
      req.url = url;
      delete res.locals[SENDING_COPY];
      if (err) return next(err);
      serve(req, res, next);
    });
  });
}
