import { randomBytes } from 'node:crypto';
import { CLASS_CHANGE_CHOICE_MS, CLASS_CHANGE_PAGE, isOtherDate } from '../../shared/class-change';
import type { ClassCancelPreview, ClassCancelResult } from '../../shared/schemas/business';
import type { ClassDate } from '../../shared/schemas/class-change';
import type { Workshop } from '../../shared/schemas/shop';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { classChoiceMessage } from '../mail/cancellation-templates';
import { publicUrl } from '../mail/links';
import { enqueueMail } from '../mail/outbox';
import { newChoiceToken } from './link-token';

export type OtherDate = ClassDate & { spotsLeft: number };

/** The other dates of the same class a booking can move to, soonest first, with their spots now. */
export function otherDatesOf(repos: Deps['repos'], cancelled: Workshop, now: Date): OtherDate[] {
  return repos.shop
    .listWorkshops(now)
    .filter((w) => isOtherDate(cancelled, w, now))
    .map((w) => ({
      id: w.id,
      title: w.title,
      date: w.date,
      timeZone: w.timeZone,
      location: w.location,
      spotsLeft: w.spotsAvailable,
    }));
}

/** The class to cancel: 404 when there is none, 409 when it is cancelled already. */
function classToCancel(repos: Deps['repos'], id: number): Workshop {
  const workshop = repos.shop.findAnyWorkshop(id);
  if (!workshop) throw notFound(`Class ${id} does not exist.`);
  if (workshop.cancelledAt) throw conflict(`${workshop.title} is already cancelled.`);
  return workshop;
}

/** What cancelling the class would do now: who is asked to choose, who is refunded at once. */
export function classCancelPreview(repos: Deps['repos'], id: number, now: Date): ClassCancelPreview {
  const workshop = classToCancel(repos, id);
  const bookings = repos.classChanges.bookingsOf(workshop.kind, id);
  const otherDates = otherDatesOf(repos, workshop, now);
  const asked = bookings.filter((b) => otherDates.some((d) => d.spotsLeft >= b.seats)).length;
  return {
    bookings: bookings.length,
    seats: bookings.reduce((sum, b) => sum + b.seats, 0),
    askedToChoose: asked,
    refundedAtOnce: bookings.length - asked,
    otherDates,
  };
}

/** The secret the choice links are signed with (SESSION_SECRET; the server always has one). */
const processSecret = randomBytes(32).toString('hex');
export const linkSecret = (config: Pick<Config, 'sessionSecret'>) => config.sessionSecret ?? processSecret;

/**
 * Cancels a whole class, in one transaction: it leaves the shop and can no longer be booked, and
 * each paid booking gets a row (api/db/class-changes.ts). A booking some other date has room for
 * is e-mailed its choice with a single-use link; one with nothing to offer is due a full refund,
 * which api/class-changes/refunds.ts makes and tells the customer about (the caller wakes it).
 */
export function cancelWholeClass(
  deps: Pick<Deps, 'db' | 'repos' | 'config'>,
  id: number,
  now: Date,
): ClassCancelResult {
  const { db, repos, config } = deps;
  const site = publicUrl(config);
  return db.transaction(() => {
    const workshop = classToCancel(repos, id);
    if (!repos.shop.cancelWorkshop(id, now)) throw conflict(`${workshop.title} is already cancelled.`);
    const otherDates = otherDatesOf(repos, workshop, now);
    const cancelled: ClassDate = {
      id,
      title: workshop.title,
      date: workshop.date,
      timeZone: workshop.timeZone,
      location: workshop.location,
    };
    const chooseBy = now.getTime() + CLASS_CHANGE_CHOICE_MS;
    const bookings = repos.classChanges.bookingsOf(workshop.kind, id);
    let asked = 0;
    for (const booking of bookings) {
      const fits = otherDates.filter((d) => d.spotsLeft >= booking.seats);
      const link = fits.length ? newChoiceToken(linkSecret(config)) : null;
      repos.classChanges.insert({
        orderId: booking.orderId,
        classId: id,
        seats: booking.seats,
        amountCents: booking.amountCents,
        offer: link ? { chooseBy, tokenHash: link.hash } : null,
        now: now.getTime(),
      });
      if (!link) continue;
      asked += 1;
      enqueueMail(
        db,
        classChoiceMessage({
          to: booking.email,
          name: booking.name,
          orderId: booking.orderId,
          cancelled,
          seats: booking.seats,
          amount: booking.amountCents,
          cardLast4: booking.cardLast4,
          dates: fits,
          chooseBy,
          url: `${site}${CLASS_CHANGE_PAGE}?token=${link.token}`,
        }),
      );
    }
    return { classId: id, bookings: bookings.length, askedToChoose: asked, refundedAtOnce: bookings.length - asked };
  })();
}
