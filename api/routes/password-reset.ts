import { Router, type Request } from 'express';
import { authApi, routeOf } from '../../shared/contracts';
import { PASSWORD_RESET_MESSAGES } from '../../shared/schemas/auth';
import { passwordBudget } from '../auth/password-budget';
import { clearSessionCookies } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/middleware';
import { parseBody } from '../http/validate';
import { enqueueMailJob } from '../mail/outbox';
import { PASSWORD_RESET_JOB } from '../mail/password-reset-job';

/**
 * Forgotten passwords (docs/product.md#accounts): a request always answers 202 with the same
 * words, so it never tells whether an account exists; the e-mail's link works once, for 1 hour,
 * and setting the new password ends every session of the account.
 */
export function passwordResetRouter(deps: Deps): Router {
  const { db, repos, config } = deps;
  const router = Router();
  const { passwordReset, passwordResetConfirm } = authApi;
  const mount = passwordReset.path;
  const limit = rateLimit(repos.rateLimits, {
    name: 'password-reset',
    windowMs: 10 * 60_000,
    max: config.authRateLimit,
  });
  // A live link is the owner's way back in: it is never refused for a limit, however many wrong
  // passwords strangers sent for the account (docs/decisions/026-nobody-locked-out.md). It is
  // single use, so each is one hash, in the hashing queue's places kept for known devices. A
  // confirm with a dead or made-up link counts toward the address's limit.
  const passwords = passwordBudget(deps);
  const liveLink = (req: Request) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    return (
      typeof token === 'string' &&
      token.length <= 200 &&
      repos.passwordResets.liveAccount(hashToken(token)) !== undefined
    );
  };
  const confirmLimit = rateLimit(repos.rateLimits, {
    name: 'password-reset',
    windowMs: 10 * 60_000,
    max: config.authRateLimit,
    skip: liveLink,
  });

  // The same work whatever was typed, an account's name, its e-mail or nothing known: one row in
  // the mail outbox, written before the answer. The worker looks the account up and sends its link
  // afterwards (api/mail/password-reset-job.ts), so the answer's timing cannot tell them apart.
  router.post(routeOf(passwordReset, mount), limit, (req, res) => {
    const { usernameOrEmail } = parseBody(passwordReset.body, req);
    enqueueMailJob(db, PASSWORD_RESET_JOB, { usernameOrEmail });
    res.status(202).json({ message: PASSWORD_RESET_MESSAGES.requested });
  });

  router.post(routeOf(passwordResetConfirm, mount), confirmLimit, async (req, res) => {
    const input = parseBody(passwordResetConfirm.body, req);
    const tokenHash = hashToken(input.token);
    const badToken = new HttpError(400, PASSWORD_RESET_MESSAGES.badToken, [
      { path: 'token', message: PASSWORD_RESET_MESSAGES.badToken },
    ]);
    // Checked before the costly hash, and again when spent (two tabs may race).
    const account = repos.passwordResets.liveAccount(tokenHash);
    if (account === undefined) throw badToken;
    const passwordHash = await passwords.hash(input.newPassword, 'known');
    const userId = repos.passwordResets.reset(tokenHash, passwordHash);
    if (userId === undefined) throw badToken;
    // This browser's session of that account ended with the others; one of another account stays.
    if (req.user?.id === userId) clearSessionCookies(res, config.cookieSecure);
    // Whoever holds the link is the owner: this browser signs in on its own budget from now on.
    passwords.remember(req, res, `user:${userId}`);
    res.json({ message: PASSWORD_RESET_MESSAGES.done });
  });

  return router;
}
