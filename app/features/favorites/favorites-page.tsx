import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { arrivalHref } from '../../../shared/arrivals';
import { AuthDialogTrigger, useAuth } from '../auth';
import { FavoriteRecipesGrid, useFavoriteRecipes } from './favorite-recipes';

/**
 * docs/product.md#favorites: signed in, the saved recipes; signed out, a sign-in prompt
 * with the sign-in dialog, and the visitor is sent to / once the session check has answered.
 * Home opens the dialog; signing in there comes back here.
 */
export function FavoritesPage() {
  usePageTitle('Favorites');
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const recipes = useFavoriteRecipes(user?.id ?? null);
  // Someone who signs out while here is just sent home, not asked to sign in again.
  const sawUser = useRef(false);
  if (user) sawUser.current = true;

  useEffect(() => {
    if (isLoading || user) return;
    // Home opens the sign-in dialog on this arrival (app/features/home/use-arrival.ts), as when the
    // server answers a signed-out visit with home at that address (docs/decisions/020-home-in-place.md).
    void navigate(sawUser.current ? '/' : arrivalHref('favorites'), { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading) return <Shell />;
  if (!user) {
    return (
      <Shell>
        <div className="card mx-auto grid max-w-lg place-items-center gap-3 p-8 text-center">
          <h2 className="text-2xl">Sign in to see your favorites</h2>
          <p className="text-cocoa">Your saved recipes are kept with your account.</p>
          <AuthDialogTrigger onDone={(signedIn) => signedIn && void navigate('/favorites')} />
        </div>
      </Shell>
    );
  }
  return (
    <Shell count={recipes?.length}>
      {/* The cards' titles are h3s: a heading of their own keeps the page's outline whole (the empty state has its h2). */}
      {recipes && recipes.length > 0 && <h2 className="sr-only">Saved recipes</h2>}
      <FavoriteRecipesGrid recipes={recipes} />
    </Shell>
  );
}

function Shell({ children, count }: { children?: ReactNode; count?: number }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-4xl font-semibold">My Favorites</h1>
      <p className="mt-2 text-lg text-cocoa" aria-live="polite">
        {count === undefined
          ? 'The recipes you have saved.'
          : count === 1
            ? '1 saved recipe'
            : `${count} saved recipes`}
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
