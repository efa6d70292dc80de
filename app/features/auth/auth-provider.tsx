import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** spec visitor 4: on during each auth operation (login, register, logout). */
  isPending: boolean;
  login(input: session.LoginInput): Promise<User>;
  register(input: session.RegisterInput): Promise<User>;
  logout(): Promise<void>;
  /** After a profile save: the server's user becomes the signed-in user. */
  setUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The outbox loads after first paint (docs/decisions/002); it is needed only once a user is known. */
const loadOutbox = () => import('../../data/outbox');

export const authKeys = { me: ['/api/auth/me'] as const };

/** Queries that belong to the signed-in user and leave with them. */
const PRIVATE_QUERY_KEYS = [['/api/orders']];

/**
 * spec visitor 4 (Auth): the session is checked at start (any failure means signed out, only
 * logged); login, register and logout set or clear the user with the spec's toasts (8).
 * The auth dialog's provider sits inside, so every page can open it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: authKeys.me,
    queryFn: async () => {
      try {
        return await session.checkSession();
      } catch (err) {
        console.info('Session check: signed out', err);
        return null;
      }
    },
  });
  const [pending, setPending] = useState(0);
  const user = me.data ?? null;
  const userId = user?.id ?? null;

  useEffect(() => {
    // Queued private writes (favorites) go out only under the session of the user who made them.
    void loadOutbox().then((outbox) => {
      outbox.setOutboxUser(userId);
      if (userId !== null) void outbox.flushOutbox();
    });
    if (userId === null) return;
    import('../../data/favorites-sync')
      .then((m) => m.refetchFavorites(userId))
      .catch((err: unknown) => {
        // spec visitor 4: a 401 empties the favorites (done by the data layer) and means signed out.
        if (err instanceof ApiError && err.status === 401) {
          void session.forgetSessionUser();
          queryClient.setQueryData(authKeys.me, null);
        }
      });
  }, [userId, queryClient]);

  const signIn = useCallback(
    (signedIn: User) => {
      void loadOutbox().then((outbox) => outbox.setOutboxUser(signedIn.id));
      queryClient.setQueryData(authKeys.me, signedIn);
    },
    [queryClient],
  );

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
          toast({ title: 'Login successful', description: `Welcome back, ${displayName(signedIn)}!`, variant: 'success' });
          return signedIn;
        } catch (err) {
          toast({ title: 'Login failed', description: session.authErrorMessage(err, 'Login failed'), variant: 'destructive' });
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
          toast({ title: 'Registration failed', description: session.authErrorMessage(err, 'Registration failed'), variant: 'destructive' });
          throw err;
        }
      }),
    [run, signIn],
  );

  const logout = useCallback(
    () =>
      run(async () => {
        const leaving = queryClient.getQueryData<User | null>(authKeys.me) ?? null;
        try {
          await session.logout();
        } catch (err) {
          toast({ title: 'Logout failed', description: session.authErrorMessage(err, 'Logout failed'), variant: 'destructive' });
          throw err;
        }
        const outbox = await loadOutbox();
        outbox.setOutboxUser(null);
        queryClient.setQueryData(authKeys.me, null);
        for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
        // spec visitor 4: the favorites leave the device with the user; the cart stays.
        if (leaving) await outbox.clearUserData(leaving.id);
        toast({ title: 'Logout successful', description: 'You have been logged out successfully.', variant: 'success' });
      }),
    [run, queryClient],
  );

  const setUser = useCallback((next: User) => queryClient.setQueryData(authKeys.me, next), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: me.isLoading, isPending: pending > 0, login, register, logout, setUser }),
    [user, me.isLoading, pending, login, register, logout, setUser],
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
