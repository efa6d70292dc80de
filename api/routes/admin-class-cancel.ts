import { Router, type RequestHandler } from 'express';
import { formatClassDate } from '../../shared/dates';
import { businessApi, routeOf } from '../../shared/contracts';
import type { AdminClassChange } from '../../shared/schemas/class-change';
import { requireAdmin } from '../auth/admin-token';
import { cancelWholeClass, classCancelPreview } from '../class-changes/cancel-class';
import type { ClassRefunds } from '../class-changes/refunds';
import type { Deps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { parseId } from '../http/validate';

/**
 * The admin calls off a whole class (docs/product.md#admin, docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * what it would do, doing it, and refunding one of its bookings by hand (a customer who phoned
 * instead of choosing, or a refund the provider refused, tried again). Admin bearer only.
 */
export function adminClassCancelRouter(deps: Deps, refunds: ClassRefunds): Router {
  const { repos } = deps;
  const router = Router();
  const path = (contract: (typeof businessApi)[keyof typeof businessApi]) => routeOf(contract, '/api/admin');
  const requireAdminToken = requireAdmin(repos.adminTokens);
  const admin: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    requireAdminToken(req, res, next);
  };

  router.get<{ id: string }>(path(businessApi.classCancelPreview), admin, (req, res) => {
    res.json(classCancelPreview(repos, parseId(req.params.id), new Date()));
  });

  router.post<{ id: string }>(path(businessApi.cancelClass), admin, (req, res) => {
    const result = cancelWholeClass(deps, parseId(req.params.id), new Date());
    // Bookings with no other date to move to are refunded now, each told by e-mail once it is made.
    if (result.refundedAtOnce) refunds.wake();
    res.json(result);
  });

  router.post<{ id: string }>(path(businessApi.refundClassChange), admin, async (req, res) => {
    const id = parseId(req.params.id);
    const change = repos.classChanges.find(id);
    if (!change) throw notFound(`Booking ${id} of a cancelled class does not exist.`);
    const now = Date.now();
    let retry = false;
    if (change.state === 'awaiting') {
      if (!repos.classChanges.decide(id, { state: 'refund_due' }, 'admin', now))
        throw conflict(`The customer of booking ${id} has just chosen. Please look again.`);
    } else if (change.state === 'refund_failed') {
      retry = repos.classChanges.retryRefused(id, now);
    } else if (change.state !== 'refund_due') {
      const view = repos.classChanges.view(change);
      throw conflict(
        view.movedTo
          ? `Order ${change.order_id}'s seats were moved to ${formatClassDate(view.movedTo.date, view.movedTo.timeZone)}: there is nothing to refund.`
          : `Order ${change.order_id}'s booking of ${change.title} is already refunded.`,
      );
    }
    // The customer was told of a refused refund once; a retry that is refused again says nothing new.
    await refunds.settle(id, { mailRefusal: !retry });
    const after: AdminClassChange = repos.classChanges.adminView(repos.classChanges.find(id)!);
    res.json(after);
  });

  return router;
}
