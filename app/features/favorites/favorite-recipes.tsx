import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Recipe } from '../../../shared/schemas/recipe';
import { favoriteRecipes } from '../../data/favorites';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { RecipeCardSkeleton } from '../../components/recipes/recipe-card';
import { ShowMore, usePagedList } from '../../components/recipes/show-more';
import { FavoriteRecipeCard } from './favorite-recipe-card';

/** The user's saved recipes from the device (works offline); undefined while reading. */
export function useFavoriteRecipes(userId: number | null): Recipe[] | undefined {
  return useDeviceQuery((db) => (userId === null ? [] : favoriteRecipes(db, userId)), [userId]);
}

export function FavoriteRecipesSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <RecipeCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** The signed-in user's saved recipes (for pages of other features). */
export function FavoriteRecipes({ userId, headingLevel = 2 }: { userId: number; headingLevel?: 2 | 3 }) {
  return <FavoriteRecipesGrid recipes={useFavoriteRecipes(userId)} headingLevel={headingLevel} />;
}

/** A grid of saved recipes, or 'No favorites yet' with a way to find some (docs/product.md#favorites). */
export function FavoriteRecipesGrid({
  recipes,
  headingLevel = 2,
}: {
  recipes: Recipe[] | undefined;
  headingLevel?: 2 | 3;
}) {
  if (recipes === undefined) return <FavoriteRecipesSkeleton />;
  if (recipes.length === 0) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <div className="card grid place-items-center gap-3 px-6 py-12 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-12 w-12 text-berry/70"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.1 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        <Heading className="text-2xl">No favorites yet</Heading>
        <p className="max-w-md text-cocoa">
          Tap the heart on any recipe to keep it here, ready for your next bake, even without a signal.
        </p>
        <Link to="/recipes" className="btn-primary mt-2">
          Browse Recipes
        </Link>
      </div>
    );
  }
  return <SavedRecipesList recipes={recipes} />;
}

/** Saved recipes a page at a time: hundreds of cards at once blocked the page (issue 4). */
export const FAVORITES_PAGE = 24;

function SavedRecipesList({ recipes }: { recipes: Recipe[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { shown, total, more } = usePagedList(recipes, FAVORITES_PAGE);
  return (
    <>
      <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved recipes">
        {shown.map((recipe, i) => (
          <li key={recipe.id} className="grid">
            <FavoriteRecipeCard recipe={recipe} priority={i < 2} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={shown.length}
        total={total}
        pageSize={FAVORITES_PAGE}
        what="saved recipes"
        onMore={more}
        listRef={listRef}
      />
    </>
  );
}
