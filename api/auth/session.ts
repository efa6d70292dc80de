import type { Request, RequestHandler, Response } from 'express';
import type { User } from '../../shared/schemas/auth';
import type { UsersRepo } from '../db/users';
import { SESSION_DAYS } from '../db/users';
import { unauthorized } from '../http/errors';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
/**
 * A companion to `sid` that scripts can read: it holds no secret, only says "this browser may be
 * signed in", so a visitor who never signed in is not asked GET /api/auth/me on every start
 * (an anonymous 401 there is noise in every console). Set and cleared together with `sid`.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

declare module 'express-serve-static-core' {
  interface Request {
    user?: User;
    sessionTokenHash?: string;
  }
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A malformed %-sequence is a bad cookie, not a server error (found by api/test/fuzz.test.ts).
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The user and the token's hash when the request's `sid` cookie names a live session. */
export function sessionOf(req: Request, users: UsersRepo): { user: User; tokenHash: string } | undefined {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || token.length >= 200) return undefined;
  const tokenHash = hashToken(token);
  const user = users.userForSession(tokenHash);
  return user ? { user, tokenHash } : undefined;
}

/** Reads the `sid` cookie and sets `req.user` when it names a live session. */
export function loadSession(users: UsersRepo): RequestHandler {
  return (req, _res, next) => {
    const session = sessionOf(req, users);
    if (session) {
      req.user = session.user;
      req.sessionTokenHash = session.tokenHash;
    }
    next();
  };
}

export function requireUser(req: Request): User {
  if (!req.user) throw unauthorized('Not authenticated');
  return req.user;
}

export function startSession(res: Response, users: UsersRepo, userId: number, secure: boolean): void {
  const token = newToken();
  users.createSession(hashToken(token), userId);
  const maxAge = SESSION_DAYS * 86_400_000;
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  res.cookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
}

/** Drops both cookies: at logout, and when they name no live session (expired or revoked). */
export function clearSessionCookies(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  res.clearCookie(SIGNED_IN_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

export function endSession(req: Request, res: Response, users: UsersRepo, secure: boolean): void {
  if (req.sessionTokenHash) users.deleteSession(req.sessionTokenHash);
  clearSessionCookies(res, secure);
}
