import { memo } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeCard } from '../../components/recipes/recipe-card';
import { FavoriteButton } from './favorite-button';

/**
 * A recipe's card with its heart, as every recipe grid shows it. Memoized: a screen that renders
 * again for a sync or a session answer leaves its cards alone while their recipe is the same.
 */
export const FavoriteRecipeCard = memo(function FavoriteRecipeCard({
  recipe,
  priority = false,
}: {
  recipe: Recipe;
  priority?: boolean;
}) {
  return <RecipeCard recipe={recipe} priority={priority} action={<FavoriteButton recipeId={recipe.id} />} />;
});
