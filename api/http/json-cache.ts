import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { etagMatches } from './cache-control';
import { sendEncoded, type EncodedBody } from './compression';

/** The size limits of one cache: all its bodies together, and the largest one it keeps. */
export interface CacheLimits {
  /** The UTF-8 bytes of every kept body plus its gzipped copy, together. */
  maxBytes: number;
  /** A body larger than this is answered but not kept (default: half of `maxBytes`). */
  maxEntryBytes?: number;
}

/** One kept answer: its bytes (and gzipped copy once made) and its ETag. */
export interface CachedBody extends EncodedBody {
  readonly etag: string;
  /** The answer's header fields, built once by the fast path for cached reads (api/http/fast-reads.ts). */
  wire?: unknown;
}

/** What the cache holds for one key: the answer, and the bytes it counts for (its body, and its gzipped copy once made). */
interface Held {
  readonly body: CachedBody;
  readonly bytes: number;
}

/**
 * Catalog reads are the hot path (every device syncs them, every page lists them). Their bodies
 * depend only on the catalog version and the query, so each is serialized once per version and
 * sent with an ETag; `If-None-Match` then gets a 304 with no body.
 *
 * The version is read from SQLite on every request (`repos.recipes.version()`: one prepared
 * one-row read, a few microseconds), never remembered: an admin edit made through another server
 * process (WEB_CONCURRENCY) empties this cache at the next request here.
 *
 * Bounded by bytes, not by entries: one entry can be the whole catalog, and a count bound let
 * 500 copies of it fill the memory. lru-cache keeps the bound (`maxSize`, each entry sized by its
 * bytes), dropping the least recently used entries first; the callers key entries on what changes
 * the answer (a normalized query), never on raw text.
 */
export class JsonCache {
  private readonly entries: LRUCache<string, Held>;
  private seenVersion = -1;

  constructor({ maxBytes, maxEntryBytes = Math.floor(maxBytes / 2) }: CacheLimits) {
    this.entries = new LRUCache<string, Held>({
      maxSize: maxBytes,
      // A larger body is answered but not kept.
      maxEntrySize: Math.min(maxEntryBytes, maxBytes),
      sizeCalculation: (held) => Math.max(1, held.bytes),
    });
  }

  /** Bytes held now (bodies and their gzipped copies). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer for `key` at catalog `version`, or undefined; a new version empties the cache
   * first, as `send` does. Counts as a use (least recently used entries go first).
   */
  peek(version: number, key: string): CachedBody | undefined {
    if (version !== this.seenVersion) {
      this.entries.clear();
      this.seenVersion = version;
    }
    return this.entries.get(key)?.body;
  }

  send(req: Request, res: Response, version: number, key: string, produce: () => unknown): void {
    let body = this.peek(version, key);
    if (!body) {
      const bytes = Buffer.from(JSON.stringify(produce()), 'utf8');
      body = { bytes, etag: `W/"${version.toString(36)}-${hash(key).toString(36)}-${bytes.length.toString(36)}"` };
      this.entries.set(key, { body, bytes: bytes.length });
    }
    const kept = body;
    sendJsonBody(req, res, kept, (gzippedBytes) => {
      // The gzipped copy counts too, while the answer is still kept: set again with its new size.
      const held = this.entries.peek(key);
      if (held?.body !== kept) return;
      this.entries.set(key, { body: kept, bytes: held.bytes + gzippedBytes });
    });
  }
}

/** Sends a JSON body with its ETag (304 when the client holds it), gzipped off the main thread when large. */
export function sendJsonBody(
  req: Request,
  res: Response,
  body: EncodedBody & { etag: string },
  onGzipped?: (bytes: number) => void,
): void {
  // Cache-Control is the route class's (api/http/cache-control.ts), set before the route ran.
  res.setHeader('ETag', body.etag);
  if (etagMatches(req.headers['if-none-match'], body.etag)) {
    // A 304 names what the 200 would vary on (RFC 9110 15.4.5), so a shared cache keys it alike.
    res.setHeader('Vary', 'Accept-Encoding');
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  sendEncoded(req, res, body, onGzipped);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
