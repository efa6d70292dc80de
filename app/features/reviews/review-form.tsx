import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { hasControlCharacters, REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '../../../shared/reviews';
import type { Recipe } from '../../../shared/schemas/recipe';
import type { OwnReview } from '../../../shared/schemas/reviews';
import { formatCount } from '../../../shared/numbers';
import { ApiError, messageOf, NetworkError } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { OwnReviewCard } from './own-review';
import { clearDraft, readDraft, saveDraft } from './review-draft';
import { PHOTO_MAX_BYTES, ReviewPhotoField, type PhotoChoice } from './review-photo-field';
import { deleteReview, fetchOwnReview, OWN_REVIEW_CHANGED, postReview, uploadReviewPhoto } from './reviews-api';
import { StarRatingInput } from '../../components/recipes/star-rating-input';

interface Errors {
  rating?: string;
  text?: string;
  photo?: string;
  form?: string;
}

/**
 * A signed-in baker's review of the recipe (docs/product.md#reviews): her own review with its
 * state, or the form (stars, words, a photo). Posting needs a connection; what she typed is kept
 * in this browser until it is posted, so offline or a failure loses nothing.
 */
export function ReviewForm({ recipe, userId, startOpen }: { recipe: Recipe; userId: number; startOpen: boolean }) {
  const slug = recipe.slug;
  const [own, setOwn] = useState<OwnReview | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(() => readDraft(slug)?.rating ?? null);
  const [text, setText] = useState(() => readDraft(slug)?.text ?? '');
  const [photo, setPhoto] = useState<PhotoChoice>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'posting' | 'deleting'>('idle');
  const [notice, setNotice] = useState('');
  const firstStar = useRef<HTMLInputElement>(null);
  const textId = useId();

  useEffect(() => {
    let cancelled = false;
    fetchOwnReview(slug)
      .then((review) => !cancelled && setOwn(review))
      .catch(() => !cancelled && setOwn(null));
    return () => {
      cancelled = true;
    };
  }, [slug, userId]);

  // A bake posted as this recipe's review from 'My journal' (docs/decisions/041-a-bake-becomes-a-review.md).
  useEffect(() => {
    const changed = (event: Event) => {
      const detail = (event as CustomEvent<{ slug: string; review: OwnReview | null }>).detail;
      if (detail.slug !== slug) return;
      setOwn(detail.review);
      setEditing(false);
    };
    window.addEventListener(OWN_REVIEW_CHANGED, changed);
    return () => window.removeEventListener(OWN_REVIEW_CHANGED, changed);
  }, [slug]);

  useEffect(() => {
    if (startOpen && own === null) firstStar.current?.focus();
  }, [startOpen, own]);

  if (own === undefined) return <div className="skeleton mt-4 h-40 w-full" aria-hidden="true" />;

  const status = notice ? (
    <p role="status" className="mt-4 rounded-xl bg-sage/10 px-4 py-3 font-semibold text-sage">
      {notice}
    </p>
  ) : (
    <p role="status" className="sr-only" />
  );

  if (own && !editing)
    return (
      <>
        {status}
        <OwnReviewCard
          review={own}
          busy={phase === 'deleting'}
          onEdit={() => {
            setRating(own.rating);
            setText(own.text);
            setPhoto(own.photo ? { kept: own.photo } : null);
            setNotice('');
            setEditing(true);
          }}
          onDelete={() => void remove()}
        />
      </>
    );

  function change(next: { rating?: number; text?: string }) {
    const draft = { rating: next.rating ?? rating, text: next.text ?? text };
    if (next.rating !== undefined) setRating(next.rating);
    if (next.text !== undefined) setText(next.text);
    setErrors((shown) => ({
      ...shown,
      ...(next.rating ? { rating: undefined } : { text: undefined }),
      form: undefined,
    }));
    saveDraft(slug, draft);
  }

  async function remove() {
    setPhase('deleting');
    try {
      await deleteReview(slug);
      setOwn(null);
      setNotice('Your review was deleted.');
    } catch (err) {
      toast({ title: 'Error', description: failure(err, 'Your review could not be deleted.'), variant: 'destructive' });
    } finally {
      setPhase('idle');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (rating === null) found.rating = REVIEW_MESSAGES.rating;
    if (hasControlCharacters(text)) found.text = REVIEW_MESSAGES.textControl;
    if (photo && 'file' in photo && photo.file.size > PHOTO_MAX_BYTES)
      found.photo = 'The photo is larger than 10 MB. Please choose a smaller one.';
    if (!found.rating && !found.text && !found.photo && !navigator.onLine) found.form = REVIEW_MESSAGES.offline;
    setErrors(found);
    if (found.rating) return firstStar.current?.focus();
    if (found.text) return document.getElementById(textId)?.focus();
    if (found.photo || found.form) return;
    try {
      let photoPath: string | null = photo && 'kept' in photo ? photo.kept : null;
      if (photo && 'file' in photo) {
        setPhase('uploading');
        photoPath = await uploadReviewPhoto(photo.file);
        setPhoto({ kept: photoPath });
      }
      setPhase('posting');
      const posted = await postReview(slug, { rating: rating!, text, photo: photoPath });
      clearDraft(slug);
      setOwn(posted);
      setEditing(false);
      setNotice(REVIEW_MESSAGES.thanks);
    } catch (err) {
      setErrors({ form: failure(err, 'Your review could not be posted. Please try again.') });
    } finally {
      setPhase('idle');
    }
  }

  const busy = phase !== 'idle';
  return (
    <form className="card mt-4 grid gap-4 p-4 sm:p-5" aria-label="Rate this recipe" noValidate onSubmit={submit}>
      {status}
      <StarRatingInput
        value={rating}
        onChange={(stars) => change({ rating: stars })}
        error={errors.rating}
        inputRef={firstStar}
      />
      <div>
        <label htmlFor={textId} className="label">
          Your review (optional)
        </label>
        <textarea
          id={textId}
          className="input min-h-28 resize-y leading-relaxed"
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          placeholder="How did it turn out? What would you tell the next baker?"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${textId}-count${errors.text ? ` ${textId}-error` : ''}`}
          onChange={(event) => change({ text: event.target.value })}
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
      <ReviewPhotoField photo={photo} onChange={setPhoto} error={errors.photo} />
      {errors.form && (
        <p
          role="alert"
          className="rounded-xl border border-berry/40 bg-berry/5 px-4 py-3 font-semibold text-berry-dark"
        >
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {phase === 'uploading' ? 'Sending the photo…' : phase === 'posting' ? 'Posting…' : 'Post review'}
        </button>
        {own && (
          <button type="button" className="btn-ghost" disabled={busy} onClick={() => setEditing(false)}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** What to say when a call failed: offline, the server's own words, or `fallback`. */
function failure(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return REVIEW_MESSAGES.offline;
  if (err instanceof ApiError && err.status === 401) return 'Your session has ended. Please sign in again.';
  return messageOf(err, fallback);
}
