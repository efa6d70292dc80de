import { z } from 'zod';
import { combinationSchema, recipeCompilerRequestSchema } from '../schemas/ai';
import { defineApi } from './contract';

export const healthApi = {
  health: defineApi({
    method: 'GET',
    path: '/api/health',
    access: 'none',
    answer: z.object({
      ok: z.literal(true),
      version: z.string(),
      /**
       * With REPLICA_URL (docs/decisions/028-continuous-replication.md): how many seconds the
       * replica is behind, 0 while it holds every write and photo; null when the replication has
       * not reported for 10 s (not started yet, or stopped).
       */
      replica: z.object({ behindSeconds: z.number().int().min(0).nullable() }).optional(),
    }),
  }),
} as const;

/** The AI Recipe Combiner (docs/product.md#combos). */
export const aiApi = {
  recipeCompiler: defineApi({
    method: 'POST',
    path: '/api/ai/recipe-compiler',
    access: 'none',
    body: recipeCompilerRequestSchema,
    answer: combinationSchema,
  }),
} as const;
