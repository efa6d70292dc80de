import { stringify } from 'csv-stringify/sync';
import type { RosterEntry } from '../../shared/schemas/business';

/** The characters a spreadsheet starts a formula with, by their compatibility form (`＝` is `=`). */
const FORMULA_START = new Set(['=', '+', '-', '@']);

/**
 * Each place a spreadsheet may start reading a cell: the text's start and after any character a
 * spreadsheet splits cells or lines on (`,` `;` tab, CR, LF, `|`: a file opened with another
 * separator than ours), then any blanks, then the first character.
 */
const CELL_START = /(^|[,;\t\r\n|])(\s*)([^\s,;|])/gu;

/**
 * A buyer's text made harmless for a spreadsheet: wherever a cell could start, a formula
 * character (`=`, `+`, `-`, `@`, and their full-width and small forms such as `＝`) gets a `'`
 * before it, so it is read as text, never run (OWASP, CSV injection).
 */
export function neutraliseFormulas(text: string): string {
  return text.replace(CELL_START, (match, separator: string, blanks: string, first: string) =>
    FORMULA_START.has(first.normalize('NFKC')) ? `${separator}${blanks}'${first}` : match,
  );
}

/**
 * Rows as CSV by csv-stringify: every cell quoted (a separator inside one never splits it, in
 * any spreadsheet), every text cell neutralised, CRLF between rows (RFC 4180).
 */
export function csvOf(rows: (string | number)[][]): string {
  return stringify(rows, {
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    cast: { string: neutraliseFormulas },
  });
}

/** A class's roster for printing: a heading row, then one row per booking. */
export function rosterCsv(title: string, when: string, location: string, roster: RosterEntry[]): string {
  return csvOf([
    ['Class', title],
    ['When', when],
    ['Where', location],
    ['Seats sold', roster.reduce((sum, r) => sum + r.seats, 0)],
    [],
    ['Name', 'Email', 'Seats', 'Order'],
    ...roster.map((r) => [r.name, r.email, r.seats, r.orderId]),
  ]);
}
