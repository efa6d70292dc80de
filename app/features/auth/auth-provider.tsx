import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/schemas/auth';
import { apiRequest } from '../../data/api';
import { flushOutbox, setOutboxUser } from '../../data/outbox';

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const authKeys = { me: ['/api/auth/me'] as const };

/** spec visitor 4 (Auth): at start the session is checked; any failure means signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useQuery({
    queryKey: authKeys.me,
    queryFn: async () => {
      try {
        const [{ userSchema }, body] = await Promise.all([import('../../../shared/schemas/auth'), apiRequest('GET', '/api/auth/me')]);
        return userSchema.parse(body);
      } catch (err) {
        console.info('Session check: signed out', err);
        return null;
      }
    },
  });
  const userId = me.data?.id ?? null;
  useEffect(() => {
    // Queued private writes (favorites) go out only under the session of the user who made them.
    setOutboxUser(userId);
    if (userId !== null) void flushOutbox();
  }, [userId]);
  return <AuthContext.Provider value={{ user: me.data ?? null, isLoading: me.isLoading }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
