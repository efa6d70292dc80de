import type { RequestHandler } from 'express';
import type { RateLimitsRepo } from '../db/rate-limits';
import { addressGroup } from './client-address';
import { HttpError } from './errors';

/** The window of ANON_WRITE_LIMIT: writes per address per hour. */
export const ANON_WRITE_WINDOW_MS = 60 * 60_000;

/**
 * A write anyone may make without an account (the class survey, "notify me"): at most `max` per
 * address (IPv6 by its /64, `addressGroup`) per window, counted in SQLite (`api/db/rate-limits.ts`) so the
 * limit holds across server processes and restarts. Past it: 429 with Retry-After, which the
 * app's outbox waits out and sends again (docs/decisions/003-durability-and-idempotency.md).
 * Put it after the route's idempotency guard, so a replay answered from the store costs nothing.
 */
export function anonymousWriteLimit(
  limits: RateLimitsRepo,
  { name, max, windowMs = ANON_WRITE_WINDOW_MS }: { name: string; max: number; windowMs?: number },
): RequestHandler {
  const limit = { name, max, windowMs };
  return async (req, res, next) => {
    const spent = await limits.spend(limit, addressGroup(req.ip ?? req.socket.remoteAddress ?? 'unknown'));
    if (spent.allowed) return next();
    res.setHeader('Retry-After', String(spent.retryAfter));
    next(new HttpError(429, 'Too many requests from this address. Please wait a while and try again.'));
  };
}
