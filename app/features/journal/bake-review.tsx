import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { JournalEntry } from '../../../shared/journal';
import { markBakeUnreviewed } from '../../data/journal';
import { ownReviewStatus, OWN_REVIEW_CHANGED, type OwnReviewStatus } from '../../data/own-review';
import { useAuth } from '../auth';
import { bakeDate } from './bake-date';
import { BAKE_REVIEW_WORDS } from './bake-review-words';

const loadDialog = () => import('./bake-review-dialog');
// The dialog, the reviews' calls and their schemas load on the first tap (decision 002).
const BakeReviewDialog = lazy(() => loadDialog().then((m) => ({ default: m.BakeReviewDialog })));

/**
 * A bake turned into a public review in one tap (docs/decisions/041-a-bake-becomes-a-review.md):
 * 'Post as a review' for a signed-in baker, or, once posted, where the review stands ('Review sent
 * for approval', 'Review published', 'The baker did not publish your review') with the way to it,
 * while that review is there. Nothing of the bake is public before this explicit act.
 */
export function BakeReview({ entry }: { entry: JournalEntry }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Where the review stands, once the server has said (offline: as it was sent).
  const [standing, setStanding] = useState<OwnReviewStatus>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const reviewedAt = entry.reviewedAt ?? null;
  // Posted from here: the button is gone, so focus goes to what the bake now says.
  useEffect(() => {
    if (reviewedAt && asked) status.current?.focus();
  }, [reviewedAt, asked]);

  // The bake says it was shared, and how it stands, while her review of the recipe is there: deleted
  // (here, on the recipe's page or elsewhere), the bake is offered again. Asked again when she comes
  // back to the page (the baker may have read it meanwhile). Offline or unanswered, it stays as it was.
  const signedIn = user?.id ?? null;
  useEffect(() => {
    if (!reviewedAt || signedIn === null) return;
    let current = true;
    const check = () =>
      ownReviewStatus(entry.slug).then(
        (status) => {
          if (!current) return;
          setStanding(status);
          if (!status) return markBakeUnreviewed(entry.id);
        },
        () => undefined,
      );
    void check();
    const changed = (event: Event) => {
      if ((event as CustomEvent<{ slug?: string }>).detail?.slug === entry.slug) void check();
    };
    const back = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener(OWN_REVIEW_CHANGED, changed);
    document.addEventListener('visibilitychange', back);
    return () => {
      current = false;
      window.removeEventListener(OWN_REVIEW_CHANGED, changed);
      document.removeEventListener('visibilitychange', back);
    };
  }, [reviewedAt, signedIn, entry.slug, entry.id]);

  if (reviewedAt)
    return (
      <p ref={status} tabIndex={-1} role="status" className="text-sm text-cocoa" data-testid="bake-reviewed">
        <span className={`font-semibold ${standing === 'rejected' ? 'text-cocoa' : 'text-sage'}`}>
          {standing === 'approved'
            ? BAKE_REVIEW_WORDS.published
            : standing === 'rejected'
              ? BAKE_REVIEW_WORDS.notPublished
              : BAKE_REVIEW_WORDS.sent}
        </span>
        {' · '}
        <Link to={`/recipes/${entry.slug}#reviews`} className="font-semibold text-crust underline underline-offset-4">
          See your review
        </Link>
      </p>
    );
  if (!user) return null;
  return (
    <div>
      <button
        ref={opener}
        type="button"
        className="btn-outline"
        aria-label={`Post as a review: ${entry.title}, ${bakeDate(entry.madeAt)}`}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Post as a review
      </button>
      {asked && (
        <Suspense fallback={null}>
          <BakeReviewDialog
            entry={entry}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => opener.current?.isConnected && opener.current.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
