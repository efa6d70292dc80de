import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ARRIVAL_PARAM, isArrival } from '../../../shared/arrivals';
import { toast } from '../../components/ui/toast-store';
import { useAuth, useAuthDialog } from '../auth';

/**
 * Home, reached from a page that was not for the visitor (shared/arrivals.ts), says why, then
 * takes its own address back:
 * - from favorites (docs/product.md#favorites): the sign-in dialog, which comes back to favorites
 *   on success; a visitor who is signed in after all goes there at once;
 * - from checkout (docs/product.md#checkout): 'Empty Cart'; a cart that has lines on this device
 *   after all (the server only had the hint cookie to go by) goes back to checkout.
 */
export function useArrival(): void {
  const [params] = useSearchParams();
  const from = params.get(ARRIVAL_PARAM);
  const arrival = isArrival(from) ? from : null;
  const { key } = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  const { open } = useAuthDialog();
  // Once per arrival, however often the effect runs.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!arrival || handled.current === key) return;
    if (arrival === 'favorites') {
      if (isLoading) return;
      handled.current = key;
      if (user) return void navigate('/favorites', { replace: true });
      void navigate('/', { replace: true });
      open({ mode: 'login', onDone: (signedIn) => signedIn && void navigate('/favorites') });
      return;
    }
    handled.current = key;
    // Read once, on this arrival only: home's own visits make no cart query of their own. A cart
    // the device cannot read is taken as empty.
    void import('../../data/cart')
      .then((m) => m.cartLines())
      .catch(() => [])
      .then((lines) => {
        if (lines.length > 0) return void navigate('/checkout', { replace: true });
        void navigate('/', { replace: true });
        toast({
          title: 'Empty Cart',
          description: 'Your cart is empty. Add a class before checking out.',
          variant: 'destructive',
        });
      });
  }, [arrival, key, isLoading, user, navigate, open]);
}
