/**
 * A page that is not for this visitor sends her home, and home says why (docs/product.md#accounts,
 * docs/product.md#checkout): `/?from=favorites` opens the sign-in dialog, which comes back to
 * favorites; `/?from=checkout` says the cart is empty. The server answers with home, drawn at
 * that address, when it can tell (api/page-redirects.ts, docs/decisions/020-home-in-place.md);
 * the app does the same when it finds out itself (app/features/home/use-arrival.ts).
 */
export const ARRIVAL_PARAM = 'from';

export const ARRIVALS = ['favorites', 'checkout'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** Home's address for an arrival from `from`. */
export const arrivalHref = (from: Arrival): string => `/?${ARRIVAL_PARAM}=${from}`;

/**
 * The attribute of the app's root element that carries the address home was drawn at, when the
 * server answered a page the visitor is not for with home: the app puts it in the address bar
 * before anything reads the address (app/main.tsx).
 */
export const ADDRESS_ATTRIBUTE = 'data-address';

export const isArrival = (value: string | null): value is Arrival => ARRIVALS.includes(value as Arrival);

/**
 * A cookie that says "this browser's cart has lines" (the cart itself lives on the device): the
 * header's cart button keeps it (app/features/cart/cart-button.tsx), and the server sends a
 * request for /checkout without it home before painting a checkout for an empty cart. It holds
 * nothing else; a missing one costs at most a trip home and back (home reads the device's cart).
 */
export const CART_HINT_COOKIE = 'has_cart';
