import { z } from 'zod';
import { recipeSchema, type Recipe } from '../../../shared/schemas/recipe';
import { adminKeys } from './admin-api';
import { useAdminQuery } from './use-admin-query';

const recipeList = z.array(recipeSchema);

/** The whole catalog as the server has it now (the dashboard edits the server's copy). */
export function useAdminRecipes() {
  return useAdminQuery<Recipe[]>(adminKeys.recipes, '/api/recipes', (raw) => recipeList.parse(raw));
}
