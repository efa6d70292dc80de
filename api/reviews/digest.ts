import { BRAND } from '../../shared/brand';
import type { DigestEntry } from '../db/reviews';
import type { Deps } from '../deps';
import { publicUrl } from '../mail/links';
import type { MailMessage } from '../mail/mailer';
import { compose } from '../mail/templates';

/** At most one e-mail of new reviews an hour (docs/product.md#reviews). */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** How often each server process looks whether a digest is due (a review waiting, the hour past). */
export const DIGEST_CHECK_MS = 60 * 1000;
/** Reviews the e-mail quotes; beyond them it counts the rest and links the Reviews tab. */
export const DIGEST_LISTED = 20;
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
 * Sends the digest when one is due: reviews wait that no digest named yet, and none went out in
 * the last hour. The claim and the record of what was sent when are one SQLite transaction
 * (api/db/reviews.ts `claimDigest`), so across restarts and server processes at most one goes out
 * an hour. True when one was sent.
 */
export function sendReviewDigest(
  { repos, mailer, config }: Pick<Deps, 'repos' | 'mailer' | 'config'>,
  now = Date.now(),
): boolean {
  const claimed = repos.reviews.claimDigest(now, DIGEST_INTERVAL_MS, config.bakerEmail, DIGEST_LISTED);
  if (!claimed) return false;
  mailer.queue(reviewDigestMessage({ to: config.bakerEmail, ...claimed, siteUrl: publicUrl(config) }));
  return true;
}

/**
 * Looks every minute whether a digest is due, in each server process (api/server.ts): a review
 * posted within the hour after the last digest goes out with the next one, about an hour later.
 * Returns the stop.
 */
export function scheduleReviewDigests(deps: Pick<Deps, 'repos' | 'mailer' | 'config' | 'log'>): () => void {
  const timer = setInterval(() => {
    try {
      sendReviewDigest(deps);
    } catch (err) {
      deps.log(err);
    }
  }, DIGEST_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
