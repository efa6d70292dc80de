import type { Recipe } from '../../../shared/schemas/recipe';
import { RecipeCard } from '../../components/recipes/recipe-card';

export function RecipeGrid({ recipes }: { recipes: Recipe[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe, i) => (
        <RecipeCard key={recipe.id} recipe={recipe} priority={i < 2} />
      ))}
    </div>
  );
}
