import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits for the header's 'Available offline' mark: the page shows it only once the first recipe
 * sync has finished and a service worker (its precache complete) controls the page, so the
 * tests that go offline after it also prove the mark tells the truth.
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
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

/** The toast on screen (Radix keeps at most one): its title and, if given, its description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  const toast = region.getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** An admin bearer token for reading the admin lists (the e2e server's password). */
export async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/admin/validate', {
    data: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' },
  });
  const body = (await res.json()) as { valid: boolean; token?: string };
  if (!body.valid || !body.token) throw new Error('admin login failed');
  return body.token;
}

let accountCounter = 0;
/**
 * A fresh account made over the API with its own cookie jar (the `request` fixture), so the
 * browser page stays signed out until the test signs in.
 */
export async function createAccount(request: APIRequestContext, overrides: { name?: string; email?: string } = {}) {
  accountCounter += 1;
  const username = `e2e${Date.now().toString(36)}${accountCounter}`;
  const password = 'sourdough1';
  // A context idle for a while may send on a kept-alive socket the server is closing just then
  // (ECONNRESET before the request is read): Playwright sends it again on a new one.
  const res = await request.post('/api/auth/register', {
    data: { username, password, confirmPassword: password, name: 'E2E Baker', ...overrides },
    maxRetries: 2,
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  await request.post('/api/auth/logout', { maxRetries: 2 });
  return { username, password, name: overrides.name ?? 'E2E Baker' };
}

/** Signs in through the open auth dialog (login mode). */
export async function signInWithDialog(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

/** The recipe ids saved as favorites on the device (IndexedDB), any user. */
export function deviceFavoriteIds(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('favorites', 'readonly').objectStore('favorites').getAll();
          all.onsuccess = () =>
            resolve((all.result as { recipeId: number }[]).map((r) => r.recipeId).sort((a, b) => a - b));
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * A toast shown while a modal dialog is open: the dialog hides the rest of the page (the toast
 * region too) from the accessibility tree, so the toast is found by its place on screen.
 */
export async function expectToastOnScreen(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.locator('[data-toast-viewport] li').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/** The visible toast with this title (the Radix viewport's list item), to check its description. */
export function toastWith(page: Page, title: string) {
  return page.locator('[data-toast-viewport] > li').filter({ has: page.getByText(title, { exact: true }) });
}

/** The shop's workshops tab, one spot of its first class reserved (the cart then has a line). */
export async function reserveFirstClass(page: Page): Promise<void> {
  await page.goto('/shop?tab=workshops');
  await page
    .getByRole('button', { name: /^Reserve a spot in / })
    .first()
    .click();
  await expectToast(page, 'Added to cart');
}

/** Fills the checkout form with valid details (the card is only ever sent as its last four digits). */
export async function fillCheckoutForm(
  page: Page,
  buyer: { name: string; email: string } = { name: 'Jo Baker', email: 'jo@example.com' },
): Promise<void> {
  await page.getByLabel('Full Name').fill(buyer.name);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Card Number').fill('4242424242424242');
  await page.getByLabel('Expiry Date (MM/YY)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Street Address').fill('1 Mill Road');
  await page.getByLabel('City').fill('Willow Creek');
  await page.getByLabel('State/Province').fill('VT');
  await page.getByLabel('ZIP/Postal Code').fill('05001');
}

/**
 * A first visit whose first sync is cut off by the network. The sync's worker script is refused,
 * so the sync runs on the page and its requests can be held here: the first answer carries 10
 * recipes of the catalog (with `withoutFeatured`, none of the featured ones), then every recipe
 * request fails as offline until `reconnect`.
 */
export async function cutOffFirstSync(context: BrowserContext, { withoutFeatured = false } = {}) {
  await context.route(/sync\.worker/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const state = { connected: false, cutOff: false };
  await context.route(/\/api\/(sync\/)?recipes/, async (route) => {
    const url = new URL(route.request().url());
    if (state.connected) return route.continue();
    if (url.pathname !== '/api/sync/recipes' || url.searchParams.get('since') !== '0') {
      state.cutOff = true;
      return route.abort('internetdisconnected');
    }
    url.searchParams.set('limit', '10');
    if (!withoutFeatured) return route.continue({ url: url.toString() });
    const response = await route.fetch({ url: url.toString() });
    const page = (await response.json()) as { recipes: { featured: boolean }[] };
    return route.fulfill({ response, json: { ...page, recipes: page.recipes.filter((r) => !r.featured) } });
  });
  return {
    cutOff: () => expect.poll(() => state.cutOff, { timeout: 30_000 }).toBe(true),
    // The browser's 'online' event starts the sync again.
    reconnect: async () => {
      state.connected = true;
      await context.setOffline(true);
      await context.setOffline(false);
    },
  };
}

/** True once the app has taken the element over (React keeps its own keys on the elements it manages). */
export function takenOver(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Waits until the app has taken over the page the server rendered, its heading included
 * (decision 007). Until then a link is a plain link: it loads the next page whole.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect.poll(() => takenOver(page, 'main h1'), { timeout: 15_000 }).toBe(true);
}

/**
 * The address the server drew home at when it answered a page the visitor is not for with home
 * (docs/decisions/020-home-in-place.md), or null when the answer was the page itself or came from
 * the service worker (the app then sends her home itself).
 */
export async function homeInPlaceAt(response: Response | null): Promise<string | null> {
  if (!response || response.fromServiceWorker()) return null;
  const address = (await response.text()).match(/<div id="root" data-address="([^"]*)"/)?.[1];
  return address?.replace(/&#38;/g, '&') ?? null;
}

/**
 * Opens the Shop's workshops tab by a move inside the app, as a link on another page does: the
 * Shop then reads its lists from the server (a journey's changed answer included), where the Shop
 * the server renders shows the lists its page came with (docs/decisions/021-shop-page-lists.md).
 */
export async function openWorkshopsInApp(page: Page): Promise<void> {
  await page.goto('/about');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByRole('tab', { name: 'Workshops' }).click();
}

/** Opens `path` and waits until React has taken over the server's page (its `main h1`, if any). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** A device of `account`'s: a new browser context signed in, the app open and ready offline. */
export async function signedInDevice(
  browser: Browser,
  account: { username: string; password: string },
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  await openHydrated(page, '/');
  await waitForOfflineReady(page);
  return { context, page };
}

/**
 * Waits for the page's colours to settle: axe measures a pressed chip's background fading in
 * against its text mid-way otherwise. Infinite animations (a spinner) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the page as it is (or on `include` of it): no serious or critical violation, each named with where it is. */
export async function expectNoSeriousAxe(page: Page, label: string, include?: string): Promise<void> {
  await settleAnimations(page);
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe on ${label}`).toEqual([]);
}
