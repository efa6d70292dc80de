import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Db } from '../db/open';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { HttpError } from './errors';

export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim older than this with no answer belongs to a request that died (process restart). */
export const IDEMPOTENCY_LOCK_MS = 2 * 60 * 1000;
/** What an Idempotency-Key may look like (the client sends random UUIDs). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/**
 * Answers that say nothing about the write itself: a retry must run again. 5xx (the write did
 * not happen), 401 (signed out: the same key is sent again after signing in), 408, 429.
 */
const isTransient = (status: number) => status >= 500 || status === 401 || status === 408 || status === 429;

const NOT_FINAL = 'idempotencyAnswerNotFinal';

/**
 * Marks this request's refusal as one a retry must run again, whatever its status: it depends on
 * the account's state at the time (its storage is full), not on the request. Its key is released.
 */
export function answerIsNotFinal(res: Response): void {
  res.locals[NOT_FINAL] = true;
}

export interface IdempotencyOptions {
  /** The clock (tests move it past the 24 h window). */
  now?: () => number;
}

interface KeyRow {
  request_hash: string;
  status: number | null;
  body: Buffer | string | null;
  content_type: string | null;
  created_at: number;
}

/**
 * Idempotency-Key (docs/decisions/003-durability-and-idempotency.md): the first response to a key is stored for 24 h and a replay with
 * the same request gets it back byte for byte; the same key with another request (method,
 * path or body) is 422; a replay while the first is still running is 409. Keys are scoped per
 * route and per user, so one visitor's key can never return another's response.
 *
 * The response is recorded in `res.end`, synchronously, before its bytes leave: a connection
 * dropped after the server committed still finds the stored answer on retry. A client that
 * goes away early does not release the key: the handler still runs to its end and stores what
 * it did, so the retry gets that answer instead of doing the write twice.
 *
 * Claims and answers live in SQLite, so all of this holds across server processes
 * (WEB_CONCURRENCY): a replay arriving at another process gets the stored answer, and a key still
 * running in one process is a 409 in every other.
 */
export function idempotency(db: Db, scopeName: string, options: IdempotencyOptions = {}): RequestHandler {
  const now = options.now ?? Date.now;
  const find = db.prepare<[string, string], KeyRow>(
    'SELECT request_hash, status, body, content_type, created_at FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  const claim = db.prepare(
    'INSERT INTO idempotency_keys (key, scope, request_hash, status, body, content_type, created_at) VALUES (?, ?, ?, NULL, NULL, NULL, ?)',
  );
  const retake = db.prepare(
    'UPDATE idempotency_keys SET request_hash = ?, status = NULL, body = NULL, content_type = NULL, created_at = ? WHERE scope = ? AND key = ? AND created_at = ?',
  );
  const finish = db.prepare(
    'UPDATE idempotency_keys SET status = ?, body = ?, content_type = ? WHERE scope = ? AND key = ? AND status IS NULL',
  );
  const release = db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status IS NULL');
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  let lastExpiry = Number.NEGATIVE_INFINITY;

  /** Claims the key for this request: 'claimed', or the row that stands in its way. */
  const tryClaim = db.transaction((scope: string, key: string, requestHash: string, at: number): 'claimed' | KeyRow => {
    const existing = find.get(scope, key);
    if (!existing) {
      claim.run(key, scope, requestHash, at);
      return 'claimed';
    }
    const expired = existing.created_at < at - IDEMPOTENCY_KEEP_MS;
    const abandoned = existing.status === null && existing.created_at < at - IDEMPOTENCY_LOCK_MS;
    if (expired || abandoned) {
      retake.run(requestHash, at, scope, key, existing.created_at);
      return 'claimed';
    }
    return existing;
  });

  return (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key))
      return next(new HttpError(400, 'Idempotency-Key must be 8 to 128 letters, digits or - _ . :'));
    const at = now();
    if (at - lastExpiry > 60_000) {
      expire.run(at - IDEMPOTENCY_KEEP_MS);
      lastExpiry = at;
    }
    const scope = scopeOf(scopeName, req.user?.id);
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');

    // IMMEDIATE: the write lock is taken before the read, so two processes claiming one key at once
    // wait their turn (busy_timeout) instead of one failing on a stale read (docs/decisions/016-several-processes.md).
    const outcome = tryClaim.immediate(scope, key, requestHash, at);
    if (outcome !== 'claimed') {
      if (outcome.request_hash !== requestHash)
        return next(
          new HttpError(
            422,
            'This Idempotency-Key was already used for a different request',
            undefined,
            undefined,
            ERROR_CODES.idempotencyKeyReused,
          ),
        );
      if (outcome.status === null)
        return next(
          new HttpError(
            409,
            'A request with this Idempotency-Key is still being processed',
            undefined,
            undefined,
            ERROR_CODES.idempotencyInProgress,
          ),
        );
      replay(res, outcome);
      return;
    }

    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const originalWrite = res.write.bind(res) as (...args: unknown[]) => boolean;
    const originalEnd = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return originalWrite(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      if (isTransient(res.statusCode) || res.locals[NOT_FINAL] === true) release.run(scope, key);
      else finish.run(res.statusCode, Buffer.concat(chunks), contentType(res), scope, key);
      return originalEnd(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}

/** Keys are scoped per route and per user: a guest's keys are the 'anon' ones. */
const scopeOf = (scopeName: string, userId: number | undefined) => `${scopeName}:${userId ?? 'anon'}`;

/** What became of a key, for the one who holds it (see `storedAnswer`). */
export type KeyOutcome =
  /** The write was done: its stored 2xx response. */
  | { state: 'done'; status: number; body: Buffer; contentType: string | null }
  /** The first request with this key is still running. */
  | { state: 'running' }
  /** No write was made with this key: never seen, refused (4xx), expired, or abandoned by a dead process. */
  | { state: 'none' };

/**
 * Tells the holder of a key what became of the request sent with it, in the same scope as the
 * middleware (route and user), so nobody can read another user's answers. Used when a client
 * sent a write and never saw the answer.
 */
export function storedAnswer(
  db: Db,
  scopeName: string,
  userId: number | undefined,
  key: string,
  at = Date.now(),
): KeyOutcome {
  const row = db
    .prepare<[string, string], KeyRow>(
      'SELECT request_hash, status, body, content_type, created_at FROM idempotency_keys WHERE scope = ? AND key = ?',
    )
    .get(scopeOf(scopeName, userId), key);
  if (!row || row.created_at < at - IDEMPOTENCY_KEEP_MS) return { state: 'none' };
  if (row.status === null) return row.created_at < at - IDEMPOTENCY_LOCK_MS ? { state: 'none' } : { state: 'running' };
  if (row.status < 200 || row.status >= 300) return { state: 'none' };
  const body =
    row.body === null ? Buffer.alloc(0) : Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body, 'utf8');
  return { state: 'done', status: row.status, body, contentType: row.content_type };
}

function contentType(res: Response): string | null {
  const value = res.getHeader('Content-Type');
  return value === undefined ? null : String(value);
}

function replay(res: Response, row: KeyRow): void {
  res.status(row.status!);
  if (row.content_type) res.setHeader('Content-Type', row.content_type);
  res.setHeader('Idempotent-Replayed', 'true');
  const body =
    row.body === null ? Buffer.alloc(0) : Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body, 'utf8');
  res.end(body);
}
