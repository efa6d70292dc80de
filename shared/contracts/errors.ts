import { z } from 'zod';

/**
 * Machine-readable codes of the errors a client must act on, sent as `code` beside the
 * sentence in `message` (which is for people and may be reworded): clients decide on the code,
 * never on the text.
 */
export const ERROR_CODES = {
  /** 409: the first request with this Idempotency-Key is still running: send it again later. */
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
  /** 422: the Idempotency-Key was used for a different request: a new key is needed. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /**
   * 409: the account's own data is at its byte budget (USER_DATA_MAX_KB). The change is not kept
   * on the server, and not refused for good: it waits on the device, and the same request goes
   * through once the baker has removed something (docs/decisions/025-bounded-account-data.md).
   */
  userDataFull: 'USER_DATA_FULL',
  /**
   * 409: the date a customer chose instead of a cancelled class filled up meanwhile: nothing was
   * changed, and the page reads the dates again to offer the rest (docs/product.md#shop).
   */
  classDateFull: 'CLASS_DATE_FULL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every API error answer: `{ message }`, with `code` when the client must act on it, `issues` for validation. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
