import { Router } from 'express';
import { adminApi, routeOf } from '../../shared/contracts';
import { ADMIN_CREDENTIALS_REQUIRED, ADMIN_INVALID_CREDENTIALS, adminValidateSchema } from '../../shared/schemas/admin';
import { isAdminName, verifyAdminCredentials } from '../auth/admin-credentials';
import { bearerToken, issueAdminToken, requireAdmin } from '../auth/admin-token';
import { passwordBudget } from '../auth/password-budget';
import { hashToken } from '../auth/tokens';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { attemptSucceeded, rateLimit } from '../http/middleware';
import { linkNextPage } from '../http/page-cursor';
import { parseBody, parseQuery } from '../http/validate';

/**
 * /api/admin (docs/product.md#admin, docs/architecture.md#security): credential check issuing a 24 h bearer token, and the
 * dashboard's lists, which only a live token can read.
 */
export function adminRouter(deps: Deps): Router {
  const { db, config, repos } = deps;
  const router = Router();
  const passwords = passwordBudget(deps);
  // Failed sign-ins per address; a browser that has signed in here before has its own budget.
  const attempts = rateLimit(repos.rateLimits, {
    name: 'admin',
    windowMs: 10 * 60 * 1000,
    max: config.authRateLimit,
    skip: passwords.knowsDevice,
  });
  const admin = requireAdmin(repos.adminTokens);

  // Wrong credentials are a 200 with valid: false (docs/product.md#admin: the client reads `valid`); only a
  // malformed request or too many attempts is an error status.
  router.post(routeOf(adminApi.validate, '/api/admin'), attempts, async (req, res) => {
    const { username, password } = parseBody(adminValidateSchema, req);
    if (!username.trim() || !password) throw badRequest(ADMIN_CREDENTIALS_REQUIRED);
    // Right or wrong, a check spends the budgets of this browser and the name tried: a try at
    // another name never spends the admin's (docs/decisions/026-nobody-locked-out.md).
    const account = isAdminName(config, username) ? 'admin' : `admin-name:${username.toLowerCase()}`;
    const valid = await passwords.guard(req, account, () => verifyAdminCredentials(db, config, username, password));
    if (!valid) {
      res.json({ valid: false, message: ADMIN_INVALID_CREDENTIALS });
      return;
    }
    // Only failed sign-ins count toward the limit (wrong credentials above are a 200 too).
    attemptSucceeded(res);
    passwords.remember(req, res, 'admin');
    const { token, expiresAt } = issueAdminToken(repos.adminTokens);
    res.json({ valid: true, message: 'Login successful', token, expiresAt });
  });

  /** Logging out ends the token on the server too. */
  router.post(routeOf(adminApi.logout, '/api/admin'), admin, (req, res) => {
    repos.adminTokens.remove(hashToken(bearerToken(req)!));
    res.status(204).end();
  });

  // A page at a time: the body is the page (the list of docs/product.md#admin), the next page is in the Link header.
  router.get(routeOf(adminApi.workshopSurveys, '/api/admin'), admin, (req, res) => {
    const { limit, cursor } = parseQuery(adminApi.workshopSurveys.query, req);
    const page = repos.adminLists.workshopSurveys(limit, cursor);
    res.setHeader('Cache-Control', 'no-store');
    linkNextPage(res, adminApi.workshopSurveys.path, limit, page.next);
    res.json(page.rows);
  });

  router.get(routeOf(adminApi.workshopInterests, '/api/admin'), admin, (req, res) => {
    const { limit, cursor } = parseQuery(adminApi.workshopInterests.query, req);
    const page = repos.adminLists.workshopInterests(limit, cursor);
    res.setHeader('Cache-Control', 'no-store');
    linkNextPage(res, adminApi.workshopInterests.path, limit, page.next);
    res.json(page.rows);
  });

  return router;
}
