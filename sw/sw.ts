/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { flushFromWorker, OUTBOX_CHANGED } from './outbox-sync';
import { anotherSize, fromCatalog, noPhoto, PHOTO_CACHE } from './photos';
import { HOLD_TIMERS, type HeldTimer } from '../shared/timer-notices';
import { isAppPage, isRecipeAddress } from '../shared/app-pages';
import { isApiRequest } from './routes';
import { holdTimer, openFromNotification } from './timer-notices';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * docs/architecture.md#service-worker: precache the built shell; navigations fall back to the cached index.html; images
 * from the device first (photos.ts). `/api` is never cached here: Dexie is the one store for data, and
 * no route below matches an API request, so it always goes to the network.
 *
 * A new version waits until the page's 'Reload' (update prompt) sends SKIP_WAITING; the first
 * install claims open pages at once so they work offline without a reload.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

const shell = createHandlerBoundToURL('/index.html');

/**
 * The cached shell for every navigation, with the status the server gives the address: an
 * address that is none of the app's pages (shared/app-pages.ts) is 'Page Not Found', answered
 * 404 as the server answers it, so the browser's history and anything reading the status see a
 * missing page, not a 200. A recipe address stays 200 here: whether its recipe exists is the
 * page's to say ('Recipe Not Found'), from the device.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      const response = await shell(options);
      const path = options.url.pathname;
      if (!response.ok || isAppPage(path) || isRecipeAddress(path)) return response;
      return new Response(response.body, { status: 404, statusText: 'Not Found', headers: response.headers });
    },
    { denylist: [/^\/api\//, /^\/objects\/upload\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/] },
  ),
);

/**
 * Photos: the page's saved card-size copy first (sw/photos.ts), then CacheFirst over the photos
 * seen online; offline, another size of the same photo, else a transparent picture over the
 * page's own placeholder.
 */
const photos = new CacheFirst({
  cacheName: PHOTO_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    { handlerDidError: async ({ request }) => (await anotherSize(new URL(request.url))) ?? noPhoto() },
  ],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && !isApiRequest(url),
  async (options) => (await fromCatalog(options.url)) ?? photos.handle(options),
);

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

/** Timer notifications (sw/timer-notices.ts, docs/product.md#recipe-tools). */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; timers?: HeldTimer[] } | null;
  if (data?.type !== HOLD_TIMERS || !Array.isArray(data.timers)) return;
  event.waitUntil(Promise.all(data.timers.map(holdTimer)));
});

self.addEventListener('notificationclick', (event) => {
  if (!event.notification.tag.startsWith('timer-')) return;
  event.waitUntil(openFromNotification(event.notification));
});
