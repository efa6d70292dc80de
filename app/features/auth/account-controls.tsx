import { lazy, Suspense } from 'react';
import { useAuth } from './auth-provider';
import { AuthDialogTrigger } from './auth-dialog-provider';
import { displayName } from './display-name';

// The menu (Radix) loads only for signed-in visitors, keeping it out of the first load.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * docs/product.md#accounts (Header): anonymous, a Sign In button opening the auth dialog; signed in, a
 * My Account menu showing the name (or the username) and a Logout button.
 */
export function AccountControls() {
  const { user, logout, isPending } = useAuth();
  if (!user) return <AuthDialogTrigger />;
  return (
    <div className="flex items-center gap-1 whitespace-nowrap">
      <Suspense
        fallback={
          <span className="btn-ghost px-3">
            <span className="max-w-32 truncate">{displayName(user)}</span>
          </span>
        }
      >
        <AccountMenu user={user} />
      </Suspense>
      <button
        type="button"
        className="btn-ghost px-3"
        disabled={isPending}
        // docs/product.md#accounts: in the header a logout failure is only logged (the provider toasts it).
        onClick={() => logout().catch((err: unknown) => console.error('Logout failed', err))}
      >
        Logout
      </button>
    </div>
  );
}
