import { Router, type RequestHandler } from 'express';
import { reviewsApi, routeOf } from '../../shared/contracts';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import { requireUser } from '../auth/session';
import type { Deps } from '../deps';
import { sendJsonWithEtag } from '../http/cache-control';
import { HttpError, notFound } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';
import { scheduleReviewDigest } from '../reviews/digest';
import { personal, spend } from '../reviews/limits';
import { removeReviewPhoto, reviewPhotoKeyOwned } from './review-photos';

const MOUNT = '/api/recipes';

function recipeOf(repos: Deps['repos'], slug: unknown) {
  const recipe = typeof slug === 'string' ? repos.recipes.findBySlug(slug) : undefined;
  if (!recipe) throw notFound('Recipe not found');
  return recipe;
}

/**
 * GET /api/recipes/:slug/reviews (docs/product.md#reviews): the approved reviews, newest first, a
 * page at a time. A public read like the recipe itself (decision 012): no session, a shared cache
 * may keep it `s-maxage`, and its ETag is its bytes', so an approval changes it at once.
 */
export function reviewReads({ repos }: Deps): Router {
  const router = Router();
  router.get(routeOf(reviewsApi.list, MOUNT), (req, res) => {
    const recipe = recipeOf(repos, req.params.slug);
    const { limit, cursor } = parseQuery(reviewsApi.list.query, req);
    sendJsonWithEtag(req, res, repos.reviews.approved(recipe.id, limit, cursor));
  });
  return router;
}

/** The session check first: an anonymous caller gets its 401 before anything is counted or read. */
const signedIn: RequestHandler = (req, res, next) => {
  requireUser(req);
  personal(res);
  next();
};

/**
 * A signed-in baker's own review of a recipe (docs/product.md#reviews): read it, write or replace
 * it (pending again until the baker approves it), delete it. One per person per recipe.
 */
export function reviewsRouter(deps: Deps): Router {
  const { repos, log } = deps;
  const router = Router();

  router.get(routeOf(reviewsApi.mine, MOUNT), signedIn, (req, res) => {
    const user = requireUser(req);
    const recipe = recipeOf(repos, req.params.slug);
    res.json({ review: repos.reviews.own(user.id, recipe.id) });
  });

  router.post(routeOf(reviewsApi.submit, MOUNT), signedIn, async (req, res) => {
    const user = requireUser(req);
    const recipe = recipeOf(repos, req.params.slug);
    const body = parseBody(reviewsApi.submit.body, req);
    const photoKey = body.photo ? body.photo.slice('/objects/'.length) : null;
    if (photoKey && !reviewPhotoKeyOwned(repos, photoKey, user.id))
      throw new HttpError(400, `photo: ${REVIEW_MESSAGES.photo}`, [{ path: 'photo', message: REVIEW_MESSAGES.photo }]);
    await spend(repos, 'reviewsPerAccount', req, user.id);
    await spend(repos, 'reviewsPerAddress', req, user.id);
    // The review and the baker's digest job are one transaction (api/mail/outbox.ts): a review
    // that is written is one she hears of, at once or with the hour's next e-mail.
    const { review, droppedPhoto } = deps.db.transaction(() => {
      const now = Date.now();
      const written = repos.reviews.submit(
        { recipeId: recipe.id, userId: user.id, rating: body.rating, text: body.text ?? '', photoKey },
        now,
      );
      scheduleReviewDigest(deps.db, repos, now);
      return written;
    })();
    // The photo it no longer shows goes before the answer: nobody sees it again, nothing is left behind.
    if (droppedPhoto) await removeReviewPhoto(deps, droppedPhoto).catch(log);
    res.status(201).json(review);
  });

  router.delete(routeOf(reviewsApi.remove, MOUNT), signedIn, async (req, res) => {
    const user = requireUser(req);
    const recipe = recipeOf(repos, req.params.slug);
    const { removed, droppedPhoto } = repos.reviews.removeOwn(user.id, recipe.id);
    if (!removed) throw notFound('You have not reviewed this recipe');
    if (droppedPhoto) await removeReviewPhoto(deps, droppedPhoto).catch(log);
    res.json({ deleted: true });
  });

  return router;
}
