import type { z } from 'zod';
import type { ApiContract } from './contract';

/**
 * An offline write: a call the device queues in its outbox and sends when it can, with an
 * Idempotency-Key. Its kind is the call's idempotency scope, so the device and the server name
 * it alike. The payload is what is stored on the device; `request` turns it into the call.
 */
export interface OutboxWrite<P = unknown> {
  /** The outbox kind: the call's idempotency scope. */
  kind: string;
  api: ApiContract;
  /**
   * Checks a payload when queued and when read back from storage (an old or half-written entry).
   * The payload is stored and sent as given (its input type), not as the schema transforms it.
   */
  payload: z.ZodType<unknown, P>;
  request(payload: P): { params?: Record<string, string | number>; body?: unknown };
  /**
   * Writes with the same key (for the same user) are sent strictly in order, and one that must
   * wait holds back the later ones: a user's adds and removes of one favorite. Omitted: the
   * write stands alone.
   */
  orderKey?(payload: P): string;
  /** Needs a signed-in user (sent only while that user's session is the current one). */
  private: boolean;
  /** Names this kind was stored under by older builds: entries under them are read as this kind. */
  formerKinds?: readonly string[];
}

/** An offline write on `api`, its kind taken from the call's idempotency scope. */
export function defineOutboxWrite<P>(api: ApiContract, write: Omit<OutboxWrite<P>, 'kind' | 'api'>): OutboxWrite<P> {
  if (!api.idempotency)
    throw new Error(`${api.method} ${api.path} takes no Idempotency-Key: it cannot be an outbox write`);
  return { kind: api.idempotency, api, ...write };
}
