/**
 * What a name may not hold (docs/product.md#messages): control characters (a line break, a tab,
 * an escape), the Unicode line and paragraph separators, and the bidi embeddings, overrides and
 * isolates that make text read in another order than it is written. A name is put in e-mails
 * ('Hello {name},'), rosters and headers, where a line break starts a new line of the message.
 */
const NOT_ON_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const NOT_ON_ONE_LINE_RUNS = /[\s\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** True when `text` holds a line break, a control character or a bidi control. */
export function breaksOneLine(text: string): boolean {
  return NOT_ON_ONE_LINE.test(text);
}

/** 'Full name must be on one line, without control characters': the same words on the forms and from the server. */
export const oneLineMessage = (field: string) => `${field} must be on one line, without control characters`;

/**
 * The text on one line, for what is written into an e-mail from data stored before the rule
 * above (or by the admin): each run of spaces, line breaks and controls becomes one space.
 */
export function oneLine(text: string): string {
  return text.replace(NOT_ON_ONE_LINE_RUNS, ' ').trim();
}
