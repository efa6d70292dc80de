import type { Request, Response } from 'express';
import { sendText, type EncodedCopies } from './compression';

/**
 * Catalog reads are the hot path (every device syncs them, every page lists them). Their bodies
 * depend only on the catalog version and the query, so each is serialized once per version and
 * sent with an ETag; `If-None-Match` then gets a 304 with no body.
 */
export class JsonCache {
  private entries = new Map<string, { body: string; etag: string } & EncodedCopies>();
  private seenVersion = -1;

  constructor(private readonly maxEntries = 500) {}

  send(req: Request, res: Response, version: number, key: string, produce: () => unknown): void {
    if (version !== this.seenVersion) {
      this.entries.clear();
      this.seenVersion = version;
    }
    let entry = this.entries.get(key);
    if (!entry) {
      const body = JSON.stringify(produce());
      entry = { body, etag: `W/"${version.toString(36)}-${hash(key).toString(36)}-${body.length.toString(36)}"` };
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    sendJsonText(req, res, entry.body, entry.etag, entry);
  }
}

export function sendJsonText(req: Request, res: Response, body: string, etag: string, cached?: EncodedCopies): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Only cached bodies are compressed: a single recipe is small and compressing it per request
  // would cost more than it saves.
  if (cached) sendText(req, res, body, cached);
  else res.end(body);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
