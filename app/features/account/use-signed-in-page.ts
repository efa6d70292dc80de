import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth';

/**
 * docs/product.md#accounts: unauthenticated visitors of a signed-in page are sent to /, once the session
 * check has answered (never while it is still loading).
 */
export function useSignedInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedOut = !auth.isLoading && !auth.user;
  useEffect(() => {
    if (signedOut) void navigate('/', { replace: true });
  }, [signedOut, navigate]);
  return auth;
}

export function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
