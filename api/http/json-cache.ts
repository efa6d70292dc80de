import type { Request, Response } from 'express';
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

interface Entry extends CachedBody {
  /** Bytes this entry counts for: its body, and its gzipped copy once made. */
  size: number;
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
 * 500 copies of it fill the memory. The least recently used entries go first; the callers key
 * entries on what changes the answer (a normalized query), never on raw text.
 */
export class JsonCache {
  private entries = new Map<string, Entry>();
  private seenVersion = -1;
  private used = 0;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;

  constructor({ maxBytes, maxEntryBytes = Math.floor(maxBytes / 2) }: CacheLimits) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = Math.min(maxEntryBytes, maxBytes);
  }

  /** Bytes held now (bodies and their gzipped copies). */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer for `key` at catalog `version`, or undefined; a new version empties the cache
   * first, as `send` does. Counts as a use (least recently used entries go first).
   */
  peek(version: number, key: string): CachedBody | undefined {
    if (version !== this.seenVersion) this.reset(version);
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  send(req: Request, res: Response, version: number, key: string, produce: () => unknown): void {
    let entry = this.peek(version, key) as Entry | undefined;
    if (!entry) {
      const bytes = Buffer.from(JSON.stringify(produce()), 'utf8');
      entry = {
        bytes,
        etag: `W/"${version.toString(36)}-${hash(key).toString(36)}-${bytes.length.toString(36)}"`,
        size: bytes.length,
      };
      if (bytes.length <= this.maxEntryBytes) {
        this.entries.set(key, entry);
        this.used += entry.size;
        this.evict();
      }
    }
    const kept = entry;
    sendJsonBody(req, res, kept, (gzippedBytes) => {
      // The gzipped copy counts too, while the entry is still kept.
      if (this.entries.get(key) !== kept) return;
      kept.size += gzippedBytes;
      this.used += gzippedBytes;
      this.evict();
    });
  }

  private reset(version: number): void {
    this.entries.clear();
    this.used = 0;
    this.seenVersion = version;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(key);
      this.used -= entry.size;
    }
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
