import { Router } from 'express';
import { authApi, routeOf } from '../../shared/contracts';
import { PROFILE_MESSAGES } from '../../shared/schemas/account-fields';
import { isSingleScript } from '../../shared/username-scripts';
import type { Deps } from '../deps';
import { passwordBudget } from '../auth/password-budget';
import { clearSessionCookies, endSession, requireUser, startSession } from '../auth/session';
import { HttpError, conflict } from '../http/errors';
import { attemptSucceeded, rateLimit } from '../http/middleware';
import { parseBody } from '../http/validate';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { displayName } from '../../shared/display-name';
import { emailChangedMessage } from '../mail/templates';

const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
const fieldError = (status: number, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

/** docs/product.md#accounts: register, login, logout, me, profile. */
export function authRouter(deps: Deps): Router {
  const { db, repos, config } = deps;
  const router = Router();
  // Every password check (login, right or wrong, and the profile's current password) spends the
  // budgets that apply to this browser and waits its turn in the hashing queue; a browser that
  // signed in to the account before has a budget of its own (docs/decisions/026-nobody-locked-out.md).
  const passwords = passwordBudget(deps);
  // One count per address for register and login: every registration counts, a login only when
  // it fails, and not at all from a browser that has signed in here before.
  const limits = { name: 'auth', windowMs: 10 * 60_000, max: config.authRateLimit };
  const registerLimit = rateLimit(repos.rateLimits, limits);
  const loginLimit = rateLimit(repos.rateLimits, { ...limits, skip: passwords.knowsDevice });
  const secure = config.cookieSecure;
  const { me, register, login, logout, profile } = authApi;
  const mount = '/api/auth';

  router.get(routeOf(me, mount), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!req.user) clearSessionCookies(res, secure);
    res.json(requireUser(req));
  });

  router.post(routeOf(register, mount), registerLimit, async (req, res) => {
    const input = parseBody(register.body, req);
    // A name that looks like another account's (`аlice` with a Cyrillic а beside `alice`) is taken too.
    if (repos.users.findByUsername(input.username) || repos.users.lookAlikeTaken(input.username))
      throw conflict(USERNAME_TAKEN);
    const passwordHash = await passwords.hash(input.password);
    let user;
    try {
      user = repos.users.create({ username: input.username, name: input.name, email: input.email, passwordHash });
    } catch (err) {
      // Two registrations for one name raced past the check above; the UNIQUE index decides.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(USERNAME_TAKEN);
      throw err;
    }
    startSession(res, repos.users, user.id, secure);
    passwords.remember(req, res, `user:${user.id}`);
    res.status(201).json(user);
  });

  router.post(routeOf(login, mount), loginLimit, async (req, res) => {
    const input = parseBody(login.body, req);
    const found = repos.users.findByUsername(input.username);
    // An unknown name is verified against a dummy hash and spends a budget of its own, so neither
    // timing nor the 429s tell which names have accounts.
    const ok = await passwords.checkPassword(req, {
      account: found ? `user:${found.user.id}` : `name:${input.username.toLowerCase()}`,
      password: input.password,
      storedHash: found?.passwordHash,
    });
    if (!found || !ok) throw new HttpError(401, 'Invalid username or password');
    attemptSucceeded(res);
    startSession(res, repos.users, found.user.id, secure);
    // This browser signs in to the account on its own budget from now on.
    passwords.remember(req, res, `user:${found.user.id}`);
    res.json(found.user);
  });

  router.post(routeOf(logout, mount), (req, res) => {
    endSession(req, res, repos.users, secure);
    res.json({ message: 'Logged out' });
  });

  router.put(routeOf(profile, mount), async (req, res) => {
    const user = requireUser(req);
    const input = parseBody(profile.body, req);
    const taken = repos.users.findByUsername(input.username);
    // A name the account already has is kept as it is, even one chosen before the rules on scripts
    // and look-alikes; a new one must follow them. Refusals name their field in `issues`, as
    // validation errors do, so the form can mark it.
    const renamed = input.username !== user.username;
    if (renamed && !isSingleScript(input.username))
      throw fieldError(400, 'username', PROFILE_MESSAGES.usernameOneScript);
    if ((taken && taken.user.id !== user.id) || (renamed && repos.users.lookAlikeTaken(input.username, user.id)))
      throw fieldError(409, 'username', USERNAME_TAKEN);
    const current = repos.users.findById(user.id)!;
    // The e-mail is how an account is taken back (a reset link goes to it): changing it, removing it
    // or setting a first one needs the current password, as a new password does, and the old
    // address is told (docs/product.md#accounts).
    const oldEmail = current.user.email || null;
    const email = input.email === undefined ? oldEmail : input.email;
    const emailChanges = email !== oldEmail;
    if (input.newPassword || emailChanges) {
      if (!input.currentPassword) throw fieldError(400, 'currentPassword', PROFILE_MESSAGES.currentPasswordRequired);
      const ok = await passwords.checkPassword(req, {
        account: `user:${user.id}`,
        password: input.currentPassword,
        storedHash: current.passwordHash,
      });
      if (!ok) throw fieldError(400, 'currentPassword', 'Current password is incorrect');
    }
    // The current password was right: the new one is hashed as a known device's would be.
    const passwordHash = input.newPassword ? await passwords.hash(input.newPassword, 'known') : undefined;
    // The notice is written in the transaction of the change (the mail outbox, api/mail/outbox.ts).
    const updated = db.transaction(() => {
      const saved = repos.users.update(user.id, {
        username: input.username,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
      });
      if (emailChanges && oldEmail)
        enqueueMail(
          db,
          emailChangedMessage({
            to: oldEmail,
            name: displayName(saved),
            newEmail: saved.email,
            siteUrl: publicUrl(config),
          }),
        );
      return saved;
    })();
    if (passwordHash && req.sessionTokenHash) repos.users.deleteOtherSessions(user.id, req.sessionTokenHash);
    // Signed under the new password: this browser stays known, the others signed under the old one do not.
    if (passwordHash) passwords.remember(req, res, `user:${user.id}`);
    res.json(updated);
  });

  return router;
}
