import { Router } from 'express';
import { authApi, routeOf } from '../../shared/contracts';
import { deleteAccount } from '../accounts/delete-account';
import { bearerToken } from '../auth/admin-token';
import { passwordBudget } from '../auth/password-budget';
import { clearSessionCookies, requireUser } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { Deps } from '../deps';
import { HttpError, unauthorized } from '../http/errors';
import { parseBody } from '../http/validate';

/** The answer to a deletion, and the words the app's toast repeats. */
export const ACCOUNT_DELETED = 'Your account was deleted.';
export const ADMIN_NOT_DELETABLE =
  "The admin account can't be deleted: it comes from the server's settings (ADMIN_USERNAME and ADMIN_PASSWORD), not from a sign-up.";

/**
 * A baker's own account (docs/product.md#accounts): deleting it. Its current password is checked
 * as Edit Profile checks it (the same budgets and hashing queue, the same refusal), then
 * api/accounts/delete-account.ts removes everything of hers and this browser's cookies go.
 */
export function accountRouter(deps: Deps): Router {
  const { repos, config } = deps;
  const router = Router();
  const passwords = passwordBudget(deps);
  const { deleteAccount: contract } = authApi;
  const mount = '/api/auth/account';

  router.post(routeOf(contract, mount), async (req, res) => {
    // The admin signs in with a bearer token, not an account: say so rather than 'Not authenticated'.
    const bearer = !req.user && bearerToken(req);
    if (bearer && repos.adminTokens.isLive(hashToken(bearer))) throw new HttpError(403, ADMIN_NOT_DELETABLE);
    const user = requireUser(req);
    const input = parseBody(contract.body, req);
    const current = repos.users.findById(user.id);
    if (!current) throw unauthorized();
    const ok = await passwords.checkPassword(req, {
      account: `user:${user.id}`,
      password: input.currentPassword,
      storedHash: current.passwordHash,
    });
    if (!ok)
      throw new HttpError(400, 'Current password is incorrect', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    // Two tabs confirming at once: the second finds no account, as a signed-out browser would.
    if (!(await deleteAccount(deps, user.id))) throw unauthorized();
    clearSessionCookies(res, config.cookieSecure);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ message: ACCOUNT_DELETED });
  });

  return router;
}
