import { BRAND } from './brand';

/**
 * Workshop notices by e-mail (docs/product.md#shop, docs/decisions/030-mail-outbox-and-opt-in.md):
 * the pages their links open and the words the server and the pages share. Each link opens a
 * page with a button that POSTs: opening a link (a person, a mail scanner, a preview) changes
 * nothing.
 */
export const CONFIRM_NOTICE_PAGE = '/notices/confirm';
export const UNSUBSCRIBE_PAGE = '/notices/unsubscribe';

export const NOTICE_MESSAGES = {
  signedUp: (email: string, title: string) =>
    `Thanks! Check ${email} for a link to confirm, and we'll e-mail you when registration opens for ${title}.`,
  confirmed: (email: string, title: string) => `Confirmed: we'll e-mail ${email} when registration opens for ${title}.`,
  alreadyConfirmed: (email: string, title: string) =>
    `${email} is already confirmed: we'll e-mail it when registration opens for ${title}.`,
  badConfirmLink:
    "This confirmation link has expired or is not valid. Ask again with Notify Me on the workshop's card.",
  unsubscribed: (email: string) => `${email} will get no more workshop notices from ${BRAND}.`,
  badUnsubscribeLink: 'This unsubscribe link is not valid. It may have been copied only in part.',
} as const;
