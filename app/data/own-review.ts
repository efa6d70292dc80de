import { apiRequest } from './api';

/**
 * Said on `window` when the signed-in baker's own review of `detail.slug` changed outside the
 * recipe's review form: posted from a bake (`detail.review`), or deleted (`detail.review` null).
 */
export const OWN_REVIEW_CHANGED = 'sift:own-review-changed';

/** Where the baker's own review stands (shared/schemas/reviews.ts), or null: she has none. */
export type OwnReviewStatus = 'pending' | 'approved' | 'rejected' | null;
const STATUSES: readonly string[] = ['pending', 'approved', 'rejected'];

const asking = new Map<string, Promise<OwnReviewStatus>>();

/**
 * Whether the signed-in baker has a review of the recipe, and where it stands
 * (docs/decisions/042-a-waiting-photo-keeps-its-owner.md): GET /api/recipes/:slug/reviews/mine
 * (`reviewsApi.mine` in shared/contracts/reviews.ts), written out so the contract's schemas stay
 * out of the journal's screens (decision 002). One question a recipe at a time, however many of
 * its bakes ask. Throws offline, signed out, or on anything that is not such an answer.
 */
export function ownReviewStatus(slug: string): Promise<OwnReviewStatus> {
  let answer = asking.get(slug);
  if (!answer) {
    answer = apiRequest<{ review?: { status?: unknown } | null } | null>(
      'GET',
      `/api/recipes/${encodeURIComponent(slug)}/reviews/mine`,
    ).then((body) => {
      if (body?.review === null) return null;
      const status = body?.review?.status;
      if (typeof status === 'string' && STATUSES.includes(status)) return status as OwnReviewStatus;
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
