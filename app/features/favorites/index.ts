import { createElement, lazy, Suspense } from 'react';

export { FavoriteButton } from './favorite-button';
export { FavoriteRecipeCard } from './favorite-recipe-card';

// The grid loads with the page that shows it: the heart above is on the home page's first load.
const LazyFavoriteRecipes = lazy(() => import('./favorite-recipes').then((m) => ({ default: m.FavoriteRecipes })));

/** The signed-in user's saved recipes as a grid, or 'No favorites yet' (docs/product.md#favorites). */
export function FavoriteRecipes(props: { userId: number; headingLevel?: 2 | 3 }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyFavoriteRecipes, props));
}
