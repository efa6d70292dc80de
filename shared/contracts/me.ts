import {
  userChangesAnswerSchema,
  userChangesBodySchema,
  userChangesPageSchema,
  userChangesQuerySchema,
  type UserChangesBody,
} from '../schemas/user-data';
import { defineApi } from './contract';
import { defineOutboxWrite } from './outbox';

/** The signed-in baker's own data, on every device (docs/product.md#offline-and-sync). */
export const meApi = {
  changes: defineApi({
    method: 'GET',
    path: '/api/me/changes',
    access: 'user',
    query: userChangesQuerySchema,
    answer: userChangesPageSchema,
  }),
  push: defineApi({
    method: 'POST',
    path: '/api/me/changes',
    access: 'user',
    body: userChangesBodySchema,
    answer: userChangesAnswerSchema,
    idempotency: 'me.changes',
  }),
} as const;

export const meWrites = {
  /**
   * Changes to one item go out in the order they were made: a note's text names the texts it
   * replaces, which must reach the server first.
   */
  push: defineOutboxWrite<UserChangesBody>(meApi.push, {
    payload: userChangesBodySchema,
    request: (payload) => ({ body: payload }),
    orderKey: ({ changes }) => `me:${changes[0]?.c}:${changes[0]?.id}`,
    private: true,
  }),
} as const;
