import type { RosterEntry } from '../../shared/schemas/business';

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a leading = + - @ made
 * harmless so a spreadsheet never runs a buyer's name as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A class's roster for printing: a heading row, then one row per booking. */
export function rosterCsv(title: string, when: string, location: string, roster: RosterEntry[]): string {
  const rows: (string | number)[][] = [
    ['Class', title],
    ['When', when],
    ['Where', location],
    ['Seats sold', roster.reduce((sum, r) => sum + r.seats, 0)],
    [],
    ['Name', 'Email', 'Seats', 'Order'],
    ...roster.map((r) => [r.name, r.email, r.seats, r.orderId]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
