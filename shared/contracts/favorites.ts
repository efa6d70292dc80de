import { z } from 'zod';
import { favoriteAddSchema, favoritesResponseSchema } from '../schemas/favorites';
import { defineApi } from './contract';
import { defineOutboxWrite } from './outbox';

/** A signed-in user's favorites (docs/product.md#favorites). */
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

/** A user's adds and removes of one recipe's favorite go out in the order they were made. */
const sameFavorite = ({ recipeId }: { recipeId: number }) => `favorite:${recipeId}`;

export const favoriteWrites = {
  add: defineOutboxWrite(favoritesApi.add, {
    payload: favoriteAddSchema,
    request: (payload) => ({ body: payload }),
    orderKey: sameFavorite,
    private: true,
    formerKinds: ['favorite.add'],
  }),
  remove: defineOutboxWrite(favoritesApi.remove, {
    payload: favoriteAddSchema,
    request: ({ recipeId }) => ({ params: { recipeId } }),
    orderKey: sameFavorite,
    private: true,
    formerKinds: ['favorite.remove'],
  }),
} as const;
