import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Waits until the service worker is active (shell precached) and the first recipe sync has finished. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, i.e. the shell is precached.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect(page.getByTestId('offline-ready')).toBeAttached({ timeout: 30_000 });
}

/** Reads how many recipes the device holds in IndexedDB. */
export function deviceRecipeCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('recipes', 'readonly');
          const count = tx.objectStore('recipes').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
