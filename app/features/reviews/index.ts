export { RecipeReviews } from './recipe-reviews';
/** The review calls with their schemas, loaded on demand (decision 002: not in a page's first load). */
export const loadReviewsApi = () => import('./reviews-api');
