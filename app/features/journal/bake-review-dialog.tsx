import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { bakePhotoIds } from '../../../shared/bake-photos';
import type { JournalEntry } from '../../../shared/journal';
import { formatCount } from '../../../shared/numbers';
import { hasControlCharacters, REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '../../../shared/reviews';
import type { OwnReview } from '../../../shared/schemas/reviews';
import { ApiError, messageOf, NetworkError } from '../../data/api';
import { copyBakePhotoForReview } from '../../data/bake-photos';
import { markBakeReviewed } from '../../data/journal';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { StarRatingInput } from '../../components/recipes/star-rating-input';
import { Stars } from '../../components/recipes/stars';
import { loadReviewsApi } from '../reviews';
import { BAKE_REVIEW_WORDS } from './bake-review-words';

const STATUS_WORDS: Record<OwnReview['status'], string> = {
  pending: 'waiting for approval',
  approved: 'published',
  rejected: 'not published',
};

/**
 * "Post as a review" (docs/decisions/041-a-bake-becomes-a-review.md): shows exactly what becomes
 * public (the stars, the note as the review's words, editable here) and posts it with one tap
 * through the reviews' own call, pending until the baker approves it. A bake without stars asks
 * for them first; a recipe already reviewed says the post replaces that review. Offline, or a
 * failure, loses nothing: the bake and its note stay in the journal as they were.
 */
export function BakeReviewDialog({
  entry,
  open,
  onOpenChange,
  onClosed,
}: {
  entry: JournalEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back (the dialog opens from state: Radix does not know its trigger). */
  onClosed: () => void;
}) {
  const textId = useId();
  const [rating, setRating] = useState<number | null>(entry.rating ?? null);
  const [text, setText] = useState(entry.note.slice(0, REVIEW_TEXT_MAX));
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [posting, setPosting] = useState(false);
  const [existing, setExisting] = useState<OwnReview | null>(null);
  const sentPhotos = bakePhotoIds(entry);
  const [photo, setPhoto] = useState<string | null>(sentPhotos[0] ?? null);
  const firstStar = useRef<HTMLInputElement>(null);

  // The baker's review of this recipe, if she has one: posting replaces it, so the dialog says so.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadReviewsApi()
      .then((api) => api.fetchOwnReview(entry.slug))
      .then((review) => !cancelled && setExisting(review))
      .catch(() => !cancelled && setExisting(null));
    return () => {
      cancelled = true;
    };
  }, [open, entry.slug]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (rating === null) found.rating = BAKE_REVIEW_WORDS.starsFirst;
    if (hasControlCharacters(text)) found.text = REVIEW_MESSAGES.textControl;
    if (!found.rating && !found.text && !navigator.onLine) found.form = BAKE_REVIEW_WORDS.offline;
    setErrors(found);
    if (found.rating) return firstStar.current?.focus();
    if (found.text) return document.getElementById(textId)?.focus();
    if (found.form) return;
    setPosting(true);
    try {
      // The review's photo is its own public copy; the bake's stays private.
      const path = photo && sentPhotos.includes(photo) ? await copyBakePhotoForReview(photo) : null;
      const { postReview } = await loadReviewsApi();
      await postReview(entry.slug, { rating: rating!, text, photo: path });
      await markBakeReviewed(entry.id, rating!);
      onOpenChange(false);
    } catch (err) {
      setErrors({ form: failure(err) });
    } finally {
      setPosting(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onKeyDown={closeOnEscape(() => onOpenChange(false))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-oat bg-flour p-6 shadow-2xl sm:p-8"
          data-testid="bake-review-dialog"
        >
          <Dialog.Title className="pr-10 text-3xl font-semibold">Post as a review</Dialog.Title>
          <Dialog.Description className="mt-2 text-cocoa">
            Your review of {entry.title}. {BAKE_REVIEW_WORDS.whatIsPublic}
          </Dialog.Description>
          {existing && (
            <p className="mt-4 rounded-xl bg-butter/50 px-4 py-3 text-ink" data-testid="replaces-review">
              <span className="font-semibold">You have already reviewed this recipe</span> (
              <Stars rating={existing.rating} className="inline h-4 w-4 align-[-2px]" />,{' '}
              {STATUS_WORDS[existing.status]}
              ). {BAKE_REVIEW_WORDS.replaces}
            </p>
          )}
          <form className="mt-5 grid gap-4" noValidate onSubmit={submit} aria-label="Post as a review">
            <StarRatingInput
              legend="How did it turn out?"
              value={rating}
              onChange={(stars) => {
                setRating(stars);
                setErrors((shown) => ({ ...shown, rating: undefined, form: undefined }));
              }}
              error={errors.rating}
              inputRef={firstStar}
            />
            <div>
              <label htmlFor={textId} className="label">
                Your review (optional)
              </label>
              <p id={`${textId}-hint`} className="mb-2 text-sm text-cocoa">
                {BAKE_REVIEW_WORDS.fromNote}
              </p>
              <textarea
                id={textId}
                className="input min-h-28 resize-y leading-relaxed"
                value={text}
                maxLength={REVIEW_TEXT_MAX}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={`${textId}-hint ${textId}-count${errors.text ? ` ${textId}-error` : ''}`}
                onChange={(event) => {
                  setText(event.target.value);
                  setErrors((shown) => ({ ...shown, text: undefined, form: undefined }));
                }}
              />
              <p id={`${textId}-count`} className="mt-1 text-right text-sm text-cocoa">
                {formatCount(text.length)} / {formatCount(REVIEW_TEXT_MAX)}
              </p>
              {errors.text && (
                <p id={`${textId}-error`} className="field-error">
                  {errors.text}
                </p>
              )}
            </div>
            {sentPhotos.length > 0 && <PhotoChoice photos={sentPhotos} value={photo} onChange={setPhoto} />}
            {errors.form && (
              <p
                role="alert"
                className="rounded-xl border border-berry/40 bg-berry/5 px-4 py-3 font-semibold text-berry-dark"
              >
                {errors.form}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={posting}>
                {posting ? 'Posting…' : existing ? 'Replace my review' : 'Post review'}
              </button>
              <Dialog.Close className="btn-ghost" disabled={posting}>
                Cancel
              </Dialog.Close>
            </div>
          </form>
          <Dialog.Close className="icon-btn absolute top-3 right-3" aria-label="Close">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function failure(err: unknown): string {
  if (err instanceof NetworkError) return BAKE_REVIEW_WORDS.offline;
  if (err instanceof ApiError && err.status === 401) return 'Your session has ended. Please sign in again.';
  return messageOf(err, 'Your review could not be posted. Please try again.');
}

/** Which photo of the bake the review shows (a review has one), or none. */
function PhotoChoice({
  photos,
  value,
  onChange,
}: {
  photos: readonly string[];
  value: string | null;
  onChange: (photo: string | null) => void;
}) {
  const name = useId();
  const option =
    'relative grid cursor-pointer gap-1 rounded-xl p-1 has-[:checked]:outline-3 has-[:checked]:outline-crust has-[:focus-visible]:outline-berry';
  return (
    <fieldset>
      <legend className="label">Photo for the review</legend>
      <div className="flex flex-wrap gap-3">
        {photos.map((id, i) => (
          <label key={id} className={option}>
            <input type="radio" name={name} className="sr-only" checked={value === id} onChange={() => onChange(id)} />
            <img
              src={`/api/me/bake-photos/${id}/400`}
              alt={`Photo ${i + 1} of this bake`}
              className="aspect-square w-24 rounded-lg bg-cream object-cover"
            />
          </label>
        ))}
        <label className={`${option} place-items-center px-3`}>
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <span className="font-semibold">No photo</span>
        </label>
      </div>
    </fieldset>
  );
}
