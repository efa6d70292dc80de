import type { Request, RequestHandler, Response } from 'express';
import type { User } from '../../shared/schemas/auth';
import type { UsersRepo } from '../db/users';
import { SESSION_DAYS } from '../db/users';
import { unauthorized } from '../http/errors';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';

declare module 'express-serve-static-core' {
  interface Request {
    user?: User;
    sessionTokenHash?: string;
  }
}

function readCookie(req: Request, name: string): string | undefined {
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

/** Reads the `sid` cookie and sets `req.user` when it names a live session. */
export function loadSession(users: UsersRepo): RequestHandler {
  return (req, _res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token && token.length < 200) {
      const tokenHash = hashToken(token);
      const user = users.userForSession(tokenHash);
      if (user) {
        req.user = user;
        req.sessionTokenHash = tokenHash;
      }
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
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400_000 });
}

export function endSession(req: Request, res: Response, users: UsersRepo, secure: boolean): void {
  if (req.sessionTokenHash) users.deleteSession(req.sessionTokenHash);
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
