import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { BRAND } from '../../../shared/brand';
import { clearDeviceUserData, followAccount, forgetDeletedAccount, setQueueUser } from '../../data/account-follow';
import * as session from '../../data/session';
import { toast } from '../../components/ui/toast-store';
import { displayName } from './display-name';

export interface AuthContextValue {
  user: User | null;
  /** The session check has not answered yet. */
  isLoading: boolean;
  /** docs/product.md#accounts: on during each auth operation (login, register, logout). */
  isPending: boolean;
  login(input: session.LoginInput): Promise<User>;
  register(input: session.RegisterInput): Promise<User>;
  logout(): Promise<void>;
  /**
   * docs/product.md#accounts: deletes the signed-in account (its current password confirms). On
   * success the device forgets her as sign-out does, her unsent changes too, and a toast says
   * so; a refusal is thrown for the dialog to show (no toast: the dialog is where she looks).
   */
  deleteAccount(currentPassword: string): Promise<void>;
  /** After a profile save: the server's user becomes the signed-in user. */
  setUser(user: User): void;
  /**
   * The server answered 401 to a signed-in call (the session expired, or a password change
   * elsewhere ended it): signed out on this device too, without a logout call or toast. The
   * cart stays.
   */
  sessionEnded(): Promise<void>;
}

/**
 * The signed-in user's server data held in memory by the pages that load it (their orders).
 * The query cache loads with those pages, not in the first load, so it is reached on demand
 * (from the service worker's cache); if it cannot load, it was never loaded, so holds nothing.
 */
const forgetPrivateQueries = () =>
  import('../../lib/query-client').then(
    ({ queryClient }) => queryClient.removeQueries({ queryKey: ['/api/orders'] }),
    () => undefined,
  );

/** A toast for an operation that failed, and the failure passed on to the form. */
function failed(title: string, description: string, err: unknown): never {
  toast({ title, description, variant: 'destructive' });
  throw err;
}

/**
 * docs/product.md#accounts (Auth): the session is checked at start (any failure means signed out,
 * only logged); login, register and logout set or clear the user with their toasts.
 */
export function useSession(): AuthContextValue {
  // undefined: the session check has not answered yet; null: signed out.
  const [sessionUser, setSessionUser] = useState<User | null | undefined>(undefined);
  const [pending, setPending] = useState(0);
  const user = sessionUser ?? null;
  const userId = user?.id ?? null;

  const sessionEnded = useCallback(async () => {
    setSessionUser(null);
    await session.forgetSessionUser();
    await forgetPrivateQueries();
  }, []);

  useEffect(() => {
    let current = true;
    session
      .checkSession()
      .catch((err: unknown) => {
        console.info('Session check: signed out', err);
        return null;
      })
      // A login or logout that finished first has the newer answer and keeps it. A transition:
      // the answer re-renders every screen that asks who is signed in, and on a page the server
      // rendered it must not force the rest of the page's hydration into one long task.
      .then(
        (checked) =>
          current && startTransition(() => setSessionUser((known) => (known === undefined ? checked : known))),
      );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => followAccount(userId, sessionEnded), [userId, sessionEnded]);

  const signIn = useCallback((signedIn: User) => {
    void setQueueUser(signedIn.id);
    setSessionUser(signedIn);
  }, []);

  const run = useCallback(async <T>(operation: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await operation();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const login = useCallback(
    (input: session.LoginInput) =>
      run(async () => {
        const signedIn = await session
          .login(input)
          .catch((err: unknown) => failed('Login failed', session.loginErrorMessage(err), err));
        signIn(signedIn);
        toast({
          title: 'Login successful',
          description: `Welcome back, ${displayName(signedIn)}!`,
          variant: 'success',
        });
        return signedIn;
      }),
    [run, signIn],
  );

  const register = useCallback(
    (input: session.RegisterInput) =>
      run(async () => {
        const created = await session
          .register(input)
          .catch((err: unknown) => failed('Registration failed', session.registerErrorMessage(err), err));
        signIn(created);
        toast({
          title: 'Registration successful',
          description: `Welcome to ${BRAND}, ${displayName(created)}!`,
          variant: 'success',
        });
        return created;
      }),
    [run, signIn],
  );

  const logout = useCallback(
    () =>
      run(async () => {
        const leaving = user;
        await session.logout().catch((err: unknown) => failed('Logout failed', session.logoutErrorMessage(err), err));
        await setQueueUser(null);
        setSessionUser(null);
        await forgetPrivateQueries();
        // docs/product.md#accounts: the favorites list leaves the device with the user; the cart stays, and
        // so do their unsent changes, which wait until this user signs in again.
        if (leaving) await clearDeviceUserData(leaving.id);
        toast({
          title: 'Logout successful',
          description: 'You have been logged out successfully.',
          variant: 'success',
        });
      }),
    [run, user],
  );

  const deleteAccount = useCallback(
    (currentPassword: string) =>
      run(async () => {
        const leaving = user;
        await session.deleteAccount(currentPassword);
        await setQueueUser(null);
        setSessionUser(null);
        await forgetPrivateQueries();
        if (leaving) await forgetDeletedAccount(leaving.id);
        toast({
          title: 'Account deleted',
          description: `Your ${BRAND} account and everything in it were deleted. A confirmation is on its way by e-mail.`,
          variant: 'success',
        });
      }),
    [run, user],
  );

  const setUser = useCallback((next: User) => setSessionUser(next), []);
  const isLoading = sessionUser === undefined;

  return useMemo<AuthContextValue>(
    () => ({ user, isLoading, isPending: pending > 0, login, register, logout, deleteAccount, setUser, sessionEnded }),
    [user, isLoading, pending, login, register, logout, deleteAccount, setUser, sessionEnded],
  );
}
