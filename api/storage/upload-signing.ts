import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload URLs (docs/architecture.md#security, docs/product.md#admin): `/api/objects/upload/{id}?expires={ms}&sig={hmac}`.
 * The HMAC (SHA-256, SESSION_SECRET) covers the id and the expiry, so neither can be changed.
 */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
const UPLOAD_PATH = /^\/api\/objects\/upload\/([0-9a-f]{32})$/;

export const newUploadId = () => randomBytes(16).toString('hex');

const processSecrets = new WeakMap<object, string>();

/**
 * The key upload URLs are signed with: SESSION_SECRET (server.ts always sets one). A bare
 * createApp without it gets one per config, shared by every router that signs or checks a URL.
 */
export function uploadSecret(config: { sessionSecret?: string }): string {
  if (config.sessionSecret) return config.sessionSecret;
  let secret = processSecrets.get(config);
  if (!secret) processSecrets.set(config, (secret = randomBytes(32).toString('hex')));
  return secret;
}

export function signUpload(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${id}:${expires}`).digest('base64url');
}

export function uploadUrl(secret: string, id: string, expires: number): string {
  return `/api/objects/upload/${id}?expires=${expires}&sig=${signUpload(secret, id, expires)}`;
}

export interface SignedUpload {
  id: string;
  expires: string;
  sig: string;
}

/** True when the signature is ours and, unless `ignoreExpiry`, the URL has not expired. */
export function verifyUpload(
  secret: string,
  upload: SignedUpload,
  now: number,
  { ignoreExpiry = false } = {},
): boolean {
  if (!UPLOAD_ID.test(upload.id) || !/^\d{1,16}$/.test(upload.expires) || !/^[A-Za-z0-9_-]{43}$/.test(upload.sig))
    return false;
  const expected = Buffer.from(signUpload(secret, upload.id, Number(upload.expires)));
  const given = Buffer.from(upload.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return ignoreExpiry || Number(upload.expires) > now;
}

/** Reads an upload URL as sent back to set-policy (path or absolute URL); null if it is not one. */
export function parseUploadUrl(value: string): SignedUpload | null {
  let url: URL;
  try {
    url = new URL(value, 'http://upload.invalid');
  } catch {
    return null;
  }
  const match = UPLOAD_PATH.exec(url.pathname);
  const expires = url.searchParams.get('expires');
  const sig = url.searchParams.get('sig');
  if (!match || !expires || !sig) return null;
  return { id: match[1]!, expires, sig };
}
