import { memo } from 'react';
import type { PublicReview } from '../../../shared/schemas/reviews';
import { Stars } from '../../components/recipes/stars';

/** A date the same on the server and in every browser (no time zone moves it a day). */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * One approved review (docs/product.md#reviews): the reviewer by display name only, the text as
 * text (line breaks kept, a web address stays words: never a link, never HTML), the photo, and
 * the baker's reply under it.
 */
export const ReviewItem = memo(function ReviewItem({ review }: { review: PublicReview }) {
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-sans text-base font-semibold [overflow-wrap:anywhere]">
          {review.author}
        </h3>
        <Stars rating={review.rating} />
        <p className="text-sm text-cocoa">{reviewDate(review.submittedAt)}</p>
      </div>
      {review.text && <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>}
      {review.photo && (
        <img
          src={`${review.photo}/400`}
          srcSet={`${review.photo}/400 400w, ${review.photo}/800 800w`}
          sizes="(min-width: 640px) 224px, 60vw"
          alt={`Photo of the bake by ${review.author}`}
          loading="lazy"
          decoding="async"
          className="mt-3 aspect-square w-3/5 max-w-56 rounded-xl bg-cream object-cover"
        />
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl border-l-4 border-crust/40 bg-cream/70 px-4 py-3">
          <p className="text-sm font-semibold text-crust">Reply from the baker</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.reply.text}</p>
        </div>
      )}
    </article>
  );
});
