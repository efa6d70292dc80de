import type { Request, Response } from 'express';
import type { Repos } from '../db/repos';
import { HttpError } from '../http/errors';
import { MAX_UPLOAD_BYTES } from '../storage/upload-staging';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

/**
 * What one account and one address may spend on reviews and their photos (docs/product.md#reviews,
 * README "Configuration"): counted in SQLite like the sign-in limits, so they hold across server
 * processes and restarts. A person rating a few recipes after a weekend of baking never meets them.
 */
export const REVIEW_LIMITS = {
  /** Reviews posted (new or replaced) per account per hour. */
  reviewsPerAccount: { max: 20, windowMs: HOUR },
  /** Reviews posted per address per hour (several accounts behind one address). */
  reviewsPerAddress: { max: 60, windowMs: HOUR },
  /** Photo upload URLs per account per day. */
  photosPerAccount: { max: 20, windowMs: DAY },
  /** Photo upload URLs per address per hour. */
  photosPerAddress: { max: 60, windowMs: HOUR },
  /** Bytes of photos an account may send in 24 hours (each photo at most 10 MB, as every upload). */
  photoBytesPerAccount: { max: 50 * MB, windowMs: DAY },
} as const;

type CountedLimit = 'reviewsPerAccount' | 'reviewsPerAddress' | 'photosPerAccount' | 'photosPerAddress';

const MESSAGES: Record<CountedLimit, string> = {
  reviewsPerAccount: 'You have posted a lot of reviews in the last hour. Please wait a while and try again.',
  reviewsPerAddress: 'Too many reviews have come from your network in the last hour. Please try again later.',
  photosPerAccount: `You can add at most ${REVIEW_LIMITS.photosPerAccount.max} photos a day. Please try again tomorrow.`,
  photosPerAddress: 'Too many photos have come from your network in the last hour. Please try again later.',
};

const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Counts one attempt against a limit of the account (`userId`) or of the request's address; a
 * 429 with Retry-After past it.
 */
export async function spend(
  repos: Pick<Repos, 'rateLimits'>,
  limit: CountedLimit,
  req: Request,
  userId: number,
): Promise<void> {
  const { max, windowMs } = REVIEW_LIMITS[limit];
  const who = limit.endsWith('Account') ? `account:${userId}` : `address:${addressOf(req)}`;
  const spent = await repos.rateLimits.spend({ name: limit, max, windowMs }, who);
  if (!spent.allowed) throw new HttpError(429, MESSAGES[limit], undefined, { 'Retry-After': String(spent.retryAfter) });
}

/** No caching of any answer that spent a limit. */
export function personal(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * How many bytes the PUT of `upload` may carry: 10 MB, or for a reviewer's photo what is left of
 * the account's 24 hours' photo bytes when that is less. Past it, the 413 says which bound it met.
 */
export function uploadAllowance(
  repos: Pick<Repos, 'uploads'>,
  upload: { userId: number | null },
  now = Date.now(),
): { limit: number; tooLarge?: () => HttpError } {
  if (upload.userId === null) return { limit: MAX_UPLOAD_BYTES };
  const { max, windowMs } = REVIEW_LIMITS.photoBytesPerAccount;
  const left = Math.max(0, max - repos.uploads.bytesOfUserSince(upload.userId, now - windowMs));
  if (left >= MAX_UPLOAD_BYTES) return { limit: MAX_UPLOAD_BYTES };
  return {
    limit: left,
    tooLarge: () =>
      new HttpError(
        413,
        `Your photos of the last 24 hours come close to the ${max / MB} MB a day you can send. Please choose a smaller photo or try again tomorrow.`,
      ),
  };
}
