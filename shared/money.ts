import { once } from './once';

const usd = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** docs/product.md#cart: prices are integer cents, shown as US dollars. */
export function formatPrice(cents: number): string {
  return usd().format(cents / 100);
}
