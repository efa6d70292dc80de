import { z } from 'zod';
import { combinationSchema, recipeCompilerRequestSchema } from '../schemas/ai';
import { defineApi } from './contract';

export const healthApi = {
  health: defineApi({
    method: 'GET',
    path: '/api/health',
    access: 'none',
    answer: z.object({ ok: z.literal(true), version: z.string() }),
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
