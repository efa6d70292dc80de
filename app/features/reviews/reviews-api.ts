import { pathOf, reviewsApi } from '../../../shared/contracts';
import type { OwnReview } from '../../../shared/schemas/reviews';
import {
  ownReviewAnswerSchema,
  ownReviewSchema,
  reviewPhotoSchema,
  reviewPhotoUrlSchema,
} from '../../../shared/schemas/reviews';
import { apiRequest, NetworkError, toApiError } from '../../data/api';
import { OWN_REVIEW_CHANGED } from '../../data/own-review';

/** The signed-in baker's own review of a recipe, whatever its status, or null. */
export async function fetchOwnReview(slug: string): Promise<OwnReview | null> {
  const answer = await apiRequest(reviewsApi.mine.method, pathOf(reviewsApi.mine, { slug }));
  return ownReviewAnswerSchema.parse(answer).review;
}

export { OWN_REVIEW_CHANGED };

/** Posts (or replaces) the review: the answer is it, pending until the baker reads it. */
export async function postReview(
  slug: string,
  body: { rating: number; text: string; photo: string | null },
): Promise<OwnReview> {
  const posted = ownReviewSchema.parse(
    await apiRequest(reviewsApi.submit.method, pathOf(reviewsApi.submit, { slug }), body),
  );
  window.dispatchEvent(new CustomEvent(OWN_REVIEW_CHANGED, { detail: { slug, review: posted } }));
  return posted;
}

export async function deleteReview(slug: string): Promise<void> {
  await apiRequest(reviewsApi.remove.method, pathOf(reviewsApi.remove, { slug }));
  // A bake posted as this review offers to be posted again (docs/decisions/042-a-waiting-photo-keeps-its-owner.md).
  window.dispatchEvent(new CustomEvent(OWN_REVIEW_CHANGED, { detail: { slug, review: null } }));
}

/**
 * A photo through the three upload calls (docs/product.md#reviews): a signed URL, the file's
 * bytes as they are (the server checks them, turns them upright and drops their EXIF, GPS
 * included), then the stored photo's address.
 */
export async function uploadReviewPhoto(file: Blob): Promise<string> {
  const { uploadURL } = reviewPhotoUrlSchema.parse(
    await apiRequest(reviewsApi.photoUploadUrl.method, reviewsApi.photoUploadUrl.path),
  );
  await putBytes(uploadURL, file);
  return reviewPhotoSchema.parse(
    await apiRequest(reviewsApi.photoSetPolicy.method, reviewsApi.photoSetPolicy.path, { uploadURL }),
  ).photo;
}

/** The signed PUT carries the image's bytes, not JSON (the one call app/data/api.ts does not make). */
async function putBytes(url: string, file: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
      credentials: 'include',
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!response.ok) throw await toApiError(response);
}
