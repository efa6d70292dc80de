import { Router } from 'express';
import { loginSchema, profileSchema, registerSchema } from '../../shared/schemas/auth';
import type { Deps } from '../deps';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { clearSessionCookies, endSession, requireUser, startSession } from '../auth/session';
import { HttpError, conflict } from '../http/errors';
import { attemptSucceeded, rateLimit } from '../http/middleware';
import { parseBody } from '../http/validate';

const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
const fieldError = (status: number, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

/** spec visitor 7: register, login, logout, me, profile. */
export function authRouter({ repos, config }: Deps): Router {
  const router = Router();
  // One count per IP for register and login: every registration counts, a login only when it fails.
  const limit = rateLimit({ windowMs: 10 * 60_000, max: config.authRateLimit });
  const secure = config.cookieSecure;

  router.get('/me', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!req.user) clearSessionCookies(res, secure);
    res.json(requireUser(req));
  });

  router.post('/register', limit, async (req, res) => {
    const input = parseBody(registerSchema, req);
    if (repos.users.findByUsername(input.username)) throw conflict(USERNAME_TAKEN);
    const passwordHash = await hashPassword(input.password);
    let user;
    try {
      user = repos.users.create({ username: input.username, name: input.name, email: input.email, passwordHash });
    } catch (err) {
      // Two registrations for one name raced past the check above; the UNIQUE index decides.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(USERNAME_TAKEN);
      throw err;
    }
    startSession(res, repos.users, user.id, secure);
    res.status(201).json(user);
  });

  router.post('/login', limit, async (req, res) => {
    const input = parseBody(loginSchema, req);
    const found = repos.users.findByUsername(input.username);
    // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
    const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyPasswordHash()));
    if (!found || !ok) throw new HttpError(401, 'Invalid username or password');
    attemptSucceeded(res);
    startSession(res, repos.users, found.user.id, secure);
    res.json(found.user);
  });

  router.post('/logout', (req, res) => {
    endSession(req, res, repos.users, secure);
    res.json({ message: 'Logged out' });
  });

  router.put('/profile', async (req, res) => {
    const user = requireUser(req);
    const input = parseBody(profileSchema, req);
    const taken = repos.users.findByUsername(input.username);
    // Refusals name their field in `issues`, as validation errors do, so the form can mark it.
    if (taken && taken.user.id !== user.id) throw fieldError(409, 'username', USERNAME_TAKEN);
    let passwordHash: string | undefined;
    if (input.newPassword) {
      const current = repos.users.findById(user.id)!;
      if (!(await verifyPassword(input.currentPassword ?? '', current.passwordHash)))
        throw fieldError(400, 'currentPassword', 'Current password is incorrect');
      passwordHash = await hashPassword(input.newPassword);
    }
    const updated = repos.users.update(user.id, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    if (passwordHash && req.sessionTokenHash) repos.users.deleteOtherSessions(user.id, req.sessionTokenHash);
    res.json(updated);
  });

  return router;
}
