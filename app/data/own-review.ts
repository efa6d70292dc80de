import { apiRequest } from './api';

/**
 * Said on `window` when the signed-in baker's own review of `detail.slug` changed outside the
 * recipe's review form: posted from a bake (`detail.review`), or deleted (`detail.review` null).
 */
export const OWN_REVIEW_CHANGED = 'sift:own-review-changed';

const asking = new Map<string, Promise<boolean>>();

/**
 * Whether the signed-in baker has a review of the recipe, whatever its status
 * (docs/decisions/042-a-waiting-photo-keeps-its-owner.md): GET /api/recipes/:slug/reviews/mine
 * (`reviewsApi.mine` in shared/contracts/reviews.ts), written out so the contract's schemas stay
 * out of the journal's screens (decision 002). One question a recipe at a time, however many of
 * its bakes ask. Throws offline, signed out, or on anything that is not such an answer.
 */
export function hasOwnReview(slug: string): Promise<boolean> {
  let answer = asking.get(slug);
  if (!answer) {
    answer = apiRequest<{ review?: unknown } | null>(
      'GET',
      `/api/recipes/${encodeURIComponent(slug)}/reviews/mine`,
    ).then((body) => {
      if (body?.review === null) return false;
      if (body?.review && typeof body.review === 'object') return true;
      throw new Error('The answer says nothing of a review');
    });
    const asked = answer;
    asking.set(slug, asked);
    void asked.then(
      () => asking.delete(slug),
      () => asking.delete(slug),
    );
  }
  return answer;
}
