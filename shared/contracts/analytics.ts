import { z } from 'zod';
import { comboCreatedSchema } from '../schemas/ai';
import { defineApi } from './contract';
import { defineOutboxWrite } from './outbox';

/** Anonymous counts the baker reads (docs/product.md#combos). */
export const analyticsApi = {
  comboCreated: defineApi({
    method: 'POST',
    path: '/api/analytics/combo-created',
    access: 'none',
    body: comboCreatedSchema,
    answer: z.object({ ok: z.literal(true) }),
    idempotency: 'analytics.combo',
  }),
} as const;

export const analyticsWrites = {
  comboCreated: defineOutboxWrite(analyticsApi.comboCreated, {
    payload: comboCreatedSchema,
    request: (payload) => ({ body: payload }),
    private: false,
    formerKinds: ['combo.analytics'],
  }),
} as const;
