import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Db } from '../db/open';
import { HttpError } from './errors';

const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Idempotency-Key (DESIGN 3): the first response to a key is stored for 24 h and a replay with
 * the same body gets it back byte for byte; the same key with another body is 422; a replay
 * while the first is still running is 409. Keys are scoped per route and per user, so one
 * visitor's key can never return another's response. 5xx answers are not kept: the write
 * did not happen, and the retry should run it.
 *
 * The response is recorded in `res.end`, synchronously, before its bytes leave: a connection
 * dropped after the server committed still finds the stored answer on retry.
 */
export function idempotency(db: Db, scopeName: string): RequestHandler {
  const find = db.prepare<[string, string], { request_hash: string; status: number | null; body: string | null; created_at: number }>(
    'SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  const claim = db.prepare('INSERT INTO idempotency_keys (key, scope, request_hash, status, body, created_at) VALUES (?, ?, ?, NULL, NULL, ?)');
  const finish = db.prepare('UPDATE idempotency_keys SET status = ?, body = ? WHERE scope = ? AND key = ?');
  const release = db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ?');
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  let lastExpiry = 0;

  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) return next(new HttpError(400, 'Idempotency-Key must be 8 to 128 letters, digits or - _ . :'));
    const now = Date.now();
    if (now - lastExpiry > 60_000) {
      expire.run(now - KEEP_MS);
      lastExpiry = now;
    }
    const scope = `${scopeName}:${req.user?.id ?? 'anon'}`;
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');

    const existing = find.get(scope, key);
    if (existing && existing.created_at >= now - KEEP_MS) {
      if (existing.request_hash !== requestHash) return next(new HttpError(422, 'This Idempotency-Key was already used for a different request'));
      if (existing.status === null) return next(new HttpError(409, 'A request with this Idempotency-Key is still being processed'));
      res.status(existing.status).setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Idempotent-Replayed', 'true');
      res.end(existing.body ?? '');
      return;
    }
    if (existing) release.run(scope, key);
    try {
      claim.run(key, scope, requestHash, now);
    } catch {
      // Another request claimed the key between our read and insert.
      return next(new HttpError(409, 'A request with this Idempotency-Key is still being processed'));
    }

    const chunks: Buffer[] = [];
    const originalWrite = res.write.bind(res);
    const originalEnd = res.end.bind(res);
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk) chunks.push(Buffer.from(chunk as string));
      return (originalWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
      if (res.statusCode >= 500) release.run(scope, key);
      else finish.run(res.statusCode, Buffer.concat(chunks).toString('utf8'), scope, key);
      return (originalEnd as (...a: unknown[]) => typeof res)(chunk, ...rest);
    }) as typeof res.end;
    // A client that goes away before we answer must not leave the key stuck "in progress".
    res.on('close', () => {
      if (!res.writableEnded) release.run(scope, key);
    });
    next();
  };
}
