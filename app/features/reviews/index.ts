export { RecipeReviews } from './recipe-reviews';
export { StarRatingInput } from './star-rating-input';
export { Stars } from './review-item';
export { fetchOwnReview, postReview, uploadReviewPhoto } from './reviews-api';
export { PHOTO_MAX_BYTES } from './review-photo-field';
