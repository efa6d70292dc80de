import { z } from 'zod';
import { recipeSchema } from './recipe';

/** docs/product.md#favorites: POST /api/favorites/add */
export const favoriteAddSchema = z.object({
  recipeId: z
    .number({ error: 'recipeId must be a positive whole number' })
    .int('recipeId must be a positive whole number')
    .positive('recipeId must be a positive whole number'),
});
export type FavoriteAdd = z.infer<typeof favoriteAddSchema>;

/** GET /api/favorites: full recipes, newest favorite first, each with when it was saved. */
export const favoriteRecipeSchema = recipeSchema.extend({ favoritedAt: z.string() });
export const favoritesResponseSchema = z.array(favoriteRecipeSchema);
export type FavoriteRecipe = z.infer<typeof favoriteRecipeSchema>;
