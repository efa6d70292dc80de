/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { flushFromWorker, OUTBOX_CHANGED } from './outbox-sync';
import { isApiRequest } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * DESIGN 7: precache the built shell; navigations fall back to the cached index.html; images
 * CacheFirst with expiration. `/api` is never cached here: Dexie is the one store for data, and
 * no route below matches an API request, so it always goes to the network.
 *
 * A new version waits until the page's 'Reload' (update prompt) sends SKIP_WAITING; the first
 * install claims open pages at once so they work offline without a reload.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/objects\/upload\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && !isApiRequest(url),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      { handlerDidError: async () => offlinePhoto() },
    ],
  }),
);

/**
 * Only photos seen online are in the cache: offline, every other one would show the browser's
 * broken-image icon over the recipe. It gets a plain flour-coloured picture instead (the pages'
 * own blank for a recipe with no photo). It is not cached, so the real photo loads once online.
 */
const OFFLINE_PHOTO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#f3e9d8"/></svg>';
function offlinePhoto(): Response {
  return new Response(OFFLINE_PHOTO, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Background Sync: the page registers the tag when writes wait for the network; the browser
 * fires it when the network is back, even with no page open. The worker sends the queue
 * itself (app/data/outbox.ts) and tells open pages to refresh their pending list. A rejected
 * promise asks the browser to try again later.
 */
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== 'outbox-flush') return;
  syncEvent.waitUntil(
    flushFromWorker().then(async (left) => {
      const clients = await self.clients.matchAll({ type: 'window' });
      for (const client of clients) client.postMessage({ type: OUTBOX_CHANGED });
      if (left > 0) throw new Error(`${left} changes still waiting for the network`);
    }),
  );
});
