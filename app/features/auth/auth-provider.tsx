import { createContext, useContext, type ReactNode } from 'react';
import { AuthDialogProvider } from './auth-dialog-provider';
import { useSession, type AuthContextValue } from './use-session';

export type { AuthContextValue };

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * docs/product.md#accounts (Auth): who is signed in, for every page (useSession keeps it). The auth
 * dialog's provider sits inside, so every page can open it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useSession();
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
