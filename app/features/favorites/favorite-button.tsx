import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isFavoriteNow, setFavorite, watchFavoriteIds } from '../../data/favorites';
import { toast } from '../../components/ui/toast-store';
import { useAuth, useAuthDialog } from '../auth';

const MESSAGES = {
  add: {
    title: 'Added to favorites',
    description: 'Recipe saved to your favorites.',
    failed: 'Failed to add recipe to favorites.',
  },
  remove: {
    title: 'Removed from favorites',
    description: 'Recipe removed from your favorites.',
    failed: 'Failed to remove recipe from favorites.',
  },
};

/**
 * docs/product.md#favorites (Favorite toggle): a heart that saves or removes the recipe. Anonymous
 * visitors are asked to sign in and the save runs after a successful login. Works offline:
 * the change shows at once and is sent when the network is back.
 */
export function FavoriteButton({ recipeId, variant = 'icon' }: { recipeId: number; variant?: 'icon' | 'labelled' }) {
  const { user, isLoading } = useAuth();
  const dialog = useAuthDialog();
  const userId = user?.id ?? null;
  const favorite = useIsFavorite(userId, recipeId);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);

  // docs/product.md#favorites: the button is disabled during a request, and a disabled button drops focus (or
  // refuses it: the sign-in dialog hands focus back while the save it started is running). When the
  // request ends with focus nowhere, it comes back here.
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === null || document.activeElement === document.body))
      button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  async function toggle(forUser: number, add: boolean) {
    const messages = add ? MESSAGES.add : MESSAGES.remove;
    setBusy(true);
    try {
      // The device has the change (sent now, or when the network is back); a refusal by the
      // server later is said by the outbox and turns the heart back.
      await setFavorite(forUser, recipeId, add);
      toast({ title: messages.title, description: messages.description, variant: 'success' });
    } catch (err) {
      console.error('Favorite toggle failed', err);
      toast({ title: 'Error', description: messages.failed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  // A tap before the session check has answered (right after the page opened) waits for it: a
  // signed-in baker is not asked to sign in, nor a visitor's tap lost.
  const tappedEarly = useRef(false);
  useEffect(() => {
    if (isLoading || !tappedEarly.current) return;
    tappedEarly.current = false;
    setBusy(false);
    // The render in which the check answered: its user and heart are the ones to act on.
    decide();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading]);

  function onClick() {
    if (isLoading) {
      tappedEarly.current = true;
      setBusy(true);
      return;
    }
    decide();
  }

  function decide() {
    if (userId === null) {
      const description = 'Please sign in to save recipes to your favorites.';
      toast({ title: 'Authentication required', description });
      // The open dialog hides the page (and the toast) from assistive technology: it says why too.
      dialog.open({
        mode: 'login',
        reason: description,
        onDone: (signedIn) => signedIn && void toggle(signedIn.id, true),
      });
      return;
    }
    void toggle(userId, !favorite);
  }

  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  const heart = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill={favorite ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.1 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );

  if (variant === 'labelled') {
    return (
      <button
        ref={button}
        type="button"
        className="btn-outline"
        aria-pressed={favorite}
        disabled={busy}
        onClick={onClick}
        onPointerEnter={dialog.preload}
      >
        <span className={favorite ? 'text-berry' : ''}>{heart}</span>
        {label}
      </button>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className={`icon-btn bg-white/95 shadow-md hover:bg-white ${favorite ? 'text-berry' : 'text-crust'}`}
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={onClick}
      onPointerEnter={dialog.preload}
    >
      {heart}
    </button>
  );
}

/** Whether the heart is filled: one shared device query for every heart on the screen. */
function useIsFavorite(userId: number | null, recipeId: number): boolean {
  const subscribe = useCallback(
    (listener: () => void) => (userId === null ? () => undefined : watchFavoriteIds(userId, listener)),
    [userId],
  );
  const filled = () => userId !== null && isFavoriteNow(userId, recipeId);
  return useSyncExternalStore(subscribe, filled, filled);
}
