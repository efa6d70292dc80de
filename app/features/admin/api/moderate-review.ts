import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../../../shared/contracts/contract';
import { reviewsApi } from '../../../../shared/contracts/reviews';
import type { AdminReview } from '../../../../shared/schemas/reviews';
import { toast } from '../../../components/ui/toast-store';
import { adminKeys, adminRequest, afterRecipeChange, SENT_WHEN_ASKED } from '../admin-api';
import { reportAdminFailure } from '../admin-errors';

export type ReviewAction = 'approve' | 'reject' | 'reply';

interface Moderation {
  review: AdminReview;
  action: ReviewAction;
  /** The reply; empty removes it. */
  text?: string;
}

const DONE: Record<ReviewAction, { title: string; failure: string }> = {
  approve: { title: 'Review Approved', failure: 'There was a problem approving the review. Please try again.' },
  reject: { title: 'Review Rejected', failure: 'There was a problem rejecting the review. Please try again.' },
  reply: { title: 'Reply Saved', failure: 'There was a problem saving the reply. Please try again.' },
};

/** POST /api/admin/reviews/:id/approve, /reject or /reply (docs/product.md#reviews). */
export async function moderateReview({ review, action, text }: Moderation) {
  const contract = reviewsApi[action];
  await adminRequest(contract.method, pathOf(contract, { id: review.id }), action === 'reply' ? { text } : undefined);
}

/**
 * Approve, reject, reply: the three moderation calls share their shape, so one hook. After each the
 * lists are read again and this device syncs, so the recipe's figures on the device follow at once
 * (docs/architecture.md#data-flow). `busy` is the review being moderated; `run` says whether it was.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: moderateReview,
    onSuccess: (_, { review, action, text }) =>
      toast({
        title: action === 'reply' && !text ? 'Reply Removed' : DONE[action].title,
        description: `${review.author} on ${review.recipe.title}`,
        variant: 'success',
      }),
    onError: (err, { action }) => {
      if (reportAdminFailure(err, { description: DONE[action].failure })) navigate('/admin/login');
    },
    onSettled: (_, __, { action }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
        action === 'reply' ? undefined : afterRecipeChange(queryClient).catch(() => undefined),
      ]),
  });
  const run = (review: AdminReview, action: ReviewAction, text?: string): Promise<boolean> =>
    mutation.mutateAsync({ review, action, text }).then(
      () => true,
      () => false,
    );
  return { busy: mutation.isPending ? mutation.variables.review.id : null, run };
}
