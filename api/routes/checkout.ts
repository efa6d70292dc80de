import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { formatPrice } from '../../shared/money';
import { CHECKOUT_SESSION_MESSAGES, SIGNED_IN_USER_HEADER, expiryError } from '../../shared/schemas/checkout-fields';
import { checkoutApi, routeOf } from '../../shared/contracts';
import type { CheckoutPayload, CheckoutResponse } from '../../shared/schemas/checkout';
import { clearSessionCookies } from '../auth/session';
import type { Deps } from '../deps';
import type { Repos } from '../db/repos';
import type { NewOrder, StoredOrder } from '../db/orders';
import { stillToCome } from '../db/shop';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../http/errors';
import { IDEMPOTENCY_KEY_PATTERN, idempotency, storedAnswer } from '../http/idempotency';
import { parseBody } from '../http/validate';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { orderConfirmation } from '../mail/templates';

const GUEST_ID = /^guest-\d{1,20}$/;

/** The Idempotency-Key scope of checkout (per user, see api/http/idempotency.ts), from its contract. */
const CHECKOUT_SCOPE = checkoutApi.pay.idempotency;

const attemptParamsSchema = z.object({
  key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'The key must be 8 to 128 letters, digits or - _ . :'),
});

/**
 * docs/product.md#checkout / docs/architecture.md#security: POST /api/checkout. The server prices every line from its own
 * catalog, refuses a client total or line price that differs (409), and takes class spots in
 * the same transaction as the order, so two buyers can never book the same last seat.
 */
export function checkoutRouter({ db, repos, config, payments, log }: Deps): Router {
  const router = Router();
  const { pay, attempt } = checkoutApi;
  const mount = pay.path;
  const asAccount = expectedAccount(config.cookieSecure);
  const oncePerKey = idempotency(db, CHECKOUT_SCOPE);

  router.post(routeOf(pay, mount), asAccount, oncePerKey, async (req, res) => {
    const input = parseBody(pay.body, req);
    // The browser refuses an expired card too, but the server never trusts it (docs/product.md#checkout).
    const expired = expiryError(input.paymentInfo.expiryDate, new Date());
    if (expired) throw new HttpError(400, expired, [{ path: 'paymentInfo.expiryDate', message: expired }]);
    const accountId = req.user?.id ?? null;
    // A signed-in buyer's order belongs to the session's account, whatever the body says.
    const userId = req.user ? String(req.user.id) : GUEST_ID.test(input.userId) ? input.userId : `guest-${Date.now()}`;
    // Priced and checked for spots before the card is charged, so a refusal costs the buyer nothing.
    const priced = priceOrder(repos, input);
    const charge = await payments.charge({
      amountCents: priced.row.totalCents,
      currency: 'usd',
      card: { last4: input.paymentInfo.cardLast4, expiry: input.paymentInfo.expiryDate },
      description: `${priced.row.items.map((i) => i.title).join(', ')}`.slice(0, 200),
      idempotencyKey: req.get('Idempotency-Key') ?? undefined,
    });
    // 402: nothing was booked or stored.
    if (!charge.ok) {
      res.status(402).json({ message: charge.message, code: charge.code });
      return;
    }
    let order: StoredOrder;
    try {
      // Priced and checked again inside the transaction: another buyer may have taken the last seat meanwhile.
      // The confirmation e-mail is written in the same transaction (the mail outbox, api/mail/outbox.ts):
      // an order that committed has its e-mail on disk, whatever happens to this process next.
      order = db.transaction(() => {
        const priced = priceOrder(repos, input);
        for (const [workshopId, { title, quantity }] of priced.spots) {
          if (!repos.shop.takeSpots(workshopId, quantity)) {
            const left = repos.shop.findWorkshop(workshopId)?.spotsAvailable ?? 0;
            throw conflict(notEnoughSpots(title, left));
          }
        }
        const placed = repos.orders.find(
          repos.orders.insert({ ...priced.row, userId, accountId, chargeId: charge.chargeId }),
        )!;
        enqueueMail(
          db,
          orderConfirmation({
            to: placed.shippingInfo.email,
            name: placed.shippingInfo.name,
            orderId: placed.id,
            totalAmount: placed.totalAmount,
            items: placed.items,
            siteUrl: publicUrl(config),
          }),
        );
        return placed;
      })();
    } catch (err) {
      // Nothing was booked: the whole charge goes back (once, whatever retries follow).
      await payments
        .refund({
          chargeId: charge.chargeId,
          amountCents: priced.row.totalCents,
          idempotencyKey: `checkout-undone-${charge.chargeId}`,
        })
        .then((refund) => refund.ok || log(new Error(`Refund of charge ${charge.chargeId} refused: ${refund.message}`)))
        .catch((refundError: unknown) => log(refundError));
      throw err;
    }
    const answer: CheckoutResponse = { orderId: order.id, totalAmount: order.totalAmount, items: order.items };
    res.status(201).json(answer);
  });

  /**
   * docs/decisions/003-durability-and-idempotency.md: what became of a checkout whose answer the buyer never saw (a reload
   * or a dropped connection mid-payment). The key is a random UUID only its sender knows, and it
   * is looked up in the caller's own scope (guest or account), like the middleware does: 200 with
   * the order's stored answer, 409 while that request is still running, 404 when no order was
   * placed with it (never seen, refused, or older than 24 h).
   */
  router.get(routeOf(attempt, mount), (req, res) => {
    const { key } = attemptParamsSchema.parse(req.params);
    const outcome = storedAnswer(db, CHECKOUT_SCOPE, req.user?.id, key);
    res.setHeader('Cache-Control', 'no-store');
    if (outcome.state === 'running') throw conflict('This payment is still being processed. Please wait a moment.');
    if (outcome.state === 'none') throw notFound('No order was placed with this key.');
    res
      .status(200)
      .type(outcome.contentType ?? 'application/json')
      .send(outcome.body);
  });

  return router;
}

/**
 * A checkout sent as a signed-in user (SIGNED_IN_USER_HEADER) is booked for that account or
 * refused with 401, before the Idempotency-Key is claimed: the retry after signing in again
 * runs as a fresh request under that account's keys. Without the header it is a guest order.
 */
function expectedAccount(cookieSecure: boolean): RequestHandler {
  return (req, res, next) => {
    const expected = req.get(SIGNED_IN_USER_HEADER);
    if (expected === undefined) return next();
    if (!/^\d{1,15}$/.test(expected))
      return next(badRequest(`${SIGNED_IN_USER_HEADER} must be the id of the signed-in user`));
    if (!req.user) {
      // The cookies name no live session: drop them, as GET /api/auth/me does.
      clearSessionCookies(res, cookieSecure);
      return next(unauthorized(CHECKOUT_SESSION_MESSAGES.ended));
    }
    if (String(req.user.id) !== expected) return next(unauthorized(CHECKOUT_SESSION_MESSAGES.otherAccount));
    next();
  };
}

const notEnoughSpots = (title: string, left: number) =>
  left === 0
    ? `Sorry, there are not enough spots left: ${title} is full.`
    : `Sorry, there are not enough spots left in ${title}: only ${left} ${left === 1 ? 'spot is' : 'spots are'} left.`;

/** Checks each line against the catalog and returns the order as the server prices it. */
function priceOrder(repos: Repos, input: CheckoutPayload, now = new Date()) {
  const items: NewOrder['items'] = [];
  const spots = new Map<number, { title: string; quantity: number }>();
  for (const item of input.items) {
    if (item.type === 'video') {
      const video = repos.shop.findVideo(item.id);
      if (!video) throw notFound(`Video tutorial ${item.id} does not exist.`);
      throw badRequest(`${video.title} is coming soon and cannot be bought yet.`);
    }
    const workshop = repos.shop.findWorkshop(item.id);
    if (!workshop || workshop.kind !== item.type) {
      // Cancelled while it sat in the cart: named, with what to do (a 409 also has the page read the shop again).
      const cancelled = repos.shop.findAnyWorkshop(item.id);
      if (cancelled?.cancelledAt && cancelled.kind === item.type)
        throw conflict(
          `${cancelled.title} was cancelled and can no longer be booked. Please remove it from your cart.`,
        );
      throw notFound(`${item.type === 'class' ? 'Class' : 'Workshop'} ${item.id} does not exist.`);
    }
    if (!stillToCome(workshop.date, now))
      throw conflict(
        `${workshop.title} has already taken place and can no longer be booked. Please remove it from your cart.`,
      );
    if (workshop.price === null) {
      throw badRequest(
        `${workshop.title} cannot be booked yet: its price is still to be decided. Use Notify Me to hear when registration opens.`,
      );
    }
    if (item.price !== workshop.price) {
      throw conflict(
        `The price of ${workshop.title} is now ${formatPrice(workshop.price)}, not ${formatPrice(item.price)}. Please review your cart and try again.`,
      );
    }
    const booked = (spots.get(workshop.id)?.quantity ?? 0) + item.quantity;
    if (booked > workshop.spotsAvailable) throw conflict(notEnoughSpots(workshop.title, workshop.spotsAvailable));
    spots.set(workshop.id, { title: workshop.title, quantity: booked });
    items.push({
      type: item.type,
      id: workshop.id,
      title: workshop.title,
      priceCents: workshop.price,
      quantity: item.quantity,
    });
  }
  const totalCents = items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  if (input.totalAmount !== totalCents) {
    throw conflict(
      `The order total ${formatPrice(input.totalAmount)} does not match the current prices (${formatPrice(totalCents)}). Please review your cart and try again.`,
    );
  }
  if (!Number.isSafeInteger(totalCents)) throw new HttpError(400, 'The order total is too large');
  const row: Omit<NewOrder, 'userId' | 'accountId' | 'chargeId'> = {
    totalCents,
    shippingInfo: input.shippingInfo,
    cardLast4: input.paymentInfo.cardLast4,
    cardExpiry: input.paymentInfo.expiryDate,
    items,
  };
  return { row, spots };
}
