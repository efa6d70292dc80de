import { z } from 'zod';
import { BRAND } from '../../shared/brand';
import type { Config } from '../config';
import { mailOutboxRepo } from '../db/mail-outbox';
import type { Db } from '../db/open';
import type { Repos } from '../db/repos';
import type { DigestEntry } from '../db/reviews';
import { publicUrl } from '../mail/links';
import type { MailMessage } from '../mail/mailer';
import { enqueueMailJob, type MailJob } from '../mail/outbox';
import { compose } from '../mail/templates';

/** At most one e-mail of new reviews an hour (docs/product.md#reviews). */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Reviews the e-mail quotes; beyond them it counts the rest and links the Reviews tab. */
export const DIGEST_LISTED = 20;
/** The mail outbox's job that becomes the digest (api/mail/outbox.ts `enqueueMailJob`). */
export const REVIEW_DIGEST_JOB = 'review-digest';
/** Characters of a review's text the e-mail quotes. */
const QUOTED_CHARS = 300;

/** Names and texts on one line each in the e-mail's list: a line break in them cannot fake another entry. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function describe(entry: DigestEntry): string {
  const stars = `${entry.rating} ${entry.rating === 1 ? 'star' : 'stars'}`;
  const text = oneLine(entry.text);
  const quoted = text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text;
  return [
    `${oneLine(entry.recipeTitle)}: ${stars} from ${oneLine(entry.author)}`,
    entry.hasPhoto ? ' (with a photo)' : '',
    quoted ? `: "${quoted}"` : '',
  ].join('');
}

/** The baker's e-mail of reviews waiting for her (plain text and HTML, every value escaped by compose). */
export function reviewDigestMessage(input: {
  to: string;
  entries: DigestEntry[];
  total: number;
  siteUrl: string;
}): MailMessage {
  const { entries, total } = input;
  const more = total - entries.length;
  const { text, html } = compose({
    body: [
      total === 1
        ? 'A new review is waiting for you to read it. Nothing shows on the site until you approve it.'
        : `${total} new reviews are waiting for you to read them. Nothing shows on the site until you approve it.`,
      entries.map(describe),
      ...(more > 0 ? [`And ${more} more.`] : []),
    ],
    link: { label: 'Read and approve them', url: `${input.siteUrl}/admin/dashboard?tab=reviews` },
    after: ['You get at most one of these e-mails an hour.'],
  });
  const subject = total === 1 ? `A new review on ${BRAND}` : `${total} new reviews on ${BRAND}`;
  return { to: input.to, subject, text, html };
}

/**
 * Called in the transaction that writes a review: makes sure a digest job waits in the mail
 * outbox, due at once when none went out in the last hour, else an hour after the last one. One
 * job at a time: a review written while one waits is named by it. The outbox keeps the job across
 * restarts, and one worker of one process claims it (api/mail/worker.ts).
 */
export function scheduleReviewDigest(db: Db, repos: Repos, now = Date.now()): void {
  if (mailOutboxRepo(db).hasLive(REVIEW_DIGEST_JOB)) return;
  const last = repos.reviews.lastDigestAt();
  enqueueMailJob(db, REVIEW_DIGEST_JOB, {}, now, last === null ? now : Math.max(now, last + DIGEST_INTERVAL_MS));
}

/**
 * The digest job, run by the mail worker in one transaction with the job's removal: it names the
 * pending reviews no digest named yet, marks them and records what was sent when (table
 * review_digests), and writes the e-mail to the outbox. Should the hour not be over (a clock set
 * back), it puts itself off to the hour's end; with nothing left to name (all moderated or
 * deleted meanwhile) it sends nothing.
 */
export function reviewDigestJob({ db, repos, config }: { db: Db; repos: Repos; config: Config }): MailJob {
  return (payload, now) => {
    z.object({}).parse(payload);
    const claimed = repos.reviews.claimDigest(now, DIGEST_INTERVAL_MS, config.bakerEmail, DIGEST_LISTED);
    if (claimed) return [reviewDigestMessage({ to: config.bakerEmail, ...claimed, siteUrl: publicUrl(config) })];
    const last = repos.reviews.lastDigestAt();
    if (repos.reviews.waitingForDigest() > 0 && last !== null)
      enqueueMailJob(db, REVIEW_DIGEST_JOB, {}, now, last + DIGEST_INTERVAL_MS);
    return [];
  };
}
