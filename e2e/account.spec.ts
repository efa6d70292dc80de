import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createAccount,
  deviceFavoriteIds,
  expectToast,
  expectToastOnScreen,
  homeInPlaceAt,
  fillCheckoutForm,
  signInWithDialog,
  waitForOfflineReady,
} from './helpers';

const header = (page: Page) => page.getByRole('banner');
const featuredCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Featured Recipes' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function putCartLineOnDevice(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onsuccess = () => {
          const tx = open.result.transaction('cart', 'readwrite');
          tx.objectStore('cart').put({
            key: 'class:1',
            id: 1,
            type: 'class',
            title: 'Beginner Bread: Your First Sandwich Loaf',
            price: 6500,
            quantity: 1,
            addedAt: Date.now(),
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

/**
 * A class the cart-checkout journey neither counts nor fills: the two run side by side on one
 * server. It starts with 3 spots, and two journeys here book one each.
 */
const CAKE_CLASS = 'Buttercream Cake Decorating';

/** A new account, signed in on the shop, with one spot in CAKE_CLASS in the cart and the checkout form filled. */
async function signInAndFillCheckout(page: Page, request: APIRequestContext, buyer: { name: string; email: string }) {
  const account = await createAccount(request, { name: buyer.name });
  await page.goto('/shop?tab=workshops');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await signInWithDialog(page, account.username, account.password);
  await page.getByRole('button', { name: `Reserve a spot in ${CAKE_CLASS}` }).click();
  await expectToast(page, 'Added to cart');
  await page.goto('/checkout');
  await fillCheckoutForm(page, buyer);
  return account;
}

test.describe('account journey', () => {
  test('register -> favorite -> favorites page -> dashboard -> edit profile -> logout -> login', async ({ page }) => {
    const username = `maple${Date.now().toString(36)}`;
    await page.goto('/');

    // The auth dialog: login mode first, then register.
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(login).toContainText('Sign in to your account to access your saved recipes and favorites.');
    await expect(login.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await login.getByRole('button', { name: 'Create one' }).click();
    const join = page.getByRole('dialog', { name: 'Join Sift & Story' });
    await expect(join).toContainText('Create an account to save your favorite recipes and join our baking community.');
    await expect(join.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(join.getByLabel('Email')).toHaveAttribute('type', 'email');

    await join.getByRole('button', { name: 'Create Account' }).click();
    await expectToastOnScreen(page, 'Missing information', 'Please fill in all required fields.');
    await expect(join.getByRole('alert')).toHaveText('Please fill in all required fields.');
    await join.getByLabel('Username').fill(username);
    await join.getByLabel('Full Name').fill('Maple Syrup');
    await join.getByLabel('Email').fill(`${username}@example.com`);
    await join.getByLabel('Password', { exact: true }).fill('sourdough1');
    await join.getByLabel('Confirm Password').fill('sourdough2');
    await join.getByRole('button', { name: 'Create Account' }).click();
    await expectToastOnScreen(page, 'Password mismatch', 'The passwords you entered do not match.');
    await expect(join.getByRole('alert')).toHaveText('The passwords you entered do not match.');
    await join.getByLabel('Confirm Password').fill('sourdough1');
    await join.getByRole('button', { name: 'Create Account' }).click();
    await expect(join.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expectToast(page, 'Registration successful', 'Welcome to Sift & Story, Maple Syrup!');
    await expect(join).toBeHidden();

    // Signed in: the account menu shows the name, and the signed-in links appear.
    await expect(header(page).getByRole('button', { name: /My Account/ })).toContainText('Maple Syrup');
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // Two favorites from the home page, one removed again on the Favorites page.
    await featuredCard(page, 'One-Bowl White Bread').getByRole('button', { name: 'Add to favorites' }).click();
    await expectToast(page, 'Added to favorites', 'Recipe saved to your favorites.');
    await featuredCard(page, 'Vanilla Buttercream').getByRole('button', { name: 'Add to favorites' }).click();
    await expectToast(page, 'Added to favorites', 'Recipe saved to your favorites.');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    const saved = page.getByRole('list', { name: 'Saved recipes' });
    await expect(saved.getByRole('article')).toHaveCount(2);
    // Newest first.
    await expect(saved.getByRole('article').first()).toContainText('Vanilla Buttercream');
    await saved.getByRole('article').first().getByRole('button', { name: 'Remove from favorites' }).click();
    await expectToast(page, 'Removed from favorites', 'Recipe removed from your favorites.');
    await expect(saved.getByRole('article')).toHaveCount(1);
    await expect(saved).toContainText('One-Bowl White Bread');

    // The dashboard, from the account menu.
    await header(page)
      .getByRole('button', { name: /My Account/ })
      .click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Maple Syrup!');
    await expect(page.getByText(/^Member since \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Favorites' }).getByRole('article')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Purchases' }).click();
    await expect(page.getByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute('href', '/shop');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(page.getByRole('heading', { name: 'No classes booked' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Class' })).toHaveAttribute('href', '/workshops');
    await page.getByRole('tab', { name: 'Account' }).click();
    const account = page.getByRole('tabpanel', { name: 'Account' });
    await expect(account).toContainText(`Username${username}`);
    await expect(account).toContainText(`Email${username}@example.com`);
    await expect(account).toContainText('NameMaple Syrup');
    await expect(account).toContainText('Favorite recipes1');
    await expect(account).toContainText('Purchases0');
    await expect(account).toContainText('Classes0');
    await account.getByRole('link', { name: 'Edit Profile' }).click();

    // Edit Profile: docs/product.md#accounts' rules, a refused save, then a real one.
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(username);
    // The Full Name given at registration is the name to edit.
    await expect(page.getByLabel('First name')).toHaveValue('Maple');
    await expect(page.getByLabel('Last name')).toHaveValue('Syrup');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Current password required')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('Password too short')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();
    await page.getByLabel('Username').fill('');
    await page.getByLabel('New password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await page.getByLabel('Username').fill(username);

    // A bad e-mail is marked on its field, which takes focus, before anything is sent.
    const email = page.getByLabel('Email');
    await email.fill('maple@example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await email.fill(`${username}@example.com`);
    await expect(email).not.toHaveAttribute('aria-invalid');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('newsecret1');
    await page.getByLabel('Confirm new password').fill('newsecret1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update failed', 'Current password is incorrect');
    // The server's refusal is on its field too.
    await expect(page.getByLabel('Current password')).toBeFocused();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Current password is incorrect');

    await page.getByLabel('First name').fill('Maple');
    await page.getByLabel('Last name').fill('Leaf');
    await page.getByLabel('Current password').fill('sourdough1');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expectToast(page, 'Profile updated');
    // The page reloads: the form comes back from the server, the password fields empty.
    await reloaded;
    await expect(page.getByLabel('First name')).toHaveValue('Maple');
    await expect(page.getByLabel('Last name')).toHaveValue('Leaf');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toContainText('NameMaple Leaf');
    // One name everywhere: the header says the same.
    await expect(header(page).getByRole('button', { name: /My Account/ })).toContainText('Maple Leaf');

    // Logout: favorites leave the device, the cart stays.
    await putCartLineOnDevice(page);
    await page.reload();
    const cart = page.getByRole('button', { name: /^Shopping cart/ });
    await expect(cart).toHaveAccessibleName('Shopping cart, 1 item');
    expect(await deviceFavoriteIds(page)).toHaveLength(1);
    // With the whole header shown (the offline mark too), Logout is on screen, not cut off at its edge.
    await expect(page.getByTestId('offline-ready')).toBeAttached();
    await expect(header(page).getByRole('button', { name: /^My Account: / })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout successful', 'You have been logged out successfully.');
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await deviceFavoriteIds(page)).toEqual([]);
    await expect(cart).toHaveAccessibleName('Shopping cart, 1 item');

    // Login: docs/product.md#accounts' checks, a wrong password, then the new one; favorites come back from the server.
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToastOnScreen(page, 'Missing information', 'Please enter both username and password.');
    await expect(dialog.getByRole('alert')).toHaveText('Please enter both username and password.');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill('sourdough1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectToastOnScreen(page, 'Login failed', 'Invalid username or password');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password').fill('newsecret1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expectToast(page, 'Login successful', 'Welcome back, Maple Leaf!');
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByRole('list', { name: 'Saved recipes' }).getByRole('article')).toHaveCount(1);
  });

  test('the Full Name from registration is the one name shown and edited everywhere', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Quinn Tester' });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    const menu = header(page).getByRole('button', { name: /My Account/ });
    await expect(menu).toContainText('Quinn Tester');

    await page.goto('/profile/edit');
    await expect(page.getByLabel('First name')).toHaveValue('Quinn');
    await expect(page.getByLabel('Last name')).toHaveValue('Tester');
    await page.getByLabel('First name').fill('Quincy');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated');
    await reloaded;
    await expect(page.getByLabel('First name')).toHaveValue('Quincy');
    await expect(menu).toContainText('Quincy Tester');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toContainText('NameQuincy Tester');
    await expect(menu).toContainText('Quincy Tester');
  });

  test('signed out, the dashboard and Edit Profile send the visitor home', async ({ page }) => {
    // The server answers with home before anything paints (docs/decisions/020-home-in-place.md).
    for (const path of ['/dashboard', '/profile/edit']) {
      const response = await page.goto(path);
      expect(await homeInPlaceAt(response)).toBe('/');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');
    }
    // With the app on the device its service worker answers: the app finds out itself.
    await waitForOfflineReady(page);
    for (const path of ['/dashboard', '/profile/edit']) {
      const response = await page.goto(path);
      expect(response!.fromServiceWorker()).toBe(true);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');
    }
  });

  test('the dashboard lists real orders under Purchases and Classes', async ({ page, request }) => {
    await signInAndFillCheckout(page, request, { name: 'Order Baker', email: 'order@example.com' });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectToast(page, 'Order Placed Successfully');

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Purchases' }).click();
    const purchases = page.getByRole('tabpanel', { name: 'Purchases' });
    await expect(purchases.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
    await expect(purchases).toContainText(CAKE_CLASS);
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Classes' }).getByRole('heading', { name: CAKE_CLASS }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toContainText('Purchases1');
    await expect(page.getByRole('tabpanel', { name: 'Account' })).toContainText('Classes1');
  });
});

test.describe('when the session ends on the server while the device shows the user signed in', () => {
  test.use({ serviceWorkers: 'block' });

  test('checkout refuses the order instead of booking it as a guest, keeps the cart, and books it for the account after signing in again', async ({
    page,
    request,
  }) => {
    const account = await signInAndFillCheckout(page, request, { name: 'Rye Baker', email: 'rye@example.com' });

    // Another device changes the password: this browser's session ends, its screen does not know.
    await request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
    const changed = await request.put('/api/auth/profile', {
      data: { username: account.username, currentPassword: account.password, newPassword: 'rye-starter2' },
    });
    expect(changed.status()).toBe(200);

    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/checkout')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/checkout'));
    await page.getByRole('button', { name: 'Pay $85.00' }).click();
    expect((await refused).status()).toBe(401);
    const ended = 'Your session has ended, so your order was not placed. Please sign in again to place it.';
    await expectToastOnScreen(page, 'Checkout Failed', ended);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toContainText(ended);
    // Closed, the page still offers to sign in; signed out here, with the cart and the form kept.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const offer = page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: 'Sign In' });
    await expect(offer).toBeFocused();
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Shopping cart/ })).toHaveAccessibleName('Shopping cart, 1 item');
    await expect(page.getByLabel('Street Address')).toHaveValue('1 Mill Road');
    await expect(page.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242');

    await offer.click();
    await signInWithDialog(page, account.username, 'rye-starter2');
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay $85.00' })).toBeFocused();
    await page.getByRole('button', { name: 'Pay $85.00' }).click();
    await expectToast(page, 'Order Placed Successfully');
    // The retry is the same attempt (same key), now booked under the account.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Purchases' }).click();
    const purchases = page.getByRole('tabpanel', { name: 'Purchases' });
    await expect(purchases.getByRole('heading', { name: /^Order #\d+$/ })).toHaveCount(1);
    await expect(purchases).toContainText(CAKE_CLASS);
  });
});

test.describe('the dashboard when the signal drops', () => {
  // Request interception (page.route) must see the app's calls, so no service worker sits in between.
  test.use({ serviceWorkers: 'block' });

  test('offline, the dashboard says the orders could not be loaded instead of claiming there are none', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    // The shop loads the query library, so it hears the browser go offline (a cheap phone losing signal).
    await page.goto('/shop');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful');
    // The signal drops (the event a phone's browser fires, and no answer from the server): the
    // page's code is already here, as it would be from the installed app's cache.
    await page.route('**/api/orders', (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();

    await page.getByRole('tab', { name: 'Purchases' }).click();
    const purchases = page.getByRole('tabpanel', { name: 'Purchases' });
    await expect(purchases.getByRole('alert')).toHaveText(
      'Your orders could not be loaded right now. Please check your connection and try again.',
    );
    await expect(purchases).not.toContainText('No purchases yet');
    await page.getByRole('tab', { name: 'Account' }).click();
    const summary = page.getByRole('tabpanel', { name: 'Account' }).getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(/Purchases\W*Not available right now/);
    await expect(summary).toContainText(/Classes\W*Not available right now/);

    // Back online, the open dashboard loads them by itself.
    await page.unroute('**/api/orders');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(summary).toContainText(/Purchases\W*0/);
    await page.getByRole('tab', { name: 'Purchases' }).click();
    await expect(purchases.getByRole('heading', { name: 'No purchases yet' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const menuButton = header(page).getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the mobile menu closes on route change and holds the account controls', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    // Sign In closes the menu behind the dialog; closing the dialog puts focus on the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful', `Welcome back, ${account.name}!`);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('signed in on a 1024 px screen, the header leaves nothing off screen: links and Logout move to the menu', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/recipes');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await signInWithDialog(page, account.username, account.password);
  await expectToast(page, 'Login successful');
  // The row of links, a name and Logout is wider than 1024 px: it used to push Logout past the edge.
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });

  // From 1280 px the row fits, Logout on screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
});
