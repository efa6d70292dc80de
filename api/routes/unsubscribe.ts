import { Router, type RequestHandler } from 'express';
import { routeOf, shopApi } from '../../shared/contracts';
import { NOTICE_MESSAGES, UNSUBSCRIBE_PAGE } from '../../shared/notices';
import { hashToken } from '../auth/tokens';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';

/**
 * The unsubscribe address of the workshop notices (docs/decisions/030-mail-outbox-and-opt-in.md),
 * mounted ahead of the CSRF guard, the JSON rule and the session lookup (api/app.ts):
 * - GET and HEAD change nothing (link scanners and previews open every link): 303 to the page
 *   with the Unsubscribe button.
 * - POST unsubscribes: the page's button, and the one-click POST of RFC 8058 that a mail provider
 *   sends (`List-Unsubscribe=One-Click`, form-encoded, no cookie, no Origin of ours). The token in
 *   the address is the credential; the body is not read.
 */
export function unsubscribeRouter(deps: Deps): RequestHandler {
  const router = unsubscribeRoutes(deps);
  // OPTIONS goes on to the API's own answer (api/http/routing.ts `answerOptions`), which lists
  // these routes' methods with every other router's: Express's own would be text/plain.
  const handler: RequestHandler = (req, res, next) => (req.method === 'OPTIONS' ? next() : router(req, res, next));
  return Object.assign(handler, { stack: router.stack });
}

function unsubscribeRoutes({ repos }: Deps): Router {
  const router = Router();
  const mount = '/api/shop';
  const { unsubscribe, unsubscribeOneClick } = shopApi;

  router.get(routeOf(unsubscribe, mount), (req, res) => {
    const { token } = unsubscribe.query.parse(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.redirect(303, token ? `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}` : UNSUBSCRIBE_PAGE);
  });

  router.post(routeOf(unsubscribeOneClick, mount), (req, res) => {
    const { token } = unsubscribeOneClick.query.parse(req.query);
    res.setHeader('Cache-Control', 'no-store');
    const done = token ? repos.interests.unsubscribe(hashToken(token)) : undefined;
    if (!done) throw badRequest(NOTICE_MESSAGES.badUnsubscribeLink);
    res.json({ message: NOTICE_MESSAGES.unsubscribed(done.email) });
  });

  return router;
}
