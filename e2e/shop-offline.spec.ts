import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForOfflineReady } from './helpers';

/**
 * The Shop offline from the first visit (docs/product.md#offline-and-sync): its videos, classes
 * and workshops are kept with the catalog sync, not only once the Shop was opened; offline it
 * shows them with when they were read and what needs a connection.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The Shop lists this device holds (IndexedDB `shop`). */
function savedShopLists(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('shop', 'readonly').objectStore('shop').getAllKeys();
          keys.onsuccess = () => resolve((keys.result as string[]).sort());
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test('a visitor who never opened the Shop finds its videos, classes and workshops offline', async ({
  page,
  context,
}) => {
  const videos = (await (await page.request.get('/api/shop/videos')).json()) as { title: string }[];
  await page.goto('/recipes');
  await waitForOfflineReady(page);
  await expect.poll(() => savedShopLists(page), { timeout: 30_000 }).toEqual(['videos', 'workshops']);

  await context.setOffline(true);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: videos[0]!.title })).toBeVisible();
  const note = page.getByRole('note', { name: 'Offline shop' });
  await expect(note).toContainText(/You are offline\. Saved at \d{1,2}:\d{2}/);

  await page.getByRole('tab', { name: 'Workshops' }).click();
  await expect(note).toContainText(/Spots as of \d{1,2}:\d{2} (AM|PM)\./);
  await expect(note).toContainText('Checkout needs a connection');
  await expect(page.getByRole('heading', { name: 'In-Person Classes' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  const reserve = page.getByRole('button', { name: /^Reserve a spot in/ }).first();
  await expect(reserve).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Workshops' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shop-offline.png'), fullPage: false });

  // Reserving works offline (the cart is on the device); the connection is needed at checkout.
  await reserve.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back online, the Shop reads the server again and the offline note goes.
  await context.setOffline(false);
  await expect(note).toHaveCount(0);
});

test('offline, a class that has started since the list was saved leaves the Shop and is marked in the cart', async ({
  page,
  context,
}) => {
  // The server's classes, soonest first (docs/product.md#shop): the device's clock will pass the first.
  const classes = (
    (await (await page.request.get('/api/shop/workshops')).json()) as { kind: string; title: string; date: string }[]
  )
    .filter((c) => c.kind === 'class')
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const [started, next] = classes;
  expect(Date.parse(next!.date)).toBeGreaterThan(Date.parse(started!.date));

  await page.goto('/shop?tab=workshops');
  await waitForOfflineReady(page);
  await expect.poll(() => savedShopLists(page), { timeout: 30_000 }).toContain('workshops');
  await page.getByRole('button', { name: `Reserve a spot in ${started!.title}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Offline, an hour after the first class began (by this device's clock), the Shop opens from the
  // list it saved before.
  await context.setOffline(true);
  await page.clock.setFixedTime(new Date(Date.parse(started!.date) + 3_600_000));
  await page.goto('/shop?tab=workshops');
  const note = page.getByRole('note', { name: 'Offline shop' });
  await expect(note).toContainText(/Spots as of/);
  await expect(page.getByRole('button', { name: `Reserve a spot in ${next!.title}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: started!.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Reserve a spot in ${started!.title}` })).toHaveCount(0);

  // The seat already in the cart is marked, as a cancelled class's is: checkout would refuse it.
  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  const line = page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('listitem', { name: started!.title });
  await expect(line).toContainText('No longer offered. Remove it before you check out.');
  await page.screenshot({ path: test.info().outputPath('cart-class-started-offline.png'), fullPage: false });
});
