import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { AdminTokensRepo } from '../db/admin-tokens';
import { HttpError } from '../http/errors';
import { hashToken } from './tokens';

/** docs/product.md#admin: an admin session lives 24 hours. */
export const ADMIN_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The spec's form admin_{timestamp}_{random}; the random part is 192 bits, hex. */
const TOKEN_FORM = /^admin_\d{1,16}_[0-9a-f]{48}$/;

export function issueAdminToken(tokens: AdminTokensRepo, now = Date.now()): { token: string; expiresAt: number } {
  const token = `admin_${now}_${randomBytes(24).toString('hex')}`;
  const expiresAt = now + ADMIN_TOKEN_TTL_MS;
  tokens.create(hashToken(token), expiresAt, now);
  return { token, expiresAt };
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * docs/architecture.md#security: every admin route answers 401 without a live bearer token. A malformed token is
 * refused before any lookup; an expired one is refused by the database's expiry.
 */
export function requireAdmin(tokens: AdminTokensRepo, clock: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(new HttpError(401, 'Admin authentication required'));
    if (!TOKEN_FORM.test(token) || !tokens.isLive(hashToken(token), clock())) {
      return next(new HttpError(401, 'Your admin session has expired. Please log in again.'));
    }
    next();
  };
}
