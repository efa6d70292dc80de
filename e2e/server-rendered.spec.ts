import { expect, test, type ConsoleMessage, type Page, type Route } from '@playwright/test';
import { createAccount, expectToast, reserveFirstClass, takenOver, waitForApp } from './helpers';

/**
 * A first visit to any public page gets it rendered by the server (decision 007, issue 23):
 * readable before any script runs, then taken over by the app, which keeps the server's elements
 * and what the visitor did in between. `visitor`: who the page is for; anyone else gets home from
 * the server, drawn at home's address (docs/decisions/020-home-in-place.md, the last journey here,
 * e2e/favorites.spec.ts, e2e/account.spec.ts, e2e/cart-checkout.spec.ts).
 */
const PAGES: { path: string; heading?: string | RegExp; visitor?: 'signed-in' | 'with-cart' }[] = [
  { path: '/', heading: /Elevate Your/ },
  { path: '/recipes', heading: 'Recipes' },
  { path: '/recipes/vanilla-buttercream', heading: 'Vanilla Buttercream' },
  // A Favorite Combo: the recipes it links travel in its HTML, so the server draws their sections (issue 33).
  { path: '/recipes/coconut-lemon-layer-cake', heading: 'Coconut Lemon Layer Cake' },
  { path: '/shop', heading: 'Shop' },
  { path: '/shop?tab=workshops', heading: 'Shop' },
  { path: '/about', heading: /The kitchen behind/ },
  { path: '/admin/login', heading: 'Admin Login' },
  { path: '/no-such-page', heading: 'Page Not Found' },
  { path: '/checkout', heading: 'Checkout', visitor: 'with-cart' },
  { path: '/favorites', heading: 'My Favorites', visitor: 'signed-in' },
  // Its frame is a skeleton with no heading: the greeting fills in once the session check answers.
  { path: '/dashboard', visitor: 'signed-in' },
];

declare global {
  interface Window {
    serverHeading?: Element | null;
    /** Set once React has taken over the page element the server sent (not one drawn anew). */
    serverPageTakenOver?: boolean;
  }
}

/** The errors and warnings the page logs, and what it throws, as they come. */
function collectLogged(page: Page, ignore: (message: ConsoleMessage) => boolean = () => false): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (ignore(message)) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return logged;
}

/** Watches the page's element as the server sent it until React takes it over (it gets React's fiber). */
function watchServerPage() {
  document.addEventListener('DOMContentLoaded', () => {
    window.serverHeading = document.querySelector('main h1');
    const serverPage = document.querySelector('#main > *');
    const check = () => {
      if (!serverPage?.isConnected) return;
      if (Object.keys(serverPage).some((key) => key.startsWith('__reactFiber'))) window.serverPageTakenOver = true;
      else setTimeout(check, 2);
    };
    check();
  });
}

/** Holds back the app's start (its main chunk) until `release` is called. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a page rendered by the server', () => {
  test('reads and navigates with no JavaScript at all: home, a recipe card, the whole recipe', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Elevate Your');
    const featured = page.getByRole('region', { name: 'Featured Recipes' });
    await expect(featured.getByRole('article')).toHaveCount(6);
    await featured.getByRole('link', { name: 'Vanilla Buttercream' }).click();
    await expect(page).toHaveURL(/\/recipes\/vanilla-buttercream$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(page.locator('#ingredients li').first()).toBeVisible();
    await expect(page.locator('#instructions li').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await context.close();
  });

  test('reads a Favorite Combo whole with no JavaScript: every linked recipe’s ingredients and steps', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/recipes/coconut-lemon-layer-cake');
    await expect(page.getByRole('heading', { level: 1, name: 'Coconut Lemon Layer Cake' })).toBeVisible();
    const ingredients = page.locator('#ingredients');
    await expect(ingredients).not.toContainText('See referenced recipes');
    for (const section of [
      'Classic Vanilla Layer Cake (2 batches): For the Cake',
      'Silky Lemon Curd (2 batches)',
      'Coconut Buttercream (3 batches)',
    ])
      await expect(ingredients.getByText(section, { exact: true })).toBeVisible();
    await expect(ingredients.getByText('2 large egg yolks', { exact: true })).toBeVisible();
    const steps = page.locator('#instructions');
    await expect(steps.getByText(/whisk the eggs, yolk and sugar until smooth/)).toBeVisible();
    // The cake made twice fills four pans: its method's steps, not the recipe's as written.
    await expect(steps.getByText('Grease four 8-inch round cake pans', { exact: false })).toBeVisible();
    await expect(steps.getByText('Divide the batter evenly among the pans', { exact: false })).toBeVisible();
    for (const section of [
      'Classic Vanilla Layer Cake (2 batches)',
      'Silky Lemon Curd (2 batches)',
      'Putting it together',
    ])
      await expect(steps.getByRole('heading', { name: section, exact: true })).toBeVisible();
    // The JSON-LD lists the same sections, and the Total the page shows.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      recipeInstructions: { '@type': string; name: string }[];
      totalTime: string;
    };
    expect(ld.recipeInstructions.map((s) => s.name)).toEqual([
      'Classic Vanilla Layer Cake (2 batches)',
      'Silky Lemon Curd (2 batches)',
      'Coconut Buttercream (3 batches)',
      'Putting it together',
    ]);
    const total = (await page
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd')
      .textContent())!;
    const [, hours, minutes] = /^(?:(\d+) hr)?\s*(?:(\d+) min)?$/.exec(total.trim())!;
    expect(ld.totalTime).toBe(`PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`);
    await context.close();
  });

  test('reads the shop, its classes with their spots, and the About page and its anchors with no JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Video Tutorials', selected: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.goto('/shop?tab=workshops');
    await expect(page.getByRole('tab', { name: 'Workshops', selected: true })).toBeVisible();
    const classes = page.getByRole('region', { name: 'In-Person Classes' });
    await expect(classes.getByRole('article').first()).toBeVisible();
    await expect(classes.getByText(/spots? left|Sold out/i).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming Workshops' }).getByRole('article').first()).toBeVisible();

    await page.goto('/about');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/about#faq$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInViewport();

    const missing = await page.goto('/no-such-page');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the kitchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Elevate Your');
    await context.close();
  });

  for (const path of ['/dashboard', '/checkout']) {
    test(`${path}, not for this visitor, comes as home, taken over at home's address, with nothing logged`, async ({
      page,
    }) => {
      const logged = collectLogged(page);
      await page.addInitScript(watchServerPage);
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain('<div id="root" data-address="');
      expect(html).toMatch(/<main id="main"[^>]*>(?:<!--\$-->)?<(?:div|section|article)\b/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Elevate Your');
      await expect.poll(() => page.evaluate(() => window.serverPageTakenOver), { timeout: 15_000 }).toBe(true);
      await waitForApp(page);
      expect(await page.evaluate(() => document.querySelector('main h1') === window.serverHeading)).toBe(true);
      // Checkout's arrival says so, then the address is home's own.
      if (path === '/checkout') await expectToast(page, 'Empty Cart');
      await expect(page).toHaveURL(/\/$/);
      await page.waitForLoadState('networkidle');
      expect(logged).toEqual([]);
    });
  }

  for (const { path, heading, visitor } of PAGES) {
    test(`${path}: the app takes over the server's elements instead of drawing them again, with nothing logged`, async ({
      page,
    }) => {
      if (visitor === 'signed-in') {
        const { username, password } = await createAccount(page.request);
        expect((await page.request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
      } else if (visitor === 'with-cart') await reserveFirstClass(page);
      // The not-found page's own 404 status, which the browser reports as a failed load.
      const logged = collectLogged(
        page,
        (message) => message.location().url === page.url() && /status of 404/.test(message.text()),
      );
      await page.addInitScript(watchServerPage);
      const response = await page.goto(path);
      // The page came rendered: its main content is in the HTML itself.
      expect(await response!.text()).toMatch(/<main id="main"[^>]*>(?:<!--\$-->)?<(?:div|section|article)\b/);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.serverPageTakenOver), { timeout: 15_000 }).toBe(true);
      await waitForApp(page);
      expect(page.url()).toMatch(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
      if (heading)
        expect(await page.evaluate(() => document.querySelector('main h1') === window.serverHeading)).toBe(true);
      // The app answers: the cart opens from the header.
      await page.getByRole('button', { name: /^Shopping cart/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(logged).toEqual([]);
    });
  }

  test('a tap on Sign In before the app has started opens the dialog once it has', async ({ page }) => {
    const release = await holdAppStart(page);
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    expect(await takenOver(page, 'header')).toBe(false);
    release();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  });

  test('an ingredient ticked before the app has started is ticked once it has, and is kept on the device', async ({
    page,
  }) => {
    const release = await holdAppStart(page);
    await page.goto('/recipes/vanilla-buttercream');
    const sugar = page.locator('#ingredients').getByRole('checkbox', { name: '4 cups (480 g) powdered sugar, sifted' });
    await sugar.click();
    // Not ticked until the app can keep the tick: ticked now, the box would be drawn unticked again.
    await expect(sugar).not.toBeChecked();
    release();
    await expect(sugar).toBeChecked();
    // Stored as a tick made with the app running is: in the device's checks table.
    const storedTicks = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('sift-and-story');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('checks', 'readonly').objectStore('checks').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
    await expect.poll(storedTicks).toBe(1);
    await page.reload();
    await waitForApp(page);
    await expect(sugar).toBeChecked();
  });

  test('a class reserved in the shop before the app has started is in the cart once it has', async ({ page }) => {
    const release = await holdAppStart(page);
    await page.goto('/shop?tab=workshops');
    await page
      .getByRole('region', { name: 'In-Person Classes' })
      .getByRole('button', { name: /^Reserve a spot in / })
      .first()
      .click();
    expect(await takenOver(page, 'main h1')).toBe(false);
    release();
    await expectToast(page, 'Added to cart', /Your seat is confirmed at checkout\./);
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
  });

  test('a search typed before the app has started filters the list once it has', async ({ page }) => {
    const release = await holdAppStart(page);
    await page.goto('/recipes');
    await page.getByLabel('Search recipes').fill('buttercream');
    release();
    await expect(page).toHaveURL(/\/recipes\?search=buttercream$/);
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'One-Bowl White Bread' })).toHaveCount(0);
  });

  test('a newsletter sign-up sent before the app has started stays on the page and is answered once it has', async ({
    page,
  }) => {
    const release = await holdAppStart(page);
    await page.goto('/');
    await page.getByLabel('Email address').fill('early@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Not sent by the browser as a form: the address keeps no email in it.
    expect(new URL(page.url()).search).toBe('');
    release();
    await expectToast(page, 'Thank you for subscribing!', "You've been added to our mailing list.");
    await expect(page.getByLabel('Email address')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });
});

/** Both combiners come rendered with their recipe picker (issue 23), and the app takes it over. */
test.describe('the combiners rendered by the server', () => {
  const COMBINERS = [
    { path: '/create-combo', heading: 'Create Your Personal Combo', button: 'Create Recipe Combo' },
    { path: '/recipe-compiler', heading: 'AI Recipe Combiner', button: 'Create Recipe Combination' },
  ];

  test('the picker reads with no JavaScript at all: its search and its first groups, whole', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, button } of COMBINERS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const picker = page.getByRole('group', { name: 'Recipes to combine' });
      await expect(picker.getByLabel('Find a recipe')).toBeVisible();
      const breads = picker.getByRole('region', { name: /^Bread & Pastries/ });
      await expect(breads.getByRole('checkbox', { name: 'Hot Cross Buns' })).toBeVisible();
      // The group's count is its cards': the group came whole.
      const count = Number(
        await breads.getByRole('heading', { level: 2 }).locator('[aria-label$=" recipes"]').innerText(),
      );
      await expect(breads.getByRole('checkbox')).toHaveCount(count);
      await expect(page.getByRole('button', { name: button })).toBeDisabled();
    }
    await context.close();
  });

  for (const { path, heading, button } of COMBINERS) {
    test(`${path}: the app takes over the server's picker instead of drawing it again, with nothing logged`, async ({
      page,
    }) => {
      const logged = collectLogged(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverBox: Element | null }).serverBox =
            document.querySelector('main fieldset input');
        });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitForApp(page);
      expect(
        await page.evaluate(
          () =>
            document.querySelector('main fieldset input') ===
            (window as unknown as { serverBox: Element | null }).serverBox,
        ),
      ).toBe(true);
      // The app answers: two ticks enable the tool's button.
      await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
      await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(logged).toEqual([]);
    });
  }
});
