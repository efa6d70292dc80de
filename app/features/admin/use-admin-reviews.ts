import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathOf } from '../../../shared/contracts/contract';
import { reviewsApi } from '../../../shared/contracts/reviews';
import { REVIEW_PAGE } from '../../../shared/reviews';
import type { AdminReview, ReviewStatus } from '../../../shared/schemas/reviews';
import { toast } from '../../components/ui/toast-store';
import { useNavigate } from 'react-router-dom';
import { adminRequest, afterRecipeChange, isAuthFailure, toastSessionExpired } from './admin-api';
import { reportAdminFailure } from './admin-errors';

export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (status: ReviewStatus) => ['admin', 'reviews', status] as const,
};

/**
 * docs/product.md#reviews: one status's reviews, newest first, a page at a time ('Load more');
 * read anew each time the list is shown, since reviews arrive while the dashboard is open.
 */
export function useAdminReviews(status: ReviewStatus) {
  const navigate = useNavigate();
  const query = useInfiniteQuery({
    queryKey: adminReviewKeys.list(status),
    queryFn: async ({ pageParam }) =>
      reviewsApi.adminList.answer.parse(
        await adminRequest(
          'GET',
          `${reviewsApi.adminList.path}?${new URLSearchParams({
            status,
            limit: String(REVIEW_PAGE.default),
            ...(pageParam ? { cursor: pageParam } : {}),
          })}`,
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });
  const expired = isAuthFailure(query.error);
  useEffect(() => {
    if (!expired) return;
    toastSessionExpired();
    navigate('/admin/login', { replace: true });
  }, [expired, navigate]);
  return query;
}

type Action = 'approve' | 'reject' | 'reply';

const DONE: Record<Action, { title: string; failure: string }> = {
  approve: { title: 'Review Approved', failure: 'There was a problem approving the review. Please try again.' },
  reject: { title: 'Review Rejected', failure: 'There was a problem rejecting the review. Please try again.' },
  reply: { title: 'Reply Saved', failure: 'There was a problem saving the reply. Please try again.' },
};

/**
 * Approve, reject, reply. After each the lists are read again and this device syncs, so the
 * recipe's figures on the device follow at once (docs/architecture.md#data-flow).
 */
export function useReviewActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);

  async function run(review: AdminReview, action: Action, text?: string): Promise<boolean> {
    setBusy(review.id);
    try {
      const contract = reviewsApi[action];
      await adminRequest(
        contract.method,
        pathOf(contract, { id: review.id }),
        action === 'reply' ? { text } : undefined,
      );
      toast({
        title: action === 'reply' && !text ? 'Reply Removed' : DONE[action].title,
        description: `${review.author} on ${review.recipe.title}`,
        variant: 'success',
      });
      return true;
    } catch (err) {
      if (reportAdminFailure(err, { description: DONE[action].failure })) navigate('/admin/login');
      return false;
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
        action === 'reply' ? undefined : afterRecipeChange(queryClient).catch(() => undefined),
      ]);
      setBusy(null);
    }
  }
  return { busy, run };
}
