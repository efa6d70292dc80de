import { Router, type RequestHandler } from 'express';
import { favoritesApi, routeOf } from '../../shared/contracts';
import type { Deps } from '../deps';
import { requireUser } from '../auth/session';
import { UserDataFullError, UserDataLimitError } from '../db/user-data';
import { HttpError, notFound } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody, parseId } from '../http/validate';

/** The session check runs before idempotency, so an anonymous 401 is never stored as a key's answer. */
const signedIn: RequestHandler = (req, _res, next) => {
  requireUser(req);
  next();
};

/**
 * docs/product.md#favorites: a signed-in user's favorites, the same items the devices sync as the
 * `favorites` collection of the baker's own data (api/db/favorites.ts). Every query is scoped by the session's user, so
 * nobody can read or change another user's list. Writes carry the outbox's Idempotency-Key.
 */
export function favoritesRouter({ db, repos, config }: Deps): Router {
  const router = Router();
  const mount = favoritesApi.list.path;
  const { add, remove } = favoritesApi;

  router.get(routeOf(favoritesApi.list, mount), signedIn, (req, res) => {
    const user = requireUser(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(repos.favorites.list(user.id));
  });

  router.post(routeOf(add, mount), signedIn, idempotency(db, add.idempotency), (req, res) => {
    const user = requireUser(req);
    const { recipeId } = parseBody(add.body, req);
    if (!repos.recipes.findById(recipeId)) throw notFound('Recipe not found');
    try {
      repos.favorites.add(user.id, recipeId, { maxBytes: config.userDataMaxBytes });
    } catch (err) {
      // The account's bounds (docs/decisions/025-bounded-account-data.md) hold here as for a device's push.
      if (err instanceof UserDataLimitError || err instanceof UserDataFullError) throw new HttpError(409, err.message);
      throw err;
    }
    res.json({ recipeId, favorite: true });
  });

  router.delete<{ recipeId: string }>(
    routeOf(remove, mount),
    signedIn,
    idempotency(db, remove.idempotency),
    (req, res) => {
      const user = requireUser(req);
      const recipeId = parseId(req.params.recipeId, 'recipeId');
      repos.favorites.remove(user.id, recipeId);
      res.json({ recipeId, favorite: false });
    },
  );

  return router;
}
