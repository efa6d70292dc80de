import { Workbox } from 'workbox-window';
import { createStore } from './data/store';

/** True when a new service worker is waiting: the header offers 'Reload'. */
export const updateReady = createStore<(() => void) | null>(null);

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    updateReady.set(() => () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
