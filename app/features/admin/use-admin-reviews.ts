import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reviewsApi } from '../../../shared/contracts/reviews';
import { REVIEW_PAGE } from '../../../shared/reviews';
import type { ReviewStatus } from '../../../shared/schemas/reviews';
import { useNavigate } from 'react-router-dom';
import { adminKeys, adminRequest, isAuthFailure, toastSessionExpired } from './admin-api';

/**
 * docs/product.md#reviews: one status's reviews, newest first, a page at a time ('Load more');
 * read anew each time the list is shown, since reviews arrive while the dashboard is open.
 */
export function useAdminReviews(status: ReviewStatus) {
  const navigate = useNavigate();
  const query = useInfiniteQuery({
    queryKey: adminKeys.reviewsOf(status),
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
