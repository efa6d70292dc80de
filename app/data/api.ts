/**
 * docs/architecture.md#api: the one request helper. Sends JSON only when there is a body, always sends
 * credentials, and turns a non-OK answer into an ApiError whose message is
 * '{status}: {body text or status text}' (docs/architecture.md#api); `serverMessage` is the JSON
 * body's `message` field, which auth and favorites calls show.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
    /** The answer's machine-readable `code` (shared/contracts/errors.ts): decide on it, not on the message. */
    readonly code?: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

/** The request never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed');
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For the outbox: an Idempotency-Key header. */
  idempotencyKey?: string;
}

export async function apiFetch(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed?.message === 'string') serverMessage = parsed.message;
    if (typeof parsed?.code === 'string') code = parsed.code;
  } catch {
    // not JSON: the text itself is the detail
  }
  return new ApiError(response.status, text || response.statusText, serverMessage, code);
}

/** A JSON call; `null` for 204. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiFetch(method, url, body, options);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The message to show for a failed call: the server's, else the given default. */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return fallback;
}
