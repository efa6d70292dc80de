import { lazy, Suspense, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { RatingBadge } from '../../components/recipes/rating-badge';
import { toast } from '../../components/ui/toast-store';
import { useAuth, useAuthDialog } from '../auth';
import { ReviewItem } from './review-item';
import { useRecipeReviews } from './use-recipe-reviews';

// The form, its checks and the photo upload load only for a signed-in baker (decision 002).
/** The sign-in prompt's reason, as favorites word theirs (docs/product.md#favorites). */
const SIGN_IN = 'Please sign in to rate this recipe.';

const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Under a recipe (docs/product.md#reviews): its approved figures, the way to rate it (a signed-in
 * baker's form, else the sign-in prompt favorites use), and the approved reviews, newest first.
 * Rendered by the server with the reviews the page carries.
 */
export function RecipeReviews({ recipe }: { recipe: Recipe }) {
  const list = useRecipeReviews(recipe.slug);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="no-print max-w-3xl scroll-mt-24">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="reviews-heading" className="text-2xl">
          Reviews
        </h2>
        <RatingBadge rating={recipe.rating} large />
      </div>
      <RateThisRecipe recipe={recipe} />
      <ReviewList list={list} />
    </section>
  );
}

function RateThisRecipe({ recipe }: { recipe: Recipe }) {
  const { user, isLoading } = useAuth();
  const dialog = useAuthDialog();
  const [asked, setAsked] = useState(false);
  if (user)
    return (
      <Suspense fallback={<div className="skeleton mt-4 h-40 w-full" aria-hidden="true" />}>
        <ReviewForm recipe={recipe} userId={user.id} startOpen={asked} />
      </Suspense>
    );
  // docs/product.md#favorites' prompt: a toast and the sign-in dialog, saying why; the form once signed in.
  function signIn() {
    toast({ title: 'Authentication required', description: SIGN_IN });
    dialog.open({ mode: 'login', reason: SIGN_IN, onDone: (signedIn) => signedIn && setAsked(true) });
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-outline"
        disabled={isLoading}
        onClick={signIn}
        onPointerEnter={dialog.preload}
      >
        Rate this recipe
      </button>
      <p className="text-sm text-cocoa">Sign in to rate it and share how your bake turned out.</p>
    </div>
  );
}

function ReviewList({ list }: { list: ReturnType<typeof useRecipeReviews> }) {
  if (list.status === 'loading')
    return (
      <div role="status" aria-label="Loading reviews" className="mt-6 space-y-3">
        <div className="skeleton h-24 w-full" />
        <div className="skeleton h-24 w-full" />
      </div>
    );
  if (list.status !== 'ready')
    return (
      <div role="status" className="mt-6 flex flex-wrap items-center gap-3 text-cocoa">
        <p>
          {list.status === 'offline'
            ? 'Reviews need a connection: they will show here when you are back online.'
            : 'The reviews could not be loaded.'}
        </p>
        <button type="button" className="btn-ghost" onClick={list.retry}>
          Try again
        </button>
      </div>
    );
  if (list.reviews.length === 0)
    return <p className="mt-6 text-cocoa">No reviews yet. Baked it? Be the first to rate it.</p>;
  return (
    <>
      <ul className="mt-6 space-y-4" aria-label="Reviews of this recipe">
        {list.reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {list.nextCursor && (
        <button type="button" className="btn-outline mt-4" disabled={list.loadingMore} onClick={list.more}>
          {list.loadingMore ? 'Loading…' : 'More reviews'}
        </button>
      )}
    </>
  );
}
