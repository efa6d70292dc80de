import { BRAND } from '../../shared/brand';
import { formatClassDate } from '../../shared/dates';
import { classIcs } from '../../shared/ics';
import { formatPrice } from '../../shared/money';
import { oneLine } from '../../shared/one-line';
import type { ClassChangeDecider, ClassDate } from '../../shared/schemas/class-change';
import type { OrderItem, Refund } from '../../shared/schemas/checkout';
import type { MailMessage } from './mailer';
import { compose, describeItem } from './templates';

/**
 * The e-mails of cancellations (docs/product.md#shop, docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * an order the admin cancelled, and a class the bakery called off (the choice, then what was
 * chosen). Each says what was cancelled and what happens to the money, in the buyer's words.
 */

const seatsWord = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
const when = (c: ClassDate) => formatClassDate(c.date, c.timeZone);
const BANK_DAYS = 'Banks usually take 5 to 10 business days to show it.';

/** Where the money goes, once a refund was made (or is to be made by hand, for an order without a stored charge). */
function refundSentence(amount: number, sent: boolean, cardLast4: string, what: string): string {
  if (amount === 0) return `Nothing was charged for ${what}, so there is nothing to refund.`;
  return sent
    ? `A full refund of ${formatPrice(amount)} for ${what} is on its way back to your card ending ${cardLast4}. ${BANK_DAYS}`
    : `You will get a full refund of ${formatPrice(amount)} for ${what} on the card you paid with.`;
}

/** The admin cancelled an order (decision 010): what was cancelled, and the refund the policy gave. */
export function orderCancelledMessage(input: {
  to: string;
  name: string;
  orderId: number;
  items: OrderItem[];
  refund: Refund;
  /** The provider refunded it (a refund id came back). */
  refundSent: boolean;
  cardLast4: string;
  siteUrl: string;
}): MailMessage {
  const { refund, orderId } = input;
  const money =
    refund.kind === 'full'
      ? refundSentence(
          refund.amount,
          input.refundSent,
          input.cardLast4,
          input.items.some((i) => i.type === 'video') ? 'its classes (video tutorials are not refundable)' : 'it',
        )
      : refund.kind === 'credit'
        ? `As it was cancelled 24 to 72 hours before the class, our cancellation policy gives you a credit of ${formatPrice(refund.amount)} toward a future class or workshop. Reply to this e-mail when you'd like to use it, quoting order #${orderId}.`
        : input.items.every((i) => i.type === 'video')
          ? 'Video tutorials are not refundable, so there is no refund.'
          : 'As it was cancelled less than 24 hours before the class, our cancellation policy gives no refund.';
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      `Your order #${orderId} has been cancelled:`,
      input.items.map(describeItem),
      money,
    ],
    link: { label: 'See your orders', url: `${input.siteUrl}/dashboard` },
    after: ['If you did not expect this, or have a question, reply to this e-mail.'],
  });
  return { to: input.to, subject: `Your ${BRAND} order #${orderId} is cancelled`, text, html };
}

/** The bakery called off a class: the booking's choice, by a link that works once. */
export function classChoiceMessage(input: {
  to: string;
  name: string;
  orderId: number;
  cancelled: ClassDate;
  seats: number;
  amount: number;
  cardLast4: string;
  dates: ClassDate[];
  chooseBy: number;
  url: string;
}): MailMessage {
  const { cancelled } = input;
  const title = oneLine(cancelled.title);
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      `We're sorry: we have had to cancel ${title} on ${when(cancelled)} at ${oneLine(cancelled.location)}. You booked ${seatsWord(input.seats)} (order #${input.orderId}, ${formatPrice(input.amount)}).`,
      'You choose what happens next:',
      [
        `a full refund of ${formatPrice(input.amount)} to your card ending ${input.cardLast4}, or`,
        `your ${seatsWord(input.seats)} at another date of the same class, at no extra cost:`,
      ],
      input.dates.map((d) => `${when(d)}, ${oneLine(d.location)}`),
    ],
    link: { label: 'Choose a refund or another date', url: input.url },
    after: [
      `The link works once, until ${formatClassDate(new Date(input.chooseBy).toISOString(), cancelled.timeZone)}. If you have not chosen by then, we will refund you in full.`,
    ],
  });
  return {
    to: input.to,
    subject: `${title} is cancelled: please choose a refund or another date`,
    text,
    html,
  };
}

/** Why a booking of a cancelled class is refunded, by who decided. */
function refundReason(decidedBy: ClassChangeDecider, title: string, cancelled: ClassDate, chooseBy: string | null) {
  const date = when(cancelled);
  if (decidedBy === 'no-other-date')
    return `We're sorry: we have had to cancel ${title} on ${date} at ${oneLine(cancelled.location)}, and there is no other date of it to offer you.`;
  if (decidedBy === 'customer')
    return `As you chose, your booking of ${title} on ${date}, which we had to cancel, is refunded.`;
  if (decidedBy === 'deadline')
    return `We had to cancel ${title} on ${date}, and as we had not heard from you by ${chooseBy ? formatClassDate(chooseBy, cancelled.timeZone) : 'the date we gave'}, we have refunded your booking in full.`;
  return `As agreed, we have refunded your booking of ${title} on ${date}, which we had to cancel.`;
}

/** A booking of a cancelled class was refunded (or, `refused`, the card's bank would not take the refund). */
export function classRefundMessage(input: {
  to: string;
  name: string;
  orderId: number;
  cancelled: ClassDate;
  seats: number;
  amount: number;
  decidedBy: ClassChangeDecider;
  chooseBy: string | null;
  outcome: { refunded: true; sent: boolean } | { refunded: false };
  cardLast4: string;
  siteUrl: string;
}): MailMessage {
  const title = oneLine(input.cancelled.title);
  const what = `your ${seatsWord(input.seats)} (order #${input.orderId})`;
  const money = input.outcome.refunded
    ? refundSentence(input.amount, input.outcome.sent, input.cardLast4, what)
    : `We tried to refund ${formatPrice(input.amount)} for ${what} to your card ending ${input.cardLast4}, but the card's bank refused it. We will give it back another way and write to you about it.`;
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      refundReason(input.decidedBy, title, input.cancelled, input.chooseBy),
      money,
    ],
    link: { label: 'See your orders', url: `${input.siteUrl}/dashboard` },
    after: ["We're sorry for the change of plans. Questions? Reply to this e-mail."],
  });
  return {
    to: input.to,
    subject: input.outcome.refunded
      ? `${title} is cancelled: your refund of ${formatPrice(input.amount)}`
      : `${title} is cancelled: about your refund`,
    text,
    html,
  };
}

/** The customer chose another date: their seats are there now, with a calendar file for it. */
export function classMovedMessage(input: {
  to: string;
  name: string;
  orderId: number;
  cancelled: ClassDate;
  movedTo: ClassDate;
  /** The order line's type, as the confirmation's calendar file names it. */
  type: 'class' | 'workshop';
  seats: number;
  siteUrl: string;
}): MailMessage {
  const { movedTo } = input;
  const title = oneLine(movedTo.title);
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      `As you chose, your ${seatsWord(input.seats)} for ${title} ${input.seats === 1 ? 'is' : 'are'} now on ${when(movedTo)} at ${oneLine(movedTo.location)}, instead of ${when(input.cancelled)}, which we had to cancel. It stays order #${input.orderId}, with nothing more to pay.`,
      'The new date is attached as a calendar file: open it to add the class to your calendar.',
    ],
    link: { label: 'See your orders', url: `${input.siteUrl}/dashboard` },
    after: ['See you there!'],
  });
  return {
    to: input.to,
    subject: `Your seat is moved: ${title}, ${when(movedTo)}`,
    text,
    html,
    attachments: [
      {
        filename: `${movedTo.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: classIcs({
          uid: `order-${input.orderId}-${input.type}-${movedTo.id}@${new URL(input.siteUrl).host}`,
          title: movedTo.title,
          start: movedTo.date,
          location: movedTo.location,
          description: `${BRAND} order #${input.orderId}: ${seatsWord(input.seats)}`,
          timeZone: movedTo.timeZone,
        }),
      },
    ],
  };
}
