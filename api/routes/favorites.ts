import { Router, type RequestHandler } from 'express';
import { favoriteAddSchema } from '../../shared/schemas/favorites';
import type { Deps } from '../deps';
import { requireUser } from '../auth/session';
import { notFound } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseBody, parseId } from '../http/validate';

/** The session check runs before idempotency, so an anonymous 401 is never stored as a key's answer. */
const signedIn: RequestHandler = (req, _res, next) => {
  requireUser(req);
  next();
};

/**
 * spec visitor 7: a signed-in user's favorites. Every query is scoped by the session's user, so
 * nobody can read or change another user's list. Writes carry the outbox's Idempotency-Key.
 */
export function favoritesRouter({ db, repos }: Deps): Router {
  const router = Router();

  router.get('/', signedIn, (req, res) => {
    const user = requireUser(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(repos.favorites.list(user.id));
  });

  router.post('/add', signedIn, idempotency(db, 'favorites.add'), (req, res) => {
    const user = requireUser(req);
    const { recipeId } = parseBody(favoriteAddSchema, req);
    if (!repos.recipes.findById(recipeId)) throw notFound('Recipe not found');
    repos.favorites.add(user.id, recipeId);
    res.json({ recipeId, favorite: true });
  });

  router.delete<{ recipeId: string }>(
    '/remove/:recipeId',
    signedIn,
    idempotency(db, 'favorites.remove'),
    (req, res) => {
      const user = requireUser(req);
      const recipeId = parseId(req.params.recipeId, 'recipeId');
      repos.favorites.remove(user.id, recipeId);
      res.json({ recipeId, favorite: false });
    },
  );

  return router;
}
