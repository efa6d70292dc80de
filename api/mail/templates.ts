import { BRAND } from '../../shared/brand';
import { formatClassDate } from '../../shared/dates';
import { classIcs } from '../../shared/ics';
import { formatPrice } from '../../shared/money';
import { oneLine } from '../../shared/one-line';
import type { OrderItem } from '../../shared/schemas/checkout';
import type { Workshop } from '../../shared/schemas/shop';
import type { MailMessage } from './mailer';

/** The bakery's postal address, in every message's footer (the studio of the demo classes). */
export const BAKERY_ADDRESS = '18 Orchard Lane, Willow Creek';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Part {
  /** Paragraphs; a string is one paragraph, an array a bulleted list. */
  body: (string | string[])[];
  link?: { label: string; url: string };
  /** After the link, before the footer. */
  after?: string[];
  footerNote?: { text: string; url: string; label: string };
}

/** One message in both parts, the brand's name and address in the footer. */
export function compose({ body, link, after = [], footerNote }: Part): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of body) {
    if (Array.isArray(block)) {
      text.push(block.map((line) => `- ${line}`).join('\n'));
      html.push(`<ul>${block.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`);
    } else {
      text.push(block);
      html.push(`<p>${escapeHtml(block)}</p>`);
    }
  }
  if (link) {
    text.push(`${link.label}: ${link.url}`);
    html.push(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  }
  for (const line of after) {
    text.push(line);
    html.push(`<p>${escapeHtml(line)}</p>`);
  }
  const footer = `${BRAND} · ${BAKERY_ADDRESS}`;
  text.push(`--\n${footer}${footerNote ? `\n${footerNote.text} ${footerNote.label}: ${footerNote.url}` : ''}`);
  html.push(
    `<hr><p style="color:#555;font-size:12px">${escapeHtml(footer)}${
      footerNote
        ? `<br>${escapeHtml(footerNote.text)} <a href="${escapeHtml(footerNote.url)}">${escapeHtml(footerNote.label)}</a>`
        : ''
    }</p>`,
  );
  return {
    text: text.join('\n\n') + '\n',
    html: `<!doctype html><html><body style="font-family:Georgia,serif;color:#222">${html.join('\n')}</body></html>`,
  };
}

/** One order line as the message writes it: class lines with their date, zone and place. */
export function describeItem(item: OrderItem): string {
  const line = `${item.quantity} × ${oneLine(item.title)} (${formatPrice(item.price * item.quantity)})`;
  if (item.type === 'video' || !item.date || !item.timeZone) return line;
  return `${line}: ${formatClassDate(item.date, item.timeZone)}${item.location ? `, ${oneLine(item.location)}` : ''}`;
}

/** The order confirmation, with an .ics for each booked class. */
export function orderConfirmation(input: {
  to: string;
  name: string;
  orderId: number;
  totalAmount: number;
  items: OrderItem[];
  siteUrl: string;
}): MailMessage {
  const classes = input.items.filter((i) => i.type !== 'video' && i.date && i.timeZone);
  const { text, html } = compose({
    body: [
      // Names stored before the one-line rule (shared/one-line.ts) are put on one line here.
      `Hello ${oneLine(input.name)},`,
      `Thank you for your order. Your order number is ${input.orderId}.`,
      input.items.map(describeItem),
      `Total paid: ${formatPrice(input.totalAmount)}`,
      ...(classes.length
        ? ['Each class is attached as a calendar file: open it to add the class to your calendar.']
        : []),
    ],
    link: { label: 'See your orders', url: `${input.siteUrl}/dashboard` },
    after: [
      'Cancellation policy: 72 hours or more before a class, a full refund; 24 to 72 hours, a credit toward a future workshop; under 24 hours, no refund.',
    ],
  });
  return {
    to: input.to,
    subject: `Your ${BRAND} order #${input.orderId}`,
    text,
    html,
    attachments: classes.map((item) => ({
      filename: `${item.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: classIcs({
        uid: `order-${input.orderId}-${item.type}-${item.id}@${new URL(input.siteUrl).host}`,
        title: item.title,
        start: item.date!,
        location: item.location ?? '',
        description: `${BRAND} order #${input.orderId}: ${item.quantity} ${item.quantity === 1 ? 'seat' : 'seats'}`,
        timeZone: item.timeZone!,
      }),
    })),
  };
}

/** The subject of every password-reset e-mail (an account deleted drops its unsent ones by it: api/db/accounts.ts). */
export const PASSWORD_RESET_SUBJECT = `Reset your ${BRAND} password`;

/** `name`: the account's display name (shared/display-name.ts), the one the site greets it by. */
export function passwordResetMessage(input: { to: string; name: string; url: string }): MailMessage {
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      `Someone asked to reset the password of your ${BRAND} account. If it was you, choose a new password with the link below. It works once, for 1 hour.`,
    ],
    link: { label: 'Reset your password', url: input.url },
    after: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  });
  return { to: input.to, subject: PASSWORD_RESET_SUBJECT, text, html };
}

/** Where a workshop is and when, as the notices write it. */
function workshopLines(workshop: Workshop): string[] {
  return [
    `When: ${formatClassDate(workshop.date, workshop.timeZone)}`,
    `Where: ${oneLine(workshop.location)}`,
    ...(workshop.price !== null ? [`Price: ${formatPrice(workshop.price)} per person`] : []),
  ];
}

/**
 * "Registration is open", to an address that confirmed its sign-up. Its unsubscribe link opens a
 * page with a button (a link scanner opening it changes nothing); the List-Unsubscribe header
 * names the API's address, which a mail program may POST to with one click (RFC 8058).
 */
export function registrationOpenMessage(input: {
  to: string;
  workshop: Workshop;
  shopUrl: string;
  /** The page with the Unsubscribe button. */
  unsubscribeUrl: string;
  /** The RFC 8058 one-click address (POST only). */
  oneClickUrl: string;
}): MailMessage {
  const { workshop } = input;
  const title = oneLine(workshop.title);
  const { text, html } = compose({
    body: [`Registration is open for ${title}, as you asked to hear.`, workshopLines(workshop)],
    link: { label: 'Reserve a spot', url: input.shopUrl },
    footerNote: {
      text: 'You get this because you asked to be told about this workshop.',
      label: 'Unsubscribe',
      url: input.unsubscribeUrl,
    },
  });
  return {
    to: input.to,
    subject: `Registration is open: ${title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Notify me" is double opt-in: the sign-up is only kept for notices once its link is followed. */
export function interestConfirmationMessage(input: {
  to: string;
  workshop: Workshop;
  confirmUrl: string;
}): MailMessage {
  const title = oneLine(input.workshop.title);
  const { text, html } = compose({
    body: [
      `Someone, we hope you, asked ${BRAND} to e-mail this address when registration opens for ${title}.`,
      workshopLines(input.workshop),
      'To hear from us when it opens, confirm with the link below. It works for 7 days.',
    ],
    link: { label: 'Yes, tell me when registration opens', url: input.confirmUrl },
    after: ['If it was not you, ignore this e-mail: we will not write to you about it again.'],
  });
  return { to: input.to, subject: `Please confirm: ${title} at ${BRAND}`, text, html };
}

/** To the address an account had, when it changes (docs/product.md#accounts): a change nobody asked for is seen. */
export function emailChangedMessage(input: {
  to: string;
  /** The account's display name (shared/display-name.ts). */
  name: string;
  newEmail: string | null;
  siteUrl: string;
}): MailMessage {
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      input.newEmail
        ? `The e-mail address of your ${BRAND} account was changed from ${input.to} to ${input.newEmail}. E-mails about your account and your orders now go there.`
        : `The e-mail address ${input.to} was removed from your ${BRAND} account. E-mails about your account no longer go to it.`,
      'If you made this change, there is nothing to do.',
      'If you did not, reply to this e-mail at once: someone may know your password.',
    ],
    link: { label: 'Your account', url: `${input.siteUrl}/dashboard` },
  });
  return { to: input.to, subject: `The e-mail of your ${BRAND} account was changed`, text, html };
}

/**
 * After a baker deleted her account (docs/product.md#accounts): what went, what the bakery keeps,
 * and what to do if it was not her. Sent to the address the account had.
 */
export function accountDeletedMessage(input: {
  to: string;
  /** The account's display name (shared/display-name.ts). */
  name: string;
  username: string;
  /** Orders kept as the bakery's records (docs/decisions/040-account-deletion.md). */
  keptOrders: number;
  siteUrl: string;
}): MailMessage {
  const { text, html } = compose({
    body: [
      `Hello ${oneLine(input.name)},`,
      `Your ${BRAND} account ${oneLine(input.username)} was deleted, as you asked. Its reviews and photos, favorites, journal, saved combos, cart, notes and shopping list are gone, and every device was signed out.`,
      input.keptOrders > 0
        ? `The bakery keeps the record of your ${input.keptOrders === 1 ? 'order' : `${input.keptOrders} orders`} (what was bought, the name, e-mail and address given at checkout), as any shop must for its accounts; your booked classes stand.`
        : 'You had no orders, so the bakery keeps nothing of yours.',
      'If you did not delete it, reply to this e-mail at once: someone may know your password.',
    ],
    link: { label: `Visit ${BRAND}`, url: input.siteUrl },
  });
  return { to: input.to, subject: `Your ${BRAND} account was deleted`, text, html };
}
