import { z } from 'zod';
import { favoriteAddSchema, favoritesResponseSchema } from '../schemas/favorites';
import { defineApi } from './contract';

/**
 * A signed-in user's favorites (docs/product.md#favorites). The spec's calls; the app itself sends
 * a favorite as a change of the baker's own data (`me.changes`,
 * docs/decisions/039-favorites-follow-the-account.md), and these read and write the same items.
 */
export const favoritesApi = {
  list: defineApi({ method: 'GET', path: '/api/favorites', access: 'user', answer: favoritesResponseSchema }),
  add: defineApi({
    method: 'POST',
    path: '/api/favorites/add',
    access: 'user',
    body: favoriteAddSchema,
    answer: z.object({ recipeId: z.number(), favorite: z.literal(true) }),
    idempotency: 'favorites.add',
  }),
  remove: defineApi({
    method: 'DELETE',
    path: '/api/favorites/remove/:recipeId',
    access: 'user',
    answer: z.object({ recipeId: z.number(), favorite: z.literal(false) }),
    idempotency: 'favorites.remove',
  }),
} as const;
