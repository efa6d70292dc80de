import { registerServiceWorker } from './sw-registration';

/**
 * Work that runs beside the UI: the recipe sync, the outbox and the service worker. Both sync
 * and outbox run on start, when the browser comes back online and when the page becomes
 * visible again (DESIGN 3). The sync module (with its schemas) loads after the first paint,
 * keeping it out of first-load JS.
 */
export function startBackgroundWork(): void {
  const sync = () => import('./data/sync');
  const outbox = () => import('./data/outbox');
  const runAll = () => {
    void sync().then((m) => m.syncRecipes());
    void outbox().then((m) => m.flushOutbox());
  };
  void sync().then(async ({ loadSyncMeta, syncRecipes }) => {
    await loadSyncMeta();
    await syncRecipes();
  });
  void outbox().then(async (m) => {
    await m.refreshState();
    await m.flushOutbox();
  });
  window.addEventListener('online', runAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) runAll();
  });
  registerServiceWorker();
}
