import type { RequestHandler } from 'express';
import { etagMatches } from './cache-control';
import { acceptsGzip, PLAIN_UP_TO } from './compression';
import type { CachedBody, JsonCache } from './json-cache';

/**
 * A public catalog read whose answer may already be kept. `find` gets the request's URL (path and
 * query) and says: undefined when this read does not take that URL (the next read is asked),
 * null when it does but has nothing kept for the current catalog version (the full route then
 * answers and keeps it), else the kept answer.
 */
export interface FastRead {
  find: (url: string) => CachedBody | null | undefined;
}

/** A FastRead over one cache whose key comes from the URL alone. */
export function keyedRead(cache: JsonCache, version: () => number, key: (url: string) => string | undefined): FastRead {
  return {
    find(url) {
      const k = key(url);
      return k === undefined ? undefined : (cache.peek(version(), k) ?? null);
    },
  };
}

/** The header fields of one kept answer, built once: 200 plain, 200 gzipped, 304. */
interface Wire {
  plain: string[];
  gzipped?: string[];
  notModified: string[];
}

/**
 * Answers a GET whose body is already kept for the current catalog version straight from the
 * cache, ahead of the app's middleware and routers, with every header field of the full route
 * built once per kept answer: the same fixed headers (helmet's), Cache-Control, ETag, Vary and
 * Content-Type, the same 304. Under a spike on one recipe most requests are such hits, and the
 * route chain (a dozen header writes, three routers, the parameter decoding) was most of what
 * they cost beyond Express itself.
 *
 * The catalog version is still read from SQLite on every request (one prepared one-row read), so
 * an admin edit through this or another process (WEB_CONCURRENCY) is served at once
 * (docs/decisions/016-several-processes.md). Anything else, a miss, a HEAD, a URL in any other
 * spelling, a gzipped copy not made yet, goes on to the full route, which answers and keeps it.
 *
 * `head`: the fields every answer of the class carries before its own (fixed headers, then
 * Cache-Control), in the order the full route sets them.
 */
export function fastReads(reads: FastRead[], head: [string, string][]): RequestHandler {
  const headFields = head.flat();
  const wireOf = (body: CachedBody): Wire => {
    const built = body.wire as Wire | undefined;
    if (built && (built.gzipped || !body.gzipped)) return built;
    const fields = (...more: string[]) => [...headFields, 'ETag', body.etag, ...more];
    const wire: Wire = {
      plain: fields(
        'Content-Type',
        'application/json; charset=utf-8',
        'Vary',
        'Accept-Encoding',
        'Content-Length',
        String(body.bytes.length),
      ),
      gzipped: body.gzipped
        ? fields(
            'Content-Type',
            'application/json; charset=utf-8',
            'Vary',
            'Accept-Encoding',
            'Content-Encoding',
            'gzip',
            'Content-Length',
            String(body.gzipped.length),
          )
        : undefined,
      notModified: fields('Vary', 'Accept-Encoding'),
    };
    body.wire = wire;
    return wire;
  };

  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const url = req.url;
    for (const read of reads) {
      const body = read.find(url);
      if (body === undefined) continue;
      if (!body) return next();
      if (etagMatches(req.headers['if-none-match'], body.etag)) {
        res.writeHead(304, wireOf(body).notModified).end();
        return;
      }
      if (body.bytes.length > PLAIN_UP_TO && acceptsGzip(req)) {
        if (!body.gzipped) return next(); // the full route makes the gzipped copy
        res.writeHead(200, wireOf(body).gzipped).end(body.gzipped);
        return;
      }
      res.writeHead(200, wireOf(body).plain).end(body.bytes);
      return;
    }
    next();
  };
}
