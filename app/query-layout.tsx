import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from './lib/query-client';

/**
 * The routes whose pages read server data through react-query (shop, checkout, account, admin)
 * sit under this layout, so the query library loads with them and stays out of the first load
 * (docs/decisions/002). One client for the whole visit keeps the cache across those pages.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
