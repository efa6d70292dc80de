import { formatCount } from './numbers';

/**
 * docs/product.md#cart: prices are integer cents, shown as US dollars, '$1,234.50', as
 * Intl.NumberFormat's en-US currency format writes them. Written here instead: the first Intl
 * formatter a page builds costs a slow phone tens of milliseconds (docs/quality.md#the-apps-start),
 * and the Shop, the cart and checkout show prices in their first render.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
