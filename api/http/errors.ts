import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../shared/contracts/errors';

/**
 * An error whose message is safe to show the caller, with its HTTP status. One the client must
 * act on carries a `code` (shared/contracts/errors.ts), sent beside the message: clients decide
 * on the code, never on the sentence.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown,
    /** Headers the answer carries (Retry-After on a 429 or 503). */
    readonly headers?: Record<string, string>,
    /** A machine-readable reason the client acts on (never its English message). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A wait in words, as a person reads it: "1 second", "45 seconds", "10 minutes" (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Too many password checks or sign-ins: a 429 whose message says the wait its Retry-After gives
 * (a growing wait of 2 seconds is not "a few minutes").
 */
export const tooManyAttempts = (retryAfter: number) =>
  new HttpError(429, `Too many attempts. Please wait ${waitInWords(retryAfter)} and try again.`, undefined, {
    'Retry-After': String(retryAfter),
  });

/** Turns the first zod issue into a sentence that names the field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No API route for ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The one error middleware, last in the chain. Validation -> 400 with issues, known errors
 * -> their status, an undecodable path parameter and body-parser errors -> 400/413/415,
 * anything else -> 500 with the detail logged and never sent.
 */
export function errorHandler(log: (err: unknown) => void = console.error): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ZodError) {
      res.status(400).json({
        message: describeZodError(err),
        issues: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
      return;
    }
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
      res.status(err.status).json({
        ...(err.code ? { code: err.code } : {}),
        message: err.message,
        ...(err.issues ? { issues: err.issues } : {}),
      });
      return;
    }
    // Express marks a path parameter it cannot decode (`/api/recipes/%ZZ`) as a 400 URIError.
    if (err instanceof URIError && (err as BodyParserError).status === 400) {
      res.status(400).json({ message: 'The address is not valid: it has a malformed %-escape' });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ message: 'Request body is too large' });
      return;
    }
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Request body is not valid JSON' });
      return;
    }
    if (
      parserError?.type &&
      typeof parserError.status === 'number' &&
      parserError.status >= 400 &&
      parserError.status < 500
    ) {
      res.status(parserError.status).json({ message: 'Request body could not be read' });
      return;
    }
    // Any other error a library marks as the caller's (http-errors: a 4xx status it may expose):
    // a client's mistake is never a 500. Its own text may name internals, so ours is sent.
    const { status, expose } = (err ?? {}) as { status?: unknown; expose?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
      res.status(status).json({ message: 'The request could not be read' });
      return;
    }
    log(err);
    // A failure is never kept by a shared cache, whatever the route's class promised.
    res.setHeader('Cache-Control', 'no-store');
    res.status(500).json({ message: 'Internal error' });
  };
}
