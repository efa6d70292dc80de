export { RecipeReviews } from './recipe-reviews';
