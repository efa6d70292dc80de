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

/** The roster's columns, the first row of the file (docs/product.md#admin). */
export const ROSTER_COLUMNS = ['Class', 'Date', 'Place', 'Name', 'Email', 'Seats', 'Order'];

/**
 * A class's roster as a spreadsheet or a mail merge reads it: the header row first, then one row
 * per booking, each carrying the class, its date and place, so a row stands on its own (sorted,
 * filtered or merged with other classes' rosters). A class nobody booked is the header alone.
 */
export function rosterCsv(title: string, when: string, location: string, roster: RosterEntry[]): string {
  return csvOf([ROSTER_COLUMNS, ...roster.map((r) => [title, when, location, r.name, r.email, r.seats, r.orderId])]);
}
