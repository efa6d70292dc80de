import type { RequestHandler } from 'express';
import { posix } from 'node:path';

/**
 * The file of the build a request path names, as the static file server resolves it (`send`:
 * %-escapes decoded, then `.`/`..` segments and repeated slashes resolved), with backslashes
 * taken as separators too: `/server%2fentry-server.js`, `//server/entry-server.js`,
 * `/./server/...` and `/assets/../server/...` all name `/server/entry-server.js`. Undefined for a
 * malformed %-escape or a NUL, which name no file.
 */
export function builtFilePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
}

/**
 * What the build holds for the server only: its render of the pages (`server/`, decision 007)
 * and every dot folder or file (Vite's `.vite/manifest.json`).
 */
const PRIVATE = /^\/server(\/|$)|\/\./;

/** True when a request path names a file of the build no browser may read, however it is spelled. */
export function isPrivateBuildPath(urlPath: string): boolean {
  const path = builtFilePath(urlPath);
  return path !== undefined && PRIVATE.test(path);
}

/**
 * Runs a static file handler only for paths that name no private file of the build, judged by
 * the path the handler would resolve, not by its spelling; a private one goes on past it (to the
 * pages' 404).
 */
export function publicFilesOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isPrivateBuildPath(req.path) ? next() : handler(req, res, next));
}
