/**
 * A count as en-US writes it, '12,345', without Intl: the first Intl formatter a page builds costs
 * a slow phone tens of milliseconds (docs/quality.md#the-apps-start), and a count needs only its
 * commas. A number with a fraction is left to `toLocaleString`.
 */
export function formatCount(n: number): string {
  if (!Number.isInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
