import { createStore } from 'zustand/vanilla';

/**
 * Set when a new service worker is waiting: the page shows 'A new version is ready' and
 * calling the function ('Reload') activates the new worker and reloads once it controls the page.
 */
export const updateReady = createStore<(() => void) | null>(() => null);

/**
 * True once a service worker controls this page: its precache then holds the app itself, so the
 * page opens with no network. 'Available offline' needs this as well as the catalog.
 */
export const workerControlsPage = createStore<boolean>(
  () => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
);

/** Called by the page when the worker says the outbox changed (it flushed in the background). */
type WorkerMessageListener = (type: string) => void;
const workerListeners = new Set<WorkerMessageListener>();
export function onWorkerMessage(listener: WorkerMessageListener): () => void {
  workerListeners.add(listener);
  return () => workerListeners.delete(listener);
}

/** The web app manifest the build writes (vite.config.ts); it is not linked in the HTML sent. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Links the web app manifest, once: the browser reads it to offer installation (and iOS when
 * the page is added to the home screen), which nobody does before the page is on screen. Linked
 * in the HTML, it and its icon were fetched ahead of a first visit's largest paint (vite.config.ts).
 */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  doc.head.append(link);
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV) return; // the development server writes no manifest and no worker
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  // The first install claims this page when its precache is complete (sw/sw.ts clientsClaim).
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    workerControlsPage.setState(Boolean(navigator.serviceWorker.controller)),
  );
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    const type = event.data?.type;
    if (typeof type === 'string') for (const listener of workerListeners) listener(type);
  });
  // workbox-window loads after the first paint: it is not needed to show the page.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js');
    const offerReload = () =>
      updateReady.setState(() => () => {
        let reloading = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        wb.messageSkipWaiting();
      });
    // Fires for a worker installed by this page and for one found later (an update check).
    wb.addEventListener('waiting', offerReload);
    wb.register()
      .then((registration) => {
        // A worker already waiting from an earlier visit: offer it too.
        if (registration?.waiting && navigator.serviceWorker.controller) offerReload();
      })
      // Registration refused (a private window, a policy): the app works online only, and
      // 'Available offline' never shows. Not an error worth an uncaught rejection.
      .catch(() => undefined);
  });
}
