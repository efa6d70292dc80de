import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceRecipeCount, expectToast, waitForOfflineReady } from './helpers';

/**
 * Offline journeys (issue 4): after one online visit the app works with no network, queued
 * writes reach the server once the network is back, exactly once, and catalog deletions reach
 * the device. Each test has its own browser context (its own IndexedDB and service worker).
 */
const pendingButton = (page: Page) => page.getByRole('button', { name: /^Pending changes/ });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/validate', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  });
  const body = (await res.json()) as { valid: boolean; token: string };
  expect(body.valid).toBe(true);
  return body.token;
}

/**
 * A recipe the admin adds over the API for one journey (scones unless told otherwise): its slug,
 * and the admin's headers to change or delete it.
 */
async function addRecipe(
  request: APIRequestContext,
  fields: { title: string; description: string; ingredients?: string[]; instructions?: string[]; tags?: string[] },
) {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const data = {
    story: '',
    prepTime: '15 mins',
    cookTime: '18 mins',
    servings: '8',
    difficulty: 'Easy',
    ingredients: ['2 cups flour', '1/2 cup cold butter'],
    instructions: ['Rub in the butter.', 'Bake.'],
    imageUrl: '',
    tags: ['BrunchBreakfast'],
    dietaryInfo: [],
    notes: '',
    featured: false,
    ...fields,
  };
  const created = await request.post('/api/recipes', { headers: auth, data });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  return { slug, auth };
}

async function registerInBrowser(page: Page): Promise<string> {
  const username = `offline${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  // page.request shares the browser context's cookies: the page is signed in afterwards.
  const res = await page.request.post('/api/auth/register', {
    data: {
      username,
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: 'Offline Baker',
      email: `${username}@example.com`,
    },
  });
  expect(res.status()).toBe(201);
  return username;
}

test.describe('offline after one visit', () => {
  test('a shop first opened offline shows the lists kept with the catalog, then reads them anew when the signal returns', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    // The shop's lists are kept with the catalog sync, after the recipes; the pictures' cache opens once they are stored.
    await expect
      .poll(() => page.evaluate(async () => (await caches.has('catalog-images')) || null), { timeout: 30_000 })
      .toBe(true);
    // Offline before any page with server data has loaded the query library.
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
    const note = page.getByRole('note', { name: 'Offline shop' });
    await expect(note).toContainText('You are offline');

    await context.setOffline(false);
    await expect(note).toHaveCount(0);
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
  });

  test('home, list, search, category, a never-opened recipe, the cart and the shop render with no network', async ({
    page,
    context,
  }) => {
    await page.goto('/shop?tab=workshops');
    await page
      .getByRole('button', { name: /^Reserve a spot in/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/');
    await waitForOfflineReady(page);
    await expect(page.getByTestId('offline-ready')).toHaveAttribute('title', /saved on this device/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(30);
    await page.getByLabel('Search recipes').fill('buttercr');
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toBeVisible();
    await page.getByLabel('Search recipes').fill('');
    await page.getByRole('button', { name: 'Cookies & Bars' }).click();
    await expect(page.getByRole('link', { name: 'Soft Cut-out Sugar Cookies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toHaveCount(0);

    await page.goto('/recipes/lemon-bars');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#ingredients li').first()).toBeVisible();

    await page.getByRole('button', { name: /^Shopping cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart).toBeVisible();
    await expect(cart.getByText(/Subtotal/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/shop?tab=workshops');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In-Person Classes' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reserve a spot in/ }).first()).toBeVisible();
  });

  test("'Available offline' waits for the app itself to be cached, not only the catalog; a refused worker is no error", async ({
    browser,
  }) => {
    // With service workers blocked the catalog still syncs, but a reload with no network
    // could not open the app: the mark must not promise it.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const synced = page.waitForResponse((res) => res.url().includes('/api/sync/recipes'));
    await page.goto('/');
    await synced;
    await expect.poll(() => deviceRecipeCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('offline-ready')).toHaveCount(0);
    // The refused registration is not an uncaught error either.
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a photo never loaded online shows a plain blank offline, not a broken image', async ({ page, context }) => {
    await page.goto('/about');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/recipes/french-macarons');
    const photo = page.locator('header').getByRole('img', { name: 'French Macarons' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('checkout offline says it needs the network and keeps the cart', async ({ page, context }) => {
    await page.goto('/shop?tab=workshops');
    await page
      .getByRole('button', { name: /^Reserve a spot in/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/checkout');
    await expect(page.getByText('Checkout needs an internet connection.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('the recipe sync runs beside the page', () => {
  test('in a worker of its own: the list shows what it writes, and the header its outcome', async ({ page }) => {
    const worker = page.waitForEvent('worker', (w) => w.url().includes('sync.worker'));
    await page.goto('/recipes');
    // The page's HTML carries the first six cards; the rest arrive through the worker's writes.
    await worker;
    await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    await waitForOfflineReady(page);
    expect(page.workers().some((w) => w.url().includes('sync.worker'))).toBe(true);
  });

  test('on the page when its worker cannot start, with the same result and no uncaught error', async ({ page }) => {
    // The page's request only: the service worker still precaches the whole app.
    await page.route(/sync\.worker/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/recipes');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    await waitForOfflineReady(page);
    expect(await deviceRecipeCount(page)).toBeGreaterThanOrEqual(30);
    expect(page.workers().some((w) => w.url().includes('sync.worker'))).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('queued writes', () => {
  test('a favorite saved offline reaches the server when the network is back', async ({ page, context }) => {
    await registerInBrowser(page);
    await page.goto('/recipes/one-bowl-white-bread');
    await waitForOfflineReady(page);
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Add to favorites' }).first().click();
    await expect(page.getByRole('button', { name: 'Remove from favorites' }).first()).toBeVisible();
    await expect(pendingButton(page)).toHaveAccessibleName('Pending changes: 1 change waiting to be sent');
    await pendingButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Pending changes' });
    await expect(panel.getByText('Save a favorite')).toBeVisible();
    await expect(panel.getByText('Waiting for the network')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('pending-offline.png') });
    // Escape closes the list and gives focus back to the button that opened it.
    await expect(panel.getByRole('heading', { name: 'Pending changes' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(pendingButton(page)).toBeFocused();

    await context.setOffline(false);
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 15_000 });
    // Asked by the page itself: a request context's pooled connection may have been closed idle.
    const favorites = await page.evaluate(
      async () => (await (await fetch('/api/favorites')).json()) as { slug: string }[],
    );
    expect(favorites.map((r) => r.slug)).toEqual(['one-bowl-white-bread']);
  });

  test('a survey sent offline is delivered later exactly once', async ({ page, context, request }) => {
    const email = `survey-${Date.now()}@example.com`;
    await page.goto('/shop?tab=workshops');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: 'Churros' }).check();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(pendingButton(page)).toHaveAccessibleName('Pending changes: 1 change waiting to be sent');

    await context.setOffline(false);
    await expect(pendingButton(page)).toHaveCount(0, { timeout: 15_000 });
    // Coming back to the page flushes again: nothing is sent twice.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.reload();
    await waitForOfflineReady(page);

    const token = await adminToken(request);
    const surveys = (await (
      await request.get('/api/admin/workshop-surveys', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { email: string }[];
    expect(surveys.filter((s) => s.email === email)).toHaveLength(1);
  });
});

test.describe('signing out offline', () => {
  test('Logout says the device is offline and keeps the visitor signed in; back online it signs out', async ({
    page,
    context,
  }) => {
    await registerInBrowser(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    const banner = page.getByRole('banner');
    await context.setOffline(true);

    await banner.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', "You're offline. Connect to the internet to log out.");
    // The session lives on the server: looking signed out here would not end it.
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    await context.setOffline(false);
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout successful', 'You have been logged out successfully.');
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test('a recipe the admin deletes disappears from the device after the next sync', async ({ page, request }) => {
  const title = `Vanishing Scones ${Date.now()}`;
  const { slug, auth } = await addRecipe(request, { title, description: 'Scones that will not be here for long.' });

  await page.goto('/recipes');
  await waitForOfflineReady(page);
  await page.getByLabel('Search recipes').fill('vanishing');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const before = await deviceRecipeCount(page);

  expect((await request.delete(`/api/recipes/${slug}`, { headers: auth })).status()).toBe(204);
  // Coming back to the app (visibility) runs a sync: the tombstone removes the recipe.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  expect(await deviceRecipeCount(page)).toBe(before - 1);
});

test('a visitor who keeps the app open gets a new recipe on a page change a minute after the last sync', async ({
  page,
  request,
}) => {
  await page.goto('/recipes');
  await waitForOfflineReady(page);
  // The clock is faked once the app has started (its start-up waits for idle time): from here a
  // minute can pass at once.
  await page.clock.install();
  const title = `Open Tab Scones ${Date.now()}`;
  const { slug, auth } = await addRecipe(request, {
    title,
    description: 'Scones added while a visitor had the app open.',
  });
  const nav = page.getByRole('navigation', { name: 'Main' });

  // A page change right after the last sync asks nothing.
  await nav.getByRole('link', { name: 'About' }).click();
  await nav.getByRole('link', { name: 'Recipes' }).click();
  await page.getByLabel('Search recipes').fill('open tab scones');
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();

  // A minute on, the next page change syncs.
  await page.clock.fastForward(61_000);
  await nav.getByRole('link', { name: 'About' }).click();
  await nav.getByRole('link', { name: 'Recipes' }).click();
  await page.getByLabel('Search recipes').fill('open tab scones');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect((await request.delete(`/api/recipes/${slug}`, { headers: auth })).status()).toBe(204);
});

test("a running timer of a recipe the admin deletes still names that recipe on the baker's other pages", async ({
  page,
  request,
}) => {
  const title = `Short-lived Shortbread ${Date.now()}`;
  const { slug, auth } = await addRecipe(request, {
    title,
    description: 'Shortbread whose recipe will not be here for long.',
    ingredients: ['1 cup butter', '2 cups flour'],
    instructions: ['Chill the dough for 30 minutes.', 'Bake.'],
    tags: ['Cookies'],
  });

  await page.goto(`/recipes/${slug}`);
  await waitForOfflineReady(page);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Start 30 min timer' }).click();
  await dialog.getByRole('button', { name: 'Exit cook mode' }).click();

  expect((await request.delete(`/api/recipes/${slug}`, { headers: auth })).status()).toBe(204);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const timers = page.getByRole('complementary', { name: 'Kitchen timers' });
  await expect(timers.getByRole('timer')).toBeVisible();
  // The recipe is gone from the device (no link to it), but the timer still says whose it is.
  await expect(timers.getByRole('link')).toHaveCount(0);
  await expect(timers).toContainText(title);
});

test('ticks stay on their ingredients when the admin adds a line above them', async ({ page, request }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const recipe = {
    title: `Ticked Shortbread ${Date.now()}`,
    description: 'Shortbread whose ingredients the baker edits mid-bake.',
    story: '',
    prepTime: '15 mins',
    cookTime: '30 mins',
    servings: '16',
    difficulty: 'Easy',
    ingredients: ['1 cup butter', '1/2 cup sugar', '2 cups flour'],
    instructions: ['Cream, mix, press and bake.'],
    imageUrl: '',
    tags: ['Cookies'],
    dietaryInfo: [],
    notes: '',
    featured: false,
  };
  const created = await request.post('/api/recipes', { headers: auth, data: recipe });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/recipes/${slug}`);
  await waitForOfflineReady(page);
  const box = (name: string) => page.locator('#ingredients').getByRole('checkbox', { name });
  await box('1/2 cup sugar').check();
  await box('2 cups flour').check();

  const edited = { ...recipe, ingredients: ['1 tsp vanilla', ...recipe.ingredients] };
  expect((await request.put(`/api/recipes/${slug}`, { headers: auth, data: edited })).status()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(box('1 tsp vanilla')).toBeVisible();
  await expect(box('1/2 cup sugar')).toBeChecked();
  await expect(box('2 cups flour')).toBeChecked();
  await expect(box('1 tsp vanilla')).not.toBeChecked();
  // '1 cup butter' reads in sticks in US units (decision 009).
  await expect(box('2 sticks butter')).not.toBeChecked();
  await request.delete(`/api/recipes/${slug}`, { headers: auth });
});

/**
 * The update prompt needs a second service worker version. It runs against its own server with
 * a copy of the build, so changing sw.js cannot touch other tests' pages.
 */
test.describe('update prompt', () => {
  let server: ChildProcess | undefined;
  let dir = '';
  const port = Number(process.env.E2E_PORT ?? 4173) + 57;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sift-e2e-update-'));
    cpSync(resolve(process.env.DIST_DIR ?? 'dist'), join(dir, 'dist'), { recursive: true });
    server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        DIST_DIR: join(dir, 'dist'),
        DEMO_CONTENT: '0',
        ADMIN_PASSWORD: 'e2e-admin-password',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('update-test server did not start');
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  test("'A new version is ready' appears when a new worker waits, and 'Reload' activates it", async ({ page }) => {
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/`);
    const controlled = () =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistration())?.active && navigator.serviceWorker.controller
          ? navigator.serviceWorker.controller.scriptURL
          : null,
      );
    await expect.poll(controlled, { timeout: 30_000 }).not.toBeNull();
    const firstWorker = await controlled();
    await expect(page.getByText('A new version is ready')).toHaveCount(0);

    appendFileSync(join(dir, 'dist', 'sw.js'), `\n// new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('update-prompt.png') });

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: !!registration.waiting, active: registration.active?.scriptURL };
    });
    expect(state).toEqual({ waiting: false, active: firstWorker });
  });
});
