import type { ReactNode } from 'react';
import { Link, type NavigateFunction } from 'react-router-dom';
import { AdminTokenMissing, isAuthFailure, toastSessionExpired } from './admin-api';
import { loginPathFor } from './admin-return';

/** The Add Recipe and Edit Recipe pages' frame: the way back to the dashboard and the page's heading. */
export function RecipePageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <Link to="/admin/dashboard" className="btn-ghost -ml-4">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
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
