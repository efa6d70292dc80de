import { formatClassDate } from './dates';
import { formatPrice } from './money';

/**
 * When the baker calls off a whole class (docs/product.md#admin, docs/product.md#shop,
 * docs/decisions/036-a-cancelled-class-asks-each-customer.md), each booking is asked to choose a
 * full refund or a seat at another date of the same class, by a link that works once. The rules
 * and words the server, the e-mails and the pages share.
 */

/** The page the e-mailed link opens: it shows the choices, and only its button acts. */
export const CLASS_CHANGE_PAGE = '/class-change';

/** How long the customer has to choose; a booking with no choice by then is refunded in full. */
export const CLASS_CHANGE_CHOICE_DAYS = 14;
export const CLASS_CHANGE_CHOICE_MS = CLASS_CHANGE_CHOICE_DAYS * 24 * 60 * 60_000;

/**
 * What makes two dates "the same class": the same kind (class or workshop) and the same title,
 * ignoring case, spacing and how the letters are composed. The schedule has no series of its
 * own: the baker runs a class again by giving a new date the same title.
 */
export function sameClassKey(event: { kind: string; title: string }): string {
  return `${event.kind}:${event.title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** A date is offered instead of a cancelled one when it is the same class, still on, bookable and still to come. */
export function isOtherDate(
  cancelled: { id: number; kind: string; title: string },
  candidate: { id: number; kind: string; title: string; date: string; price: number | null; cancelled?: boolean },
  now: Date,
): boolean {
  return (
    candidate.id !== cancelled.id &&
    !candidate.cancelled &&
    candidate.price !== null &&
    new Date(candidate.date).getTime() > now.getTime() &&
    sameClassKey(candidate) === sameClassKey(cancelled)
  );
}

const seatsWord = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;

/** What the customer and the admin read about one booking of a cancelled class, by where it stands. */
export const CLASS_CHANGE_MESSAGES = {
  badLink: 'This link is not valid. It may have been copied only in part: open it from the e-mail again.',
  incompleteLink: 'This link is incomplete. Open the link from the e-mail again.',
  expired: (refund: number) =>
    `This link has expired: the time to choose is over, so your booking is being refunded in full (${formatPrice(refund)}).`,
  moved: (seats: number, date: string, timeZone: string) =>
    `Done: your ${seatsWord(seats)} ${seats === 1 ? 'is' : 'are'} now on ${formatClassDate(date, timeZone)}. We've e-mailed you the details and a calendar file.`,
  refunded: (amount: number, cardLast4: string) =>
    `Done: your full refund of ${formatPrice(amount)} is on its way back to your card ending ${cardLast4}. Banks usually take 5 to 10 business days to show it.`,
  refundPending: (amount: number) =>
    `Your choice is saved: a full refund of ${formatPrice(amount)}. The payment provider did not take it just now; we'll try again and e-mail you as soon as it is sent.`,
  refundRefused: (amount: number) =>
    `Your choice is saved: a full refund of ${formatPrice(amount)}. The card's bank refused it, so the bakery will give it back another way and write to you.`,
  usedMoved: (seats: number, date: string, timeZone: string) =>
    `This link has already been used: your ${seatsWord(seats)} ${seats === 1 ? 'was' : 'were'} moved to ${formatClassDate(date, timeZone)}.`,
  usedRefund: (amount: number) => `This link has already been used: you chose a full refund of ${formatPrice(amount)}.`,
  refundedByBakery: (amount: number) =>
    `This link can no longer be used: the bakery has refunded your booking in full (${formatPrice(amount)}).`,
  dateFull: (date: string, timeZone: string, left: number, seats: number) =>
    left === 0
      ? `Sorry, ${formatClassDate(date, timeZone)} filled up meanwhile. Choose another date or a refund.`
      : `Sorry, ${formatClassDate(date, timeZone)} has only ${left} ${left === 1 ? 'spot' : 'spots'} left now, not enough for your ${seatsWord(seats)}. Choose another date or a refund.`,
  notOffered:
    'That date is not one of the dates offered for this class. Choose one of the dates on the page, or a refund.',
} as const;

/** The parts of a booking of a cancelled class its one-line state is told from. */
interface ChangeState {
  state: 'awaiting' | 'moved' | 'refund_due' | 'refunded' | 'refund_failed';
  decidedBy: 'customer' | 'admin' | 'deadline' | 'no-other-date' | null;
  amount: number;
  chooseBy: string | null;
  movedTo: { date: string; timeZone: string } | null;
  cancelled: { timeZone: string };
}

const BY_WHOM = {
  customer: 'the customer chose a refund',
  admin: 'refunded by hand',
  deadline: 'no choice by the deadline',
  'no-other-date': 'no other date to offer',
} as const;

/**
 * Where one booking of a cancelled class stands, in a line: for the admin's Orders and Classes
 * tabs (`admin`), or for the buyer's dashboard (`buyer`).
 */
export function classChangeStatus(change: ChangeState, audience: 'admin' | 'buyer'): string {
  const { amount } = change;
  const zone = change.cancelled.timeZone;
  switch (change.state) {
    case 'awaiting': {
      const until = change.chooseBy ? ` (until ${formatClassDate(change.chooseBy, zone)})` : '';
      return audience === 'admin'
        ? `Awaiting the customer's choice${until}`
        : `Cancelled by the bakery: choose a refund or another date from our e-mail${until}`;
    }
    case 'moved': {
      const date = change.movedTo ? formatClassDate(change.movedTo.date, change.movedTo.timeZone) : 'another date';
      return audience === 'admin' ? `Moved to ${date} (the customer's choice)` : `Moved to ${date}, as you chose`;
    }
    case 'refund_due':
      return audience === 'admin'
        ? `Refund of ${formatPrice(amount)} being made`
        : `Cancelled by the bakery: your full refund of ${formatPrice(amount)} is being made`;
    case 'refunded':
      return audience === 'admin'
        ? `Refunded in full, ${formatPrice(amount)} (${change.decidedBy ? BY_WHOM[change.decidedBy] : 'refunded'})`
        : `Cancelled by the bakery: refunded in full, ${formatPrice(amount)}`;
    case 'refund_failed':
      return audience === 'admin'
        ? `The card's bank refused the refund of ${formatPrice(amount)}: try again, or give it back another way`
        : `Cancelled by the bakery: your refund of ${formatPrice(amount)} is being arranged; we will write to you`;
  }
}
