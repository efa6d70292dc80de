import { useState } from 'react';
import type { OwnReview } from '../../../shared/schemas/reviews';
import { Stars } from '../../components/recipes/stars';

const STATUS: Record<OwnReview['status'], string> = {
  pending: 'Waiting for the baker to read it: it shows here once she approves it.',
  approved: 'Published with the reviews below.',
  rejected: 'The baker did not publish this review.',
};

/** The signed-in baker's own review with its state, and the way to change or delete it. */
export function OwnReviewCard({
  review,
  busy,
  onEdit,
  onDelete,
}: {
  review: OwnReview;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="card mt-4 p-4 sm:p-5" data-testid="own-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold">Your review</p>
        <Stars rating={review.rating} />
      </div>
      {review.text && <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>}
      {review.photo && (
        <img
          src={`${review.photo}/400`}
          alt="Your photo"
          className="mt-3 aspect-square w-32 rounded-xl bg-cream object-cover"
        />
      )}
      <p className="mt-2 text-sm text-cocoa" data-testid="own-review-status">
        {STATUS[review.status]}
      </p>
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Delete your review?">
          <p className="font-semibold">Delete your review?</p>
          <button type="button" className="btn-accent" disabled={busy} onClick={onDelete}>
            {busy ? 'Deleting…' : 'Yes, delete it'}
          </button>
          <button type="button" className="btn-ghost" disabled={busy} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onEdit}>
            Edit your review
          </button>
          <button type="button" className="btn-ghost" onClick={() => setConfirming(true)}>
            Delete your review
          </button>
        </div>
      )}
    </div>
  );
}
