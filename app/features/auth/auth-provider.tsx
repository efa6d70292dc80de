import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '../../../shared/schemas/auth';
import { BRAND } from '../../../shared/brand';
import { ApiError } from '../../data/api';
import * as session from '../../data/session';
import { toast } from '../../components/ui/toast-store';
import { AuthDialogProvider } from './auth-dialog-provider';
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
  /** After a profile save: the server's user becomes the signed-in user. */
  setUser(user: User): void;
  /**
   * The server answered 401 to a signed-in call (the session expired, or a password change
   * elsewhere ended it): signed out on this device too, without a logout call or toast. The
   * cart stays.
   */
  sessionEnded(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The outbox loads after first paint (docs/decisions/002); it is needed only once a user is known. */
const loadOutbox = () => import('../../data/outbox');

/**
 * The signed-in user's server data held in memory by the pages that load it (their orders).
 * The query cache loads with those pages, not in the first load, so it is reached on demand
 * (from the service worker's cache); if it cannot load, it was never loaded, so holds nothing.
 */
const forgetPrivateQueries = () =>
  import('../../query-client').then(
    ({ queryClient }) => queryClient.removeQueries({ queryKey: ['/api/orders'] }),
    () => undefined,
  );

/**
 * docs/product.md#accounts (Auth): the session is checked at start (any failure means signed out, only
 * logged); login, register and logout set or clear the user with the spec's toasts (8).
 * The auth dialog's provider sits inside, so every page can open it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
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

  useEffect(() => {
    let active = true;
    let stopListening: (() => void) | undefined;
    // Queued private writes (favorites) go out only under the session of the user who made them.
    void loadOutbox().then((outbox) => {
      outbox.setOutboxUser(userId);
      if (userId === null || !active) return;
      // A 401 to a queued write: signed out here too, so the header offers Sign In (the writes
      // stay queued for this user) and, as on any 401, the favorites list is emptied.
      stopListening = outbox.onSessionRefused((refused) => {
        if (refused === userId) void sessionEnded().then(() => outbox.clearUserData(refused));
      });
      void outbox.flushOutbox();
    });
    if (userId !== null) {
      // docs/product.md#offline-and-sync: the device's data joins the account, then follows it.
      void import('../../data/user-data').then((m) => m.startUserSync(userId));
      import('../../data/favorites-sync')
        .then((m) => m.refetchFavorites(userId))
        .catch((err: unknown) => {
          // docs/product.md#accounts: a 401 empties the favorites (done by the data layer) and means signed out.
          if (err instanceof ApiError && err.status === 401) void sessionEnded();
        });
    }
    return () => {
      active = false;
      stopListening?.();
    };
  }, [userId, sessionEnded]);

  const signIn = useCallback((signedIn: User) => {
    void loadOutbox().then((outbox) => outbox.setOutboxUser(signedIn.id));
    setSessionUser(signedIn);
  }, []);

  const run = useCallback(async <T,>(operation: () => Promise<T>): Promise<T> => {
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
        try {
          const signedIn = await session.login(input);
          signIn(signedIn);
          toast({
            title: 'Login successful',
            description: `Welcome back, ${displayName(signedIn)}!`,
            variant: 'success',
          });
          return signedIn;
        } catch (err) {
          toast({ title: 'Login failed', description: session.loginErrorMessage(err), variant: 'destructive' });
          throw err;
        }
      }),
    [run, signIn],
  );

  const register = useCallback(
    (input: session.RegisterInput) =>
      run(async () => {
        try {
          const created = await session.register(input);
          signIn(created);
          toast({
            title: 'Registration successful',
            description: `Welcome to ${BRAND}, ${displayName(created)}!`,
            variant: 'success',
          });
          return created;
        } catch (err) {
          toast({
            title: 'Registration failed',
            description: session.registerErrorMessage(err),
            variant: 'destructive',
          });
          throw err;
        }
      }),
    [run, signIn],
  );

  const logout = useCallback(
    () =>
      run(async () => {
        const leaving = user;
        try {
          await session.logout();
        } catch (err) {
          toast({ title: 'Logout failed', description: session.logoutErrorMessage(err), variant: 'destructive' });
          throw err;
        }
        const outbox = await loadOutbox();
        outbox.setOutboxUser(null);
        setSessionUser(null);
        await forgetPrivateQueries();
        // docs/product.md#accounts: the favorites list leaves the device with the user; the cart stays, and
        // so do their unsent changes, which wait until this user signs in again.
        if (leaving) await outbox.clearUserData(leaving.id);
        toast({
          title: 'Logout successful',
          description: 'You have been logged out successfully.',
          variant: 'success',
        });
      }),
    [run, user],
  );

  const setUser = useCallback((next: User) => setSessionUser(next), []);
  const isLoading = sessionUser === undefined;

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isPending: pending > 0, login, register, logout, setUser, sessionEnded }),
    [user, isLoading, pending, login, register, logout, setUser, sessionEnded],
  );

  return (
    <AuthContext.Provider value={value}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
