import { CART_HINT_COOKIE } from '../../shared/arrivals';

/** As long as a session (decision 005's `signed_in`): a cart kept for a month still reaches checkout from the server. */
const HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Keeps the cart hint cookie in step with the device's cart (shared/arrivals.ts): set while the
 * cart has lines, dropped when it has none. Written only when it changes. Outside a browser, nothing.
 */
export function keepCartHint(
  itemCount: number,
  doc: Pick<Document, 'cookie' | 'location'> | undefined = globalThis.document,
): void {
  if (!doc) return;
  const has = new RegExp(`(?:^|;\\s*)${CART_HINT_COOKIE}=1(?:;|$)`).test(doc.cookie);
  if (has === itemCount > 0) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = itemCount > 0 ? HINT_MAX_AGE_SECONDS : 0;
  doc.cookie = `${CART_HINT_COOKIE}=${itemCount > 0 ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
