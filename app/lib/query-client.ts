import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md#offline-and-sync: data never goes stale, no refetch on focus, no polling, no retries.
 * networkMode 'always': a query asks even when the browser says it is offline. The default would
 * pause it with no data and no error, so a screen showed its empty state ('No purchases yet' to
 * someone with orders) or its skeletons for good, instead of saying it could not be loaded.
 * refetchOnReconnect: with 'always' the library's default turns it off. Since nothing goes stale,
 * it only asks again for what has no data (a load that failed offline) when the signal returns:
 * an open dashboard fills in its orders instead of saying they could not be loaded until a reload.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      refetchOnReconnect: true,
      retry: false,
      networkMode: 'always',
    },
    mutations: { retry: false },
  },
});

/**
 * The library assumes it starts online and only hears the browser's online and offline events
 * from then on. It loads with the first screen that reads server data, so a device that had gone
 * offline before (on the home page) read as online, its coming back changed nothing, and a shop
 * that failed to load stayed failed. It starts from what the browser says instead.
 */
onlineManager.setEventListener((setOnline) => {
  // The server's render of a page (app/entry-server.tsx) has no window: nothing to hear there.
  if (typeof window === 'undefined') return undefined;
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (!navigator.onLine) setOnline(false);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
