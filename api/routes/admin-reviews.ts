import { Router, type RequestHandler } from 'express';
import { reviewsApi, routeOf } from '../../shared/contracts';
import { requireAdmin } from '../auth/admin-token';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { parseBody, parseId, parseQuery } from '../http/validate';

const MOUNT = '/api/admin';

/**
 * The baker's moderation of reviews (docs/product.md#reviews), admin bearer only: the lists by
 * status, newest first and paged; approve, reject, reply. An approval or a rejection changes the
 * recipe's approved average and count in the same transaction (migration 019's triggers), which
 * gives the recipe the next catalog version: its page, its reads and the sync follow at once.
 */
export function adminReviewsRouter({ repos }: Deps): Router {
  const router = Router();
  const requireAdminToken = requireAdmin(repos.adminTokens);
  const admin: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    requireAdminToken(req, res, next);
  };
  const found = <T>(review: T | undefined, id: number): T => {
    if (!review) throw notFound(`Review ${id} does not exist.`);
    return review;
  };

  router.get(routeOf(reviewsApi.adminList, MOUNT), admin, (req, res) => {
    const { status, limit, cursor } = parseQuery(reviewsApi.adminList.query, req);
    const page = repos.reviews.byStatus(status, limit, cursor);
    // The next page in the body and, as the admin's other lists name it, in a Link header
    // (docs/decisions/032-admin-lists-a-page-at-a-time.md).
    if (page.nextCursor)
      res.setHeader('Link', `<${MOUNT}/reviews?status=${status}&limit=${limit}&cursor=${page.nextCursor}>; rel="next"`);
    res.json(page);
  });

  router.post(routeOf(reviewsApi.approve, MOUNT), admin, (req, res) => {
    const id = parseId(String(req.params.id));
    res.json(found(repos.reviews.moderate(id, 'approved', Date.now()), id));
  });

  router.post(routeOf(reviewsApi.reject, MOUNT), admin, (req, res) => {
    const id = parseId(String(req.params.id));
    res.json(found(repos.reviews.moderate(id, 'rejected', Date.now()), id));
  });

  router.post(routeOf(reviewsApi.reply, MOUNT), admin, (req, res) => {
    const id = parseId(String(req.params.id));
    const { text } = parseBody(reviewsApi.reply.body, req);
    res.json(found(repos.reviews.reply(id, text, Date.now()), id));
  });

  return router;
}
