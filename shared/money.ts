const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** spec visitor 9: prices are integer cents, shown as US dollars. */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}
