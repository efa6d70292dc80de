import { z } from 'zod';
import { recipeBodySchema } from '../recipe-form';
import { recipeListQuerySchema, recipeSchema, syncQuerySchema, syncResponseSchema } from '../schemas/recipe';
import { defineApi } from './contract';

/** The catalog, its sync to the device, and the admin's recipe writes (docs/product.md#recipes). */
export const recipesApi = {
  list: defineApi({
    method: 'GET',
    path: '/api/recipes',
    access: 'none',
    query: recipeListQuerySchema,
    answer: z.array(recipeSchema),
  }),
  featured: defineApi({ method: 'GET', path: '/api/recipes/featured', access: 'none', answer: z.array(recipeSchema) }),
  one: defineApi({ method: 'GET', path: '/api/recipes/:idOrSlug', access: 'none', answer: recipeSchema }),
  sync: defineApi({
    method: 'GET',
    path: '/api/sync/recipes',
    access: 'none',
    query: syncQuerySchema,
    answer: syncResponseSchema,
  }),
  /** The body is a recipe (`recipeBodySchema`); a PUT of only featured keys is a featured change. */
  create: defineApi({
    method: 'POST',
    path: '/api/recipes',
    access: 'admin',
    body: recipeBodySchema,
    answer: recipeSchema,
  }),
  update: defineApi({ method: 'PUT', path: '/api/recipes/:slug', access: 'admin', answer: recipeSchema }),
  remove: defineApi({ method: 'DELETE', path: '/api/recipes/:slug', access: 'admin' }),
} as const;
