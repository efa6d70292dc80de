import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useBrowserValue } from '../../components/use-browser-value';
import { useAdminLogin } from './api/admin-login';
import { returnPathFrom } from './admin-return';
import { hasAdminSession } from './admin-session';
import { hasDraft } from './draft-key';

const REQUIRED = 'Username and password are required';

/** docs/product.md#admin (Admin Login): no credentials on the page, only where they come from. */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  // Sent here from a form whose session ended: back to that form (and its draft) afterwards.
  const returnTo = returnPathFrom(useSearchParams()[0]);
  // Only a form with a kept draft is 'as you left it' (an admin screen opened without a session has none).
  // Both read the tab's storage: after the render the server's page is hydrated with (decision 007).
  const draftKept = useBrowserValue(() => returnTo !== null && hasDraft(returnTo), false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alreadyIn = useBrowserValue(hasAdminSession, false);
  const { logIn } = useAdminLogin(returnTo, draftKept);

  if (alreadyIn) return <Navigate to={returnTo ?? '/admin/dashboard'} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    const refused = await logIn(username, password);
    if (refused === null) return;
    setError(refused);
    setBusy(false);
    // Refused: the Log In button lost focus while it was disabled; the password (described by the error) takes it.
    document.getElementById('admin-password')?.focus();
  }

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl">Admin Login</h1>
        <p className="mt-2 text-cocoa">Sign in to manage recipes, featured bakes and workshop sign-ups.</p>
        {draftKept && (
          <p className="mt-4 rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-[15px] text-ink">
            Your admin session ended before the form was saved. What you typed is kept: log in again to go back to it.
          </p>
        )}

        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <div>
            <label className="label" htmlFor="admin-username">
              Username
            </label>
            <input
              id="admin-username"
              className="input"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-login-error' : undefined}
            />
          </div>
          <div>
            <label className="label" htmlFor="admin-password">
              Password
            </label>
            <input
              id="admin-password"
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-login-error' : undefined}
            />
          </div>
          <div
            id="admin-login-error"
            role="alert"
            className={
              error
                ? 'rounded-xl border border-berry/40 bg-berry/5 px-4 py-3 text-[15px] font-medium text-berry-dark'
                : ''
            }
          >
            {error}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Logging in...' : 'Log In'}
          </button>
        </form>

        <div className="mt-6 space-y-3 rounded-xl bg-cream px-4 py-4 text-[15px] text-cocoa">
          <p>
            You reached this page by clicking the letter <strong>k</strong> in &lsquo;Baking&rsquo; on the homepage 5
            times.
          </p>
          <p>
            The username and password are set by whoever runs the site, with{' '}
            <code className="font-semibold">ADMIN_USERNAME</code> and{' '}
            <code className="font-semibold">ADMIN_PASSWORD</code>. If no password was set, the server generated one and
            printed it once in its log on its first start.
          </p>
        </div>
      </div>
    </div>
  );
}
