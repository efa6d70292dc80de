import { Router, type RequestHandler } from 'express';
import { meApi, routeOf } from '../../shared/contracts';
import { ERROR_CODES } from '../../shared/contracts/errors';
import type { Change } from '../../shared/user-data/merge';
import type { Deps } from '../deps';
import { requireUser } from '../auth/session';
import { UserDataFullError, UserDataItemTooLargeError, UserDataLimitError } from '../db/user-data';
import { HttpError } from '../http/errors';
import { answerIsNotFinal, idempotency } from '../http/idempotency';
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
export function meRouter({ db, repos, config }: Deps): Router {
  const router = Router();
  const mount = '/api/me';
  const { changes, push } = meApi;

  router.get(routeOf(changes, mount), signedIn, (req, res) => {
    const user = requireUser(req);
    const { since, limit } = parseQuery(changes.query, req);
    res.setHeader('Cache-Control', 'no-store');
    const page = repos.userData.changesSince(user.id, since, limit);
    // Each state goes out as stored (JSON the server wrote), not parsed and written again: a page
    // holds up to about 1 MB of them, and several devices may read at once.
    const items = page.items.map(
      (item) =>
        `{"c":${JSON.stringify(item.c)},"id":${JSON.stringify(item.id)},"seq":${item.seq},"state":${item.state}}`,
    );
    const rest = JSON.stringify({
      cursor: page.cursor,
      hasMore: page.hasMore,
      ...(page.reset ? { reset: true } : {}),
      now: Date.now(),
    });
    res.type('application/json').send(`{"items":[${items.join(',')}],${rest.slice(1)}`);
  });

  router.post(routeOf(push, mount), signedIn, idempotency(db, push.idempotency), (req, res) => {
    const user = requireUser(req);
    const body = parseBody(push.body, req);
    try {
      res.json({
        cursor: repos.userData.push(user.id, body.changes as Change[], { maxBytes: config.userDataMaxBytes }),
      });
    } catch (err) {
      // A bound is a refusal the device keeps (the outbox takes the change back and says why).
      if (err instanceof UserDataLimitError || err instanceof UserDataItemTooLargeError)
        throw new HttpError(409, err.message);
      // A full account is not the change's final answer: the device keeps it and sends it again
      // once there is room, and the same Idempotency-Key must then run again.
      if (err instanceof UserDataFullError) {
        answerIsNotFinal(res);
        throw new HttpError(409, err.message, undefined, undefined, ERROR_CODES.userDataFull);
      }
      throw err;
    }
  });

  return router;
}
