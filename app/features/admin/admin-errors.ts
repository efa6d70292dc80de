import { toast } from '../../components/ui/toast-store';
import { AdminTokenMissing, isAuthFailure, toastSessionExpired } from './admin-api';

/**
 * The dashboard's failure toasts (docs/product.md#admin): no token, an expired session, or the
 * action's own message. Returns true when the session is over (the caller goes to login).
 */
export function reportAdminFailure(err: unknown, failure: { title?: string; description: string }): boolean {
  if (err instanceof AdminTokenMissing) {
    toast({
      title: 'Authentication Required',
      description: 'Please refresh the page and log in as admin again.',
      variant: 'destructive',
    });
    return true;
  }
  if (isAuthFailure(err)) {
    toastSessionExpired();
    return true;
  }
  console.error(failure.description, err);
  toast({ title: failure.title ?? 'Error', description: failure.description, variant: 'destructive' });
  return false;
}
