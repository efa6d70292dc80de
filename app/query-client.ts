import { QueryClient } from '@tanstack/react-query';

/**
 * spec visitor 9: data never goes stale, no refetch on focus, no polling, no retries.
 * networkMode 'always': a query asks even when the browser says it is offline. The default would
 * pause it with no data and no error, so a screen showed its empty state ('No purchases yet' to
 * someone with orders) or its skeletons for good, instead of saying it could not be loaded.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false, networkMode: 'always' },
    mutations: { retry: false },
  },
});
