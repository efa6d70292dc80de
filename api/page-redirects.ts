import type { Request } from 'express';
import { arrivalHref, CART_HINT_COOKIE } from '../shared/arrivals';
import { readCookie, sessionOf } from './auth/session';
import type { Deps } from './deps';

/**
 * Pages the visitor would only be sent away from: the signed-in pages without a live session,
 * checkout without the cart hint. The server answers them with home, drawn at the address she is
 * sent to (api/pages.ts, docs/decisions/020-home-in-place.md), so home paints at once. The app does
 * the same when it finds out itself (a session that ends, a cart emptied while the page is open),
 * so both paths land on the same place.
 *
 * These pages are 'private, no-store' (api/http/cache-control.ts): no cache keeps an answer that
 * depends on the visitor's cookies.
 */
const AWAY: { path: RegExp; to: string; unless: 'session' | 'cart' }[] = [
  // docs/product.md#favorites: home, with the sign-in dialog that comes back here.
  { path: /^\/favorites\/?$/, to: arrivalHref('favorites'), unless: 'session' },
  // docs/product.md#accounts: home.
  { path: /^\/dashboard\/?$/, to: '/', unless: 'session' },
  { path: /^\/profile\/edit\/?$/, to: '/', unless: 'session' },
  // docs/product.md#checkout: home, saying the cart is empty.
  { path: /^\/checkout\/?$/, to: arrivalHref('checkout'), unless: 'cart' },
];

/** Where the visitor of a page is sent instead (home's address), or undefined when the page is for her. */
export function redirectFor(req: Request, users: Deps['repos']['users']): string | undefined {
  const away = AWAY.find((rule) => rule.path.test(req.path));
  if (!away) return undefined;
  if (away.unless === 'session') return sessionOf(req, users) ? undefined : away.to;
  return readCookie(req, CART_HINT_COOKIE) === '1' ? undefined : away.to;
}
