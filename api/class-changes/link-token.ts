import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/tokens';

/**
 * The token of a cancelled class's choice link (docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * 32 random bytes and an HMAC of them with SESSION_SECRET, `<random>.<signature>`, both base64url.
 * Only the token's SHA-256 is stored with the booking (its e-mail waits in the mail outbox until
 * sent, like every e-mailed link), so the link works once (its row says it was used). The
 * signature turns away a made-up token before any lookup; the stored hash is what makes the
 * link single use and revocable.
 */
const TOKEN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, random: string) =>
  createHmac('sha256', secret).update(`class-change:${random}`).digest('base64url');

/** A new link token, and the hash to store. */
export function newChoiceToken(secret: string): { token: string; hash: string } {
  const random = randomBytes(32).toString('base64url');
  const token = `${random}.${sign(secret, random)}`;
  return { token, hash: hashToken(token) };
}

/** The hash to look the token up by, or null when it is not one we signed. */
export function choiceTokenHash(secret: string, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return hashToken(token);
}
