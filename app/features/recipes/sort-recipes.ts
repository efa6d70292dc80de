import { topRatedScore } from '../../../shared/rating';
import { totalMinutes } from '../../../shared/total-time';
import type { Recipe } from '../../../shared/schemas/recipe';
import { byTitle } from '../../data/recipes';
import type { RecipeSort } from './list-preferences';

/**
 * The list in the visitor's order (quickest: the total time the card and the page show). A-Z is the order the device reads it in (returned as is);
 * newest is by id, which only grows (a new recipe's id is above every id the catalog has had); top
 * rated by the approved ratings (shared/rating.ts `topRatedScore`).
 * Ties go by title, so the order is the same on every device.
 */
export function sortRecipes(recipes: Recipe[], sort: RecipeSort): Recipe[] {
  if (sort === 'az') return recipes;
  if (sort === 'newest') return [...recipes].sort((a, b) => b.id - a.id);
  if (sort === 'top-rated') {
    // docs/product.md#reviews: the approved average, weighed by how many rated it; unrated ones last.
    const score = new Map(recipes.map((r) => [r.id, topRatedScore(r.rating)]));
    return [...recipes].sort((a, b) => score.get(b.id)! - score.get(a.id)! || byTitle(a, b));
  }
  const minutes = new Map(recipes.map((r) => [r.id, totalMinutes(r) ?? Number.POSITIVE_INFINITY]));
  return [...recipes].sort((a, b) => minutes.get(a.id)! - minutes.get(b.id)! || byTitle(a, b));
}
