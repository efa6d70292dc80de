import type { Response } from 'express';
import type { z } from 'zod';
import { ADMIN_LIST_CURSOR_INVALID } from '../../shared/schemas/admin';
import { HttpError } from './errors';

/**
 * A list's place, after its last row read, as an opaque `cursor` (keyset paging: the next page
 * starts after these sort values, so rows added meanwhile neither repeat nor go missing, and no
 * page costs more than its own rows). Base64url of the JSON of the values.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The values of a cursor this server gave, or a 400 naming the parameter. */
export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.infer<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(400, `cursor: ${ADMIN_LIST_CURSOR_INVALID}`);
  }
}

/** Names the next page, when there is one, in a `Link: <path?limit&cursor>; rel="next"` header (RFC 8288). */
export function linkNextPage(res: Response, path: string, limit: number, next: string | undefined): void {
  if (next) res.setHeader('Link', `<${path}?limit=${limit}&cursor=${next}>; rel="next"`);
}
