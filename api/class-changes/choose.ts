import { CLASS_CHANGE_MESSAGES as SAY } from '../../shared/class-change';
import { ERROR_CODES } from '../../shared/contracts/errors';
import type { ClassChangeChoice, ClassChangeDone, ClassChangeOffer } from '../../shared/schemas/class-change';
import type { StoredClassChange } from '../db/class-changes';
import type { Deps } from '../deps';
import { HttpError, badRequest, conflict } from '../http/errors';
import { classMovedMessage } from '../mail/cancellation-templates';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { linkSecret, otherDatesOf } from './cancel-class';
import { choiceTokenHash } from './link-token';
import type { ClassRefunds } from './refunds';

type ChoiceDeps = Pick<Deps, 'db' | 'repos' | 'config'>;

/** The booking a link names: 400 when the link is not one we made. */
function bookingOf({ repos, config }: ChoiceDeps, token: string): StoredClassChange {
  const hash = choiceTokenHash(linkSecret(config), token);
  const change = hash ? repos.classChanges.findByTokenHash(hash) : undefined;
  if (!change) throw badRequest(SAY.badLink);
  return change;
}

/**
 * The link works once, until its deadline: a second use is told what was chosen (409); past the
 * deadline, or once the bakery refunded the booking, the link is spent (410).
 */
function assertOpen(repos: Deps['repos'], change: StoredClassChange, now: number): void {
  if (change.state === 'awaiting') {
    if (change.choose_by !== null && change.choose_by <= now)
      throw new HttpError(410, SAY.expired(change.amount_cents));
    return;
  }
  const movedTo = repos.classChanges.view(change).movedTo;
  if (change.state === 'moved' && movedTo) throw conflict(SAY.usedMoved(change.seats, movedTo.date, movedTo.timeZone));
  if (change.decided_by === 'customer') throw conflict(SAY.usedRefund(change.amount_cents));
  if (change.decided_by === 'deadline') throw new HttpError(410, SAY.expired(change.amount_cents));
  throw new HttpError(410, SAY.refundedByBakery(change.amount_cents));
}

/** GET /api/class-change: what the customer may choose, read without changing anything. */
export function readOffer(deps: ChoiceDeps, token: string, now: Date): ClassChangeOffer {
  const change = bookingOf(deps, token);
  assertOpen(deps.repos, change, now.getTime());
  const view = deps.repos.classChanges.view(change);
  const cancelled = deps.repos.shop.findAnyWorkshop(change.class_id)!;
  return {
    name: deps.repos.classChanges.adminView(change).buyerName,
    orderId: change.order_id,
    seats: change.seats,
    amount: change.amount_cents,
    cardLast4: change.card_last4,
    cancelled: view.cancelled,
    chooseBy: view.chooseBy!,
    dates: otherDatesOf(deps.repos, cancelled, now),
  };
}

/**
 * POST /api/class-change: the customer's one choice. A seat at another date is taken in the same
 * transaction that moves the order's lines and spends the link, never past the date's spots (409
 * with CLASS_DATE_FULL: nothing changed, the page offers the rest). A refund spends the link, then
 * is made through the payment provider at once (api/class-changes/refunds.ts), and the answer says
 * how that went; a refund the provider could not take now is tried again, and e-mailed when made.
 */
export async function choose(
  deps: ChoiceDeps,
  refunds: ClassRefunds,
  input: ClassChangeChoice,
  now: Date,
): Promise<ClassChangeDone> {
  const { db, repos, config } = deps;
  const at = now.getTime();
  const found = bookingOf(deps, input.token);
  if (input.choice === 'move') {
    const targetId = input.classId;
    const moved = db.transaction(() => {
      const change = repos.classChanges.find(found.id)!;
      assertOpen(repos, change, at);
      const cancelled = repos.shop.findAnyWorkshop(change.class_id)!;
      const target = otherDatesOf(repos, cancelled, now).find((d) => d.id === targetId);
      if (!target) throw badRequest(SAY.notOffered);
      if (!repos.shop.takeSpots(target.id, change.seats)) {
        const left = repos.shop.findWorkshop(target.id)?.spotsAvailable ?? 0;
        throw new HttpError(
          409,
          SAY.dateFull(target.date, target.timeZone, left, change.seats),
          undefined,
          undefined,
          ERROR_CODES.classDateFull,
        );
      }
      repos.orders.moveLines(change.order_id, cancelled.kind, change.class_id, target.id);
      if (!repos.classChanges.decide(change.id, { state: 'moved', movedTo: target.id }, 'customer', at))
        throw conflict(SAY.badLink);
      const buyer = repos.classChanges.adminView(change);
      enqueueMail(
        db,
        classMovedMessage({
          to: buyer.buyerEmail,
          name: buyer.buyerName,
          orderId: change.order_id,
          cancelled: buyer.cancelled,
          movedTo: target,
          type: cancelled.kind,
          seats: change.seats,
          siteUrl: publicUrl(config),
        }),
      );
      return { seats: change.seats, target };
    })();
    return { message: SAY.moved(moved.seats, moved.target.date, moved.target.timeZone), state: 'moved' };
  }
  db.transaction(() => {
    const change = repos.classChanges.find(found.id)!;
    assertOpen(repos, change, at);
    if (!repos.classChanges.decide(change.id, { state: 'refund_due' }, 'customer', at)) throw conflict(SAY.badLink);
  })();
  const outcome = await refunds.settle(found.id);
  if (outcome === 'refunded') return { message: SAY.refunded(found.amount_cents, found.card_last4), state: 'refunded' };
  if (outcome === 'refused') return { message: SAY.refundRefused(found.amount_cents), state: 'refund_failed' };
  return { message: SAY.refundPending(found.amount_cents), state: 'refund_due' };
}
