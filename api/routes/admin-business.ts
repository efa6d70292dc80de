import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { refundFor } from '../../shared/cancellation';
import { formatClassDate } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { businessApi, routeOf, shopApi } from '../../shared/contracts';
import type { AdminClass, CancelPreview } from '../../shared/schemas/business';
import { newToken, hashToken } from '../auth/tokens';
import { requireAdmin } from '../auth/admin-token';
import { toAdminOrder, type StoredOrder } from '../db/orders';
import type { Deps } from '../deps';
import { HttpError, conflict, notFound } from '../http/errors';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { orderCancelledMessage } from '../mail/cancellation-templates';
import { registrationOpenMessage } from '../mail/templates';
import { UNSUBSCRIBE_PAGE } from '../../shared/notices';
import { rosterCsv } from './roster-csv';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive()
    .max(2 ** 53 - 1),
});

/**
 * The baker's business (docs/product.md#admin), admin bearer only: orders newest first, their
 * cancellation under the policy, class rosters, and the "registration is open" notice.
 */
export function adminBusinessRouter({ db, repos, config, payments, log }: Deps): Router {
  const router = Router();
  const mount = '/api/admin';
  const path = (contract: (typeof businessApi)[keyof typeof businessApi]) => routeOf(contract, mount);
  // Per route, not router.use: a path this router does not know still falls through to the 404.
  const requireAdminToken = requireAdmin(repos.adminTokens);
  const admin: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    requireAdminToken(req, res, next);
  };

  router.get(path(businessApi.orders), admin, (req, res) => {
    const { page, pageSize } = businessApi.orders.query.parse(req.query);
    const page_ = repos.orders.adminPage(page, pageSize);
    const changes = repos.classChanges.adminForOrders(page_.orders.map((o) => o.id));
    const orders = page_.orders.map((o) => (changes.has(o.id) ? { ...o, classChanges: changes.get(o.id) } : o));
    res.json({ orders, page, pageSize, total: page_.total });
  });

  const findOrder = (id: number) => {
    const order = repos.orders.find(id);
    if (!order) throw notFound(`Order ${id} does not exist.`);
    return order;
  };

  /**
   * A booking of a class the bakery cancelled is settled on its own (docs/decisions/036-a-cancelled-class-asks-each-customer.md):
   * while it waits for the customer's choice or its refund, the order is not cancelled over it (409:
   * refund it from the Classes tab first); once refunded, its lines are left out of the order's refund.
   */
  const assertNoOpenClassChange = (orderId: number) => {
    if (repos.classChanges.openCount(orderId) > 0)
      throw conflict(
        `Order ${orderId} has a booking of a cancelled class awaiting the customer's choice or its refund. Refund it from the Classes tab first, then cancel the order.`,
      );
  };
  const cancellableItems = (order: StoredOrder) => {
    const settled = new Set(repos.classChanges.settledClassIds(order.id));
    return order.items.filter((item) => item.type === 'video' || !settled.has(item.id));
  };

  router.get(path(businessApi.cancelPreview), admin, (req, res) => {
    const order = findOrder(idParams.parse(req.params).id);
    if (order.status === 'cancelled') throw conflict(`Order ${order.id} is already cancelled.`);
    assertNoOpenClassChange(order.id);
    const preview: CancelPreview = refundFor(cancellableItems(order), new Date());
    res.json(preview);
  });

  /**
   * The seats go back on sale in the same transaction that marks the order cancelled. A full
   * refund is given back through the payment provider first, on the charge stored with the order
   * (docs/decisions/033-refunds-through-the-payment-provider.md); when the provider refuses or cannot be
   * reached, nothing changes: the order stays paid with its seats, and the admin is told why.
   * The refund's key is the order's: a second try, or one after the server died between the
   * refund and the transaction, gets the same refund back, never a second one.
   */
  router.post(path(businessApi.cancel), admin, async (req, res) => {
    const { id } = idParams.parse(req.params);
    const order = findOrder(id);
    if (order.status === 'cancelled') throw conflict(`Order ${id} is already cancelled.`);
    assertNoOpenClassChange(id);
    const items = cancellableItems(order);
    const { refund } = refundFor(items, new Date());
    let refundId: string | null = null;
    if (refund.kind === 'full' && refund.amount > 0 && order.chargeId) {
      const given = await payments
        .refund({ chargeId: order.chargeId, amountCents: refund.amount, idempotencyKey: `cancel-order-${id}` })
        .catch((err: unknown) => {
          log(err);
          return { ok: false as const, message: 'The payment provider could not be reached.' };
        });
      if (!given.ok)
        throw new HttpError(
          502,
          `The refund of ${formatPrice(refund.amount)} for order ${id} did not go through: ${given.message} Nothing was changed: the order is still paid and its seats are still booked. Please try again later, or refund it from the payment provider's dashboard.`,
        );
      refundId = given.refundId;
    }
    const cancelled = db.transaction(() => {
      const current = findOrder(id);
      if (current.status === 'cancelled') throw conflict(`Order ${id} is already cancelled.`);
      assertNoOpenClassChange(id);
      if (!repos.orders.markCancelled(id, refund, refundId)) throw conflict(`Order ${id} is already cancelled.`);
      for (const item of cancellableItems(current)) {
        if (item.type !== 'video') repos.shop.giveBackSpots(item.id, item.quantity);
      }
      // The customer hears what was cancelled and what the policy gives back, from the mail outbox:
      // written with the cancellation, sent (and retried) by its worker.
      enqueueMail(
        db,
        orderCancelledMessage({
          to: current.shippingInfo.email,
          name: current.shippingInfo.name,
          orderId: id,
          items,
          refund,
          refundSent: refundId !== null,
          cardLast4: current.paymentInfo.cardLast4,
          siteUrl: publicUrl(config),
        }),
      );
      return repos.orders.find(id)!;
    })();
    res.json(toAdminOrder(cancelled));
  });

  router.get(path(businessApi.classes), admin, (_req, res) => {
    const rosters = repos.orders.rosters();
    // Cancelled classes stay listed, with who was asked and who chose what (decision 036).
    const classes: AdminClass[] = repos.shop
      .listAllWorkshops()
      .filter((w) => w.kind === 'class' || w.price !== null || rosters.has(w.id))
      .map((w) => {
        const roster = rosters.get(w.id) ?? [];
        const cancelled = w.cancelledAt
          ? { cancelledAt: w.cancelledAt, changes: repos.classChanges.forClass(w.id) }
          : {};
        return {
          ...cancelled,
          id: w.id,
          title: w.title,
          date: w.date,
          timeZone: w.timeZone,
          location: w.location,
          spotsSold: roster.reduce((sum, r) => sum + r.seats, 0),
          spotsLeft: w.spotsAvailable,
          roster,
        };
      });
    res.json({ classes });
  });

  router.get(path(businessApi.roster), admin, (req, res) => {
    const { id } = idParams.parse(req.params);
    const workshop = repos.shop.findAnyWorkshop(id);
    if (!workshop) throw notFound(`Class ${id} does not exist.`);
    const roster = repos.orders.rosters().get(id) ?? [];
    const slug = workshop.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="roster-${slug || id}-${workshop.date.slice(0, 10)}.csv"`,
    );
    // A byte order mark first: Excel opens a UTF-8 file without one as the PC's own code page,
    // and a customer named Zoë or José would read 'ZoÃ«' on the baker's roster.
    const csv = rosterCsv(workshop.title, formatClassDate(workshop.date, workshop.timeZone), workshop.location, roster);
    res.send(`\uFEFF${csv}`);
  });

  // Each confirmed address hears once per workshop (docs/decisions/030-mail-outbox-and-opt-in.md): the notices
  // are written to the mail outbox with their addresses' marks, in one transaction, and sent by its worker.
  router.post(path(businessApi.notify), admin, (req, res) => {
    const { id } = idParams.parse(req.params);
    const workshop = repos.shop.findWorkshop(id);
    if (!workshop) throw notFound(`Workshop ${id} does not exist.`);
    const site = publicUrl(config);
    const sent = db.transaction(() => {
      let queued = 0;
      for (const interest of repos.interests.waiting(id)) {
        const token = newToken();
        if (!repos.interests.markNotified(interest.id, hashToken(token))) continue;
        enqueueMail(
          db,
          registrationOpenMessage({
            to: interest.email,
            workshop,
            shopUrl: `${site}/workshops`,
            unsubscribeUrl: `${site}${UNSUBSCRIBE_PAGE}?token=${token}`,
            oneClickUrl: `${site}${shopApi.unsubscribeOneClick.path}?token=${token}`,
          }),
        );
        queued += 1;
      }
      return queued;
    })();
    res.json({ sent, unconfirmed: repos.interests.unconfirmed(id) });
  });

  return router;
}
