import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { adminKeys, adminRequest, fetchRecipe, isAuthFailure, toastSessionExpired } from './admin-api';

/**
 * An online-only admin read (docs/architecture.md#data-flow) with the bearer token. Lists are refetched each time a
 * tab mounts, since sign-ups arrive while the dashboard is open. A 401 ends the session.
 * A failed refetch keeps the list loaded before in `data` (tabs show it with TabStale); a
 * failure marks the query stale, so the client asks again when the device is back online.
 */
export function useAdminQuery<T>(queryKey: QueryKey, url: string, parse: (raw: unknown) => T, enabled = true) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey,
    queryFn: async () => parse(await adminRequest('GET', url)),
    enabled,
    refetchOnMount: 'always',
  });
  const expired = isAuthFailure(query.error);
  useEffect(() => {
    if (!expired) return;
    toastSessionExpired();
    navigate('/admin/login', { replace: true });
  }, [expired, navigate]);
  return query;
}

/**
 * The recipe an edit starts from, read from the server each time the form opens. `notFound`: no
 * recipe has the slug (deleted, or a mistyped address), which no retry can bring back.
 */
export function useAdminRecipe(slug: string, enabled: boolean) {
  const query = useQuery({
    queryKey: adminKeys.recipe(slug),
    queryFn: () => fetchRecipe(slug),
    enabled,
    refetchOnMount: 'always',
  });
  return { ...query, notFound: query.error instanceof ApiError && query.error.status === 404 };
}
