import { useState } from 'react';
import { REVIEW_TEXT_MAX } from '../../../shared/reviews';
import type { AdminReview, ReviewStatus } from '../../../shared/schemas/reviews';
import { Link } from 'react-router-dom';
import { formatDate, TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useModerateReview } from './api/moderate-review';
import { useAdminReviews } from './use-admin-reviews';

const STATUSES: { value: ReviewStatus; label: string; empty: string }[] = [
  { value: 'pending', label: 'Pending', empty: 'No reviews are waiting.' },
  { value: 'approved', label: 'Approved', empty: 'No approved reviews yet.' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected reviews.' },
];

/**
 * docs/product.md#reviews (Reviews tab): the reviews by status, newest first, paged; approve,
 * reject, and a reply that shows under the review. Nothing shows on the site before approval.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useAdminReviews(status);
  const actions = useModerateReview();
  const shown = STATUSES.find((s) => s.value === status)!;
  const rows = reviews.data?.pages.flatMap((page) => page.reviews);
  return (
    <div>
      <div role="group" aria-label="Show reviews" className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            className="chip"
            aria-pressed={status === s.value}
            onClick={() => setStatus(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <TabLoading label="Loading reviews" />
      ) : rows === undefined ? (
        <TabError message="Failed to load reviews. Please try again." onRetry={() => void reviews.refetch()} />
      ) : (
        <div className="mt-4">
          <TabStale query={{ ...reviews, data: rows }} what="reviews" />
          {rows.length === 0 ? (
            <TabEmpty title={shown.empty}>New reviews wait under Pending until you approve or reject them.</TabEmpty>
          ) : (
            <ul className="space-y-3" aria-label={`${shown.label} reviews`}>
              {rows.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} busy={actions.busy === review.id} run={actions.run} />
                </li>
              ))}
            </ul>
          )}
          {reviews.hasNextPage && (
            <button
              type="button"
              className="btn-outline mt-4"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? 'Loading…' : 'Load more reviews'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ReviewCard({
  review,
  busy,
  run,
}: {
  review: AdminReview;
  busy: boolean;
  run: ReturnType<typeof useModerateReview>['run'];
}) {
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply?.text ?? '');
  const headingId = `admin-review-${review.id}`;
  const replyId = `admin-review-reply-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5" data-review-id={review.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg">
          {review.rating} {review.rating === 1 ? 'star' : 'stars'} for{' '}
          <Link to={`/recipes/${review.recipe.slug}`} className="underline hover:text-crust">
            {review.recipe.title}
          </Link>
        </h2>
        <p className="text-sm text-cocoa">{formatDate(review.submittedAt)}</p>
      </div>
      <p className="mt-1 text-[15px] text-cocoa [overflow-wrap:anywhere]">
        By <span className="font-semibold text-ink">{review.author}</span> ({review.username})
      </p>
      {review.text ? (
        <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>
      ) : (
        <p className="mt-2 text-cocoa italic">A rating without words.</p>
      )}
      {review.photo && (
        <a href={`${review.photo}/1200`} target="_blank" rel="noreferrer" className="mt-3 inline-block">
          <img
            src={`${review.photo}/400`}
            alt={`Photo sent with the review by ${review.author} (opens full size)`}
            className="h-32 w-32 rounded-xl bg-cream object-cover"
          />
        </a>
      )}
      {review.reply && !replying && (
        <div className="mt-3 rounded-xl border-l-4 border-crust/40 bg-cream/70 px-4 py-3">
          <p className="text-sm font-semibold text-crust">Your reply</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.reply.text}</p>
        </div>
      )}
      {replying && (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(review, 'reply', reply.trim()).then((done) => done && setReplying(false));
          }}
        >
          <label htmlFor={replyId} className="label">
            Your reply (shown under the review)
          </label>
          <textarea
            id={replyId}
            className="input min-h-24"
            value={reply}
            maxLength={REVIEW_TEXT_MAX}
            onChange={(event) => setReply(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving...' : 'Save reply'}
            </button>
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => setReplying(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {review.status !== 'approved' && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            aria-label={`Approve the review by ${review.author} of ${review.recipe.title}`}
            onClick={() => void run(review, 'approve')}
          >
            Approve
          </button>
        )}
        {review.status !== 'rejected' && (
          <button
            type="button"
            className="btn min-h-11 border-2 border-berry/30 bg-white text-berry-dark hover:border-berry hover:bg-berry/5"
            disabled={busy}
            aria-label={`Reject the review by ${review.author} of ${review.recipe.title}`}
            onClick={() => void run(review, 'reject')}
          >
            Reject
          </button>
        )}
        {!replying && (
          <button type="button" className="btn-ghost" disabled={busy} onClick={() => setReplying(true)}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
        )}
      </div>
    </article>
  );
}
