import { captureInstallPrompt } from './features/offline/install-prompt';
import { shownPage } from './shell/page-moves';
import { onWorkerMessage, registerServiceWorker } from './data/sw-registration';
import { syncState } from './data/sync-state';

/**
 * A visitor who keeps the app open and moves between its pages gets the admin's changes on the
 * first page change this long after the last sync: a change-driven check, not polling
 * (docs/product.md#offline-and-sync), and a sync with nothing new is one small request.
 */
export const SYNC_ON_NAVIGATION_AFTER_MS = 60_000;

/**
 * Work that runs beside the UI: the recipe sync (in a worker of its own, app/data/sync-client.ts),
 * the outbox and the service worker (docs/architecture.md#data-flow).
 * Both sync and outbox run on start, when the browser comes back online and when the page
 * becomes visible again; the sync also on a page change a while after the last one; the outbox
 * also retries on its own timer and through Background Sync.
 * This module, and the data modules (with their schemas), load once the app has taken the page
 * over (app/boot.tsx), keeping them out of first-load JS.
 */
export function startBackgroundWork(): void {
  const settled = new Promise<void>((resolve) => whenPageSettled(resolve));
  captureInstallPrompt(window, settled);
  void settled.then(startSyncAndWorker);
}

/**
 * Runs `work` once the page has loaded and the browser is idle: on a first visit the screen,
 * its photo and its scripts come first, then the catalog download, the service worker's
 * precache, the manifest and the Install button, which would otherwise compete with them for a
 * slow phone's CPU and network. Called once the app has taken the page over (page-taken-over.ts).
 */
function whenPageSettled(work: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * After the recipes: the Shop's lists, then every recipe's card-size picture, in the background
 * within the storage budget (app/data/image-prefetch.ts). Never rejects.
 */
async function saveForOffline(): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const { saveShopLists } = await import('./data/sync-client');
    await saveShopLists();
    await savePicturesForOffline();
  } catch (err) {
    console.error('Saving the shop and pictures for offline use failed', err);
  }
}

/** The card-size pictures the device lacks (app/data/image-prefetch.ts). */
async function savePicturesForOffline(): Promise<void> {
  const { prefetchCatalogImages } = await import('./data/image-prefetch');
  await prefetchCatalogImages();
}

/**
 * Whether the outbox or the signed-in baker's own data have anything to do, read without loading
 * their code (app/data/account-work.ts): a first visit has neither.
 */
const hasAccountWork = () => import('./data/account-work').then((m) => m.hasAccountWork());

/** The signed-in baker's own data, after the outbox has sent this device's changes (app/data/user-data). */
const pullUserData = () =>
  hasAccountWork()
    .then((has) => (has ? import('./data/user-data').then((m) => m.pullUserData()) : undefined))
    .catch(() => undefined);

function startSyncAndWorker(): void {
  const sync = () => import('./data/sync-client');
  const outbox = () => import('./data/outbox');
  let lastSyncAt = Date.now();
  const syncNow = (then?: () => Promise<void>) => {
    lastSyncAt = Date.now();
    void sync()
      .then((m) => m.syncRecipes())
      .then(async () => {
        // A sync that brought changes (a recipe's new photo, a new recipe) on a return to the page
        // or a page change keeps their pictures for offline use too, as one on coming back online does.
        if (then !== saveForOffline && syncState.getState().received > 0)
          await savePicturesForOffline().catch((err: unknown) => console.error('Saving pictures failed', err));
        await then?.();
      });
  };
  /**
   * The outbox's queued changes sent, then the account's data pulled; nothing loads for an empty
   * outbox. Never rejects: an outbox that cannot load now is tried on the next trigger.
   */
  const sendAndPull = async (options: { force: boolean; refresh?: boolean }) => {
    try {
      if (!(await hasAccountWork().catch(() => true))) return;
      const m = await outbox();
      if (options.refresh) await m.refreshState();
      // Changes a page closed too soon to queue (app/data/record-change.ts).
      await import('./data/user-data').then((userData) => userData.queuePendingChanges());
      await m.flushOutbox({ force: options.force });
      await pullUserData();
      // Photos of bakes taken offline (docs/decisions/041-a-bake-becomes-a-review.md).
      await import('./data/bake-photos').then((photos) => photos.sendBakePhotosSoon());
    } catch (err) {
      console.error('Sending the queued changes failed', err);
    }
  };
  const runAll = (force: boolean) => {
    // Back online: the recipes, then the shop's lists and the pictures the device still lacks.
    syncNow(force ? saveForOffline : undefined);
    void sendAndPull({ force });
  };
  void sync().then(async ({ loadSyncMeta, syncRecipes }) => {
    await loadSyncMeta();
    await syncRecipes();
    // Asked once per device, after the catalog is here: keep it (and queued changes) from eviction.
    const { requestPersistentStorage } = await import('./data/persistent-storage');
    await requestPersistentStorage().catch(() => null);
    await saveForOffline();
  });
  void sendAndPull({ force: true, refresh: true });
  window.addEventListener('online', () => runAll(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) runAll(false);
  });
  shownPage.subscribe((key, before) => {
    if (before === null || key === before) return;
    if (navigator.onLine && Date.now() - lastSyncAt >= SYNC_ON_NAVIGATION_AFTER_MS) syncNow(pullUserData);
  });
  onWorkerMessage((type) => {
    if (type === 'OUTBOX_CHANGED') void outbox().then((m) => m.refreshState());
  });
  registerServiceWorker();
}
