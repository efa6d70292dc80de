import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createAccount,
  deviceFavoriteIds,
  expectToast,
  expectToastOnScreen,
  homeInPlaceAt,
  signInWithDialog,
  waitForOfflineReady,
} from './helpers';

const featured = (page: Page) => page.getByRole('region', { name: 'Featured Recipes' });
const card = (page: Page, title: string) =>
  featured(page)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function serverFavorites(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/favorites');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).map((r) => r.title);
}

test.describe('favorites', () => {
  test('an anonymous heart asks to sign in, then saves the recipe after login', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/');
    const bread = card(page, 'One-Bowl White Bread');
    await bread.getByRole('button', { name: 'Add to favorites' }).click();
    // The modal dialog hides the rest of the page (toast included) from assistive technology,
    // so the dialog repeats the reason.
    await expectToastOnScreen(page, 'Authentication required', 'Please sign in to save recipes to your favorites.');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toContainText('Please sign in to save recipes to your favorites.');

    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Added to favorites', 'Recipe saved to your favorites.');
    const heart = bread.getByRole('button', { name: 'Remove from favorites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The dialog gives focus back to the heart, which was busy saving at that moment: it still gets it.
    await expect(heart).toBeFocused();
    // The toast means kept on the device and queued (decision 039): the server has it a moment later.
    await expect.poll(() => serverFavorites(page)).toEqual(['One-Bowl White Bread']);

    await heart.click();
    await expectToast(page, 'Removed from favorites', 'Recipe removed from your favorites.');
    await expect(bread.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => serverFavorites(page)).toEqual([]);
  });

  test('signed in, a heart tapped before the session check answers saves the recipe, with no sign-in asked', async ({
    page,
  }) => {
    const { username, password } = await createAccount(page.request);
    expect((await page.request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
    await page.goto('/recipes');
    // The next start's session check is held until the heart has been tapped.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const heart = page.getByRole('article').first().getByRole('button', { name: 'Add to favorites' });
    await heart.click();
    answer();
    await expectToast(page, 'Added to favorites');
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toHaveCount(0);
    await expect(
      page.getByRole('article').first().getByRole('button', { name: 'Remove from favorites' }),
    ).toBeVisible();
  });

  test('closing the sign-in dialog saves nothing', async ({ page }) => {
    await page.goto('/');
    const bread = card(page, 'One-Bowl White Bread');
    await bread.getByRole('button', { name: 'Add to favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(bread.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('keyboard only: closing the sign-in dialog puts focus back on what opened it', async ({ page }) => {
    await page.goto('/');
    const heart = card(page, 'One-Bowl White Bread').getByRole('button', { name: 'Add to favorites' });
    await heart.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog.getByLabel('Username')).toBeFocused();
    // Escape closes the dialog at once, also while the toast shown after it is on screen.
    await expectToastOnScreen(page, 'Authentication required');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(heart).toBeFocused();

    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // 'Create one' swaps in the register form: its first field takes the focus, not the dialog.
    await dialog.getByRole('button', { name: 'Create one' }).focus();
    await page.keyboard.press('Enter');
    const register = page.getByRole('dialog', { name: 'Join Sift & Story' });
    await expect(register.getByLabel('Username')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeFocused();
  });

  test('signed out, /favorites sends the visitor home with the sign-in dialog, and signing in there comes back', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const response = await page.goto('/favorites');
    // The server answered with home, before anything painted (docs/decisions/020-home-in-place.md).
    expect(await homeInPlaceAt(response)).toBe('/?from=favorites');
    await expect(page).toHaveURL(/\/$/);
    // The open dialog hides the page from the accessibility tree: the home page's heading by tag.
    await expect(page.locator('h1')).toHaveText('Elevate Your Baking Journey');
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful', `Welcome back, ${account.name}!`);
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('signed out with the app already on the device, /favorites is sent home by the app, dialog and all', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/');
    await waitForOfflineReady(page);
    // The service worker answers the address now: the app finds the visitor signed out itself.
    const response = await page.goto('/favorites');
    expect(response!.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    // Closed, the dialog leaves her on home, its address its own.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A stale link to home's arrival, signed in: straight on to favorites.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful');
    await page.goto('/?from=favorites');
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  });

  test('the heart on the recipe page, a refused save rolled back, and a save made offline synced later', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful');

    // The server refuses the write (4xx): the outbox rolls the heart back and says so.
    await page.route('**/api/me/changes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Recipe not found"}' })
        : route.continue(),
    );
    const save = page.getByRole('button', { name: 'Add to favorites' });
    await save.click();
    await expectToast(page, 'Error', 'Failed to add recipe to favorites.');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.unroute('**/api/me/changes');

    // Offline: the heart fills at once and the Favorites page shows it from the device.
    await waitForOfflineReady(page);
    await page.context().setOffline(true);
    await save.click();
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, 'Added to favorites');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream', exact: true })).toBeVisible();
    expect((await deviceFavoriteIds(page)).length).toBe(1);
    // A reload with no network: the device still knows who is signed in and what they saved.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

    // Back online, the queued write reaches the server.
    await page.context().setOffline(false);
    await expect.poll(() => serverFavorites(page), { timeout: 15_000 }).toEqual(['Vanilla Buttercream']);
  });
});

/** A second device: its own browser context (IndexedDB, service worker), signed in to the account. */
async function signedInDevice(browser: Browser, account: { username: string; password: string }, phone = false) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 } } : {});
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await waitForOfflineReady(page);
  // The device has joined the account (app/data/user-data/account.ts): from here only the sync's
  // triggers bring the other device's changes.
  await expect.poll(() => followedAccount(page), { timeout: 15_000 }).not.toBeNull();
  return { context, page };
}

/** The account whose data the device follows (its meta row), null for none. */
function followedAccount(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta', 'readonly').objectStore('meta').get('userDataOwner');
          get.onsuccess = () => resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test.describe('favorites on two signed-in devices', () => {
  test('a heart tapped on one shows on the other when it comes to the foreground or back online, no reload', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const laptop = await signedInDevice(browser, account);
    const phone = await signedInDevice(browser, account, true);
    const heartOn = (page: Page) => card(page, 'One-Bowl White Bread').getByRole('button', { name: /favorites$/ });
    await expect(heartOn(phone.page)).toHaveAttribute('aria-pressed', 'false');
    // Marks this very page: a reload or navigation would lose it.
    await phone.page.evaluate(() => Object.assign(window, { sameSession: true }));

    await heartOn(laptop.page).click();
    await expectToast(laptop.page, 'Added to favorites', 'Recipe saved to your favorites.');
    await expect.poll(() => serverFavorites(laptop.page), { timeout: 10_000 }).toEqual(['One-Bowl White Bread']);

    // The phone comes to the foreground: within 10 s its heart is filled.
    await phone.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(heartOn(phone.page)).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });

    // The phone is offline while the laptop removes it; back online, its heart empties.
    await phone.context.setOffline(true);
    await heartOn(laptop.page).click();
    await expectToast(laptop.page, 'Removed from favorites', 'Recipe removed from your favorites.');
    await expect.poll(() => serverFavorites(laptop.page), { timeout: 10_000 }).toEqual([]);
    await phone.context.setOffline(false);
    await expect(heartOn(phone.page)).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });

    // And the other way: the phone's save reaches the laptop's Favorites page on its next 'online'.
    await heartOn(phone.page).click();
    await expectToast(phone.page, 'Added to favorites');
    await expect.poll(() => serverFavorites(phone.page), { timeout: 10_000 }).toEqual(['One-Bowl White Bread']);
    await laptop.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await laptop.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(laptop.page.getByRole('link', { name: 'One-Bowl White Bread', exact: true })).toBeVisible({
      timeout: 10_000,
    });

    expect(await phone.page.evaluate(() => (window as { sameSession?: boolean }).sameSession)).toBe(true);
    await laptop.context.close();
    await phone.context.close();
  });
});
