import { Router, type RequestHandler } from 'express';
import { meApi, routeOf } from '../../shared/contracts';
import type { Change } from '../../shared/user-data/merge';
import type { Deps } from '../deps';
import { requireUser } from '../auth/session';
import { UserDataLimitError } from '../db/user-data';
import { HttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody, parseQuery } from '../http/validate';

/** The session check runs before idempotency, so an anonymous 401 is never stored as a key's answer. */
const signedIn: RequestHandler = (req, _res, next) => {
  requireUser(req);
  next();
};

/**
 * docs/product.md#offline-and-sync: the signed-in baker's own data (combos, cart, ticks,
 * preferences, shopping list, notes). Devices push changes through their outbox (with an
 * Idempotency-Key: a retried push is applied once) and pull what changed by cursor. Every
 * statement is scoped by the session's account.
 */
export function meRouter({ db, repos }: Deps): Router {
  const router = Router();
  const mount = '/api/me';
  const { changes, push } = meApi;

  router.get(routeOf(changes, mount), signedIn, (req, res) => {
    const user = requireUser(req);
    const { since, limit } = parseQuery(changes.query, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...repos.userData.changesSince(user.id, since, limit), now: Date.now() });
  });

  router.post(routeOf(push, mount), signedIn, idempotency(db, push.idempotency), (req, res) => {
    const user = requireUser(req);
    const body = parseBody(push.body, req);
    try {
      res.json({ cursor: repos.userData.push(user.id, body.changes as Change[]) });
    } catch (err) {
      // A bound is a refusal the device keeps (the outbox takes the change back and says why).
      if (err instanceof UserDataLimitError) throw new HttpError(409, err.message);
      throw err;
    }
  });

  return router;
}
