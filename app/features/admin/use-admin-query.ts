import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../data/api';
import {
  adminKeys,
  adminPage,
  adminRequest,
  fetchRecipe,
  isAuthFailure,
  toastSessionExpired,
  type AdminPage,
} from './admin-api';

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
  useEndOfSession(query.error, navigate);
  return query;
}

/** A 401 on an admin read: the session is over, said once, and the admin goes to sign in. */
function useEndOfSession(error: unknown, navigate: (to: string, options: { replace: boolean }) => unknown) {
  const expired = isAuthFailure(error);
  useEffect(() => {
    if (!expired) return;
    toastSessionExpired();
    navigate('/admin/login', { replace: true });
  }, [expired, navigate]);
}

/**
 * An admin list read a page at a time (`?limit&cursor`): the first page at `url`, each next one
 * at the address the previous page named, when the admin asks for more. Refetched, every page
 * loaded so far, each time the tab mounts; a 401 ends the session as `useAdminQuery` does.
 */
export function useAdminPages<T>(queryKey: QueryKey, url: string, parse: (raw: unknown) => T[]) {
  const navigate = useNavigate();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => adminPage(pageParam, parse),
    initialPageParam: url,
    getNextPageParam: (last: AdminPage<T>) => last.next ?? undefined,
    refetchOnMount: 'always',
  });
  useEndOfSession(query.error, navigate);
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
