import type { NavigateFunction } from 'react-router-dom';
import { toast } from '../../components/ui/toast-store';
import { AdminTokenMissing, isAuthFailure, toastSessionExpired } from './admin-api';
import { loginPathFor } from './admin-return';

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

/** docs/product.md#admin: an add form submitted with no admin token in this browser. */
export function toastLogInFirst(): void {
  toast({
    title: 'Authentication Required',
    description: "Please log in as admin first by clicking the 'k' in 'Baking' 5 times on the homepage.",
    variant: 'destructive',
  });
}

/**
 * A save refused because the admin session ended: says so and goes to the login, which comes back
 * to `path`. The form's draft is kept (form-draft.ts), so nothing typed is lost. Returns the form's
 * message, or null when `err` is another failure.
 */
export function sessionEndedOnSave(err: unknown, path: string, navigate: NavigateFunction): string | null {
  if (!isAuthFailure(err) && !(err instanceof AdminTokenMissing)) return null;
  toastSessionExpired();
  void navigate(loginPathFor(path), { replace: true });
  return 'Your admin session has expired. Please log in again.';
}
