import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, waitForOfflineReady } from './helpers';

// Layout across screen widths: what broke at widths the other journeys never use (they run at
// 390 and 1280 px). docs/architecture.md#look-and-feel: no horizontal scroll, touch targets of at least 44 px on a phone.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const PHONE = { viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true };

async function adminLogIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The page does not scroll sideways and the control sits wholly on the screen. */
async function expectOnScreen(page: Page, control: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe('at 320 px', () => {
  test.use(PHONE);

  test('the header fits, online and offline: the menu button stays on the screen', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await expectOnScreen(page, page.getByRole('button', { name: 'Open menu' }));

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await expectOnScreen(page, page.getByRole('button', { name: 'Open menu' }));
    await context.setOffline(false);
  });

  test('the header fits offline with a change waiting: the menu button stays on the screen', async ({
    page,
    context,
  }) => {
    const account = await createAccount(context.request);
    await context.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page
      .getByRole('region', { name: 'Featured Recipes' })
      .getByRole('button', { name: 'Add to favorites' })
      .first()
      .tap();
    // The 'Offline' badge now holds the count of waiting changes: the widest the header row gets.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Pending changes: 1 change waiting to be sent' }),
    ).toBeVisible();
    await expectOnScreen(page, page.getByRole('button', { name: 'Open menu' }));
    await context.setOffline(false);
  });

  test("the combiner's tabs stay inside their row", async ({ page }) => {
    await page.goto('/recipe-compiler');
    const tabs = page.getByRole('tablist', { name: 'AI Recipe Combiner' });
    const row = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width);
    }
    await expectOnScreen(page, page.getByRole('tab', { name: 'View Combination' }));
  });

  test("a cart line's Remove button is clear of the line's price", async ({ page }) => {
    await page.goto('/shop?tab=workshops');
    await page
      .getByRole('button', { name: /^Reserve a spot in/ })
      .first()
      .click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    if (!(await cart.isVisible())) await page.getByRole('button', { name: /^Shopping cart/ }).click();
    const remove = (await cart.getByRole('button', { name: /^Remove / }).boundingBox())!;
    const price = (await cart.getByTestId('line-price').boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(price.x);
  });

  test("the admin forms' Featured checkbox keeps its size", async ({ page }) => {
    await adminLogIn(page);
    // On a phone the 'Login Successful' toast lies over these links until it goes (a pointer on it would hold it).
    await expect(page.locator('[data-toast-viewport] li')).toHaveCount(0);
    for (const link of ['Add New Recipe', 'Add Favorite Combo']) {
      await page.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(link === 'Add New Recipe' ? /\/recipes\/add$/ : /\/recipes\/add-combo$/);
      const box = (await page.getByRole('checkbox', { name: /^Featured/ }).boundingBox())!;
      expect(box.width, link).toBeGreaterThanOrEqual(24);
      expect(box.height, link).toBeGreaterThanOrEqual(24);
      await page.goto('/admin/dashboard');
    }
  });
});

test.describe('between phone and desktop', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test("a recipe's facts stay inside their boxes", async ({ page }) => {
    await page.goto('/recipes/classic-vanilla-layer-cake');
    // Prep, Cook, Total (decision 009), Serves, Difficulty.
    const facts = page.locator('article > header dl dd');
    await expect(facts).toHaveCount(5);
    for (const fact of await facts.all()) {
      expect(
        await fact.evaluate((dd) => dd.scrollWidth - dd.clientWidth),
        (await fact.textContent()) ?? '',
      ).toBeLessThanOrEqual(0);
    }
  });

  test('at 768 px the admin recipe list shows Edit and Delete on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await adminLogIn(page);
    await expectOnScreen(page, page.getByRole('button', { name: /^Delete / }).first());
    await expectOnScreen(page, page.getByRole('link', { name: /^Edit / }).first());
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("cook mode takes the page's toast away: Previous and Next are not under it", async ({ page }) => {
    await page.goto('/recipes/lemon-bars');
    await page.getByRole('button', { name: 'Share' }).tap();
    await expect(page.locator('[data-toast-viewport] li')).toBeVisible();
    await page.getByRole('button', { name: /cook mode/i }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Step 1 of', { exact: false })).toBeVisible();
    await expect(page.locator('[data-toast-viewport] li[data-state="open"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next step' }).tap();
    await expect(dialog.getByText('Step 2 of', { exact: false })).toBeVisible();
  });

  test("a toast's close button is a full touch target", async ({ page }) => {
    // An empty cart at checkout says so in a toast.
    await page.goto('/checkout');
    const close = page.locator('[data-toast-viewport]').getByRole('button', { name: 'Close notification' });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  test("a link to a recipe's section shows its heading below the sticky header", async ({ page }) => {
    for (const section of ['story', 'ingredients', 'instructions', 'notes']) {
      await page.goto(`/recipes/lemon-bars#${section}`);
      const heading = page.locator(`#${section} h2`);
      await expect(heading).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const [headerBox, headingBox] = await Promise.all([
        page.getByRole('banner').boundingBox(),
        heading.boundingBox(),
      ]);
      expect(headingBox!.y, `#${section}`).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    }
  });

  test('survey answers and workshop registrations fit the screen, one card or row per entry', async ({ page }) => {
    const email = `a.very.long.address.for.layout.${Date.now()}@example-bakery-school.com`;
    const survey = await page.request.post('/api/shop/workshop-survey', {
      data: {
        email,
        classInterests: ['Pâte à Choux', 'Kids Classes', 'Tarts'],
        otherSuggestion: 'Laminated doughs, croissants and a whole afternoon on kouign-amann, please.',
      },
    });
    expect(survey.ok()).toBe(true);
    const interest = await page.request.post('/api/shop/workshop-interest', { data: { email, workshopId: 1 } });
    expect(interest.ok()).toBe(true);
    await adminLogIn(page);

    await page.getByRole('tab', { name: 'Workshop Survey Results' }).click();
    const answer = page
      .getByRole('list', { name: 'Workshop survey results' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect(answer).toBeVisible();
    await expectOnScreen(page, answer.getByText('Date Submitted'));
    await expectOnScreen(page, answer.getByText('kouign-amann', { exact: false }));
    // The address breaks only where the card's edge makes it: not a few letters a line.
    expect((await answer.getByText(email).boundingBox())!.height).toBeLessThan(100);

    await page.getByRole('tab', { name: 'Workshop Registrations' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: email });
    await expect(entry).toBeVisible();
    await expectOnScreen(page, entry.getByText(/^Date Submitted/));
  });

  test('the admin tab named in the address is scrolled into view', async ({ page }) => {
    await adminLogIn(page);
    await page.goto('/admin/dashboard?tab=registrations');
    const tab = page.getByRole('tab', { name: 'Workshop Registrations' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectOnScreen(page, tab);
  });
});

// docs/product.md#messages: one toast at a time, for 5 s. It must not hide what the visitor is reading
// meanwhile: the page's heading, or the title of the dialog that opened with it.
for (const [device, use] of [
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`toasts on ${device}`, () => {
    test.use(use);

    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    /** The toast on screen: wholly inside the window, and clear of `heading`. */
    async function expectToastClearOf(page: Page, title: string, heading: Locator) {
      const toast = page.locator('[data-toast-viewport] li').filter({ hasText: title });
      await expect(toast).toBeVisible();
      await expect(heading).toBeInViewport();
      const [toastBox, headingBox] = await Promise.all([toast.boundingBox(), heading.boundingBox()]);
      expect(
        overlaps(toastBox!, headingBox!),
        `the toast at ${JSON.stringify(toastBox)} covers the heading at ${JSON.stringify(headingBox)}`,
      ).toBe(false);
      const { height } = page.viewportSize()!;
      expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(height);
    }

    test("a toast covers neither the page's heading nor the sign-in dialog's title", async ({ page, context }) => {
      await page.goto('/recipes');
      const heart = page.getByRole('article').first().getByRole('button', { name: 'Add to favorites' });
      await heart.click();
      const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
      await expectToastClearOf(page, 'Authentication required', dialog.getByRole('heading', { name: 'Welcome Back' }));
      await page.screenshot({ path: test.info().outputPath('toast-over-sign-in.png') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      const account = await createAccount(context.request);
      await context.request.post('/api/auth/login', {
        data: { username: account.username, password: account.password },
      });
      await page.reload();
      await heart.click();
      await expectToastClearOf(page, 'Added to favorites', page.getByRole('heading', { level: 1, name: 'Recipes' }));
      await page.screenshot({ path: test.info().outputPath('toast-on-recipes.png') });

      // Swiping right past 50 px still takes it off the screen.
      const toast = page.locator('[data-toast-viewport] li').filter({ hasText: 'Added to favorites' });
      const box = (await toast.boundingBox())!;
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
      await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(toast).toBeHidden();
    });
  });
}

test.describe('while the web fonts load', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  /** The heights of the home page's hero: its heading, its lead paragraph and its row of buttons. */
  const heroHeights = (page: Page) =>
    page.evaluate(() => {
      const hero = document.querySelector('main section')!;
      const height = (el: Element | null) => Math.round(el!.getBoundingClientRect().height);
      return [
        height(hero.querySelector('h1')),
        height(hero.querySelector('h1 + p')),
        height(hero.querySelector('a')!.parentElement),
      ];
    });

  test('the text set in the stand-in fonts takes the room the web fonts take: nothing moves when they swap in', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Inter') && document.fonts.check('32px Fraunces'))).toBe(
      true,
    );
    const withFonts = await heroHeights(page);

    // A first visit on a slow line: the page is on screen before the fonts arrive.
    const slow = await context.newPage();
    await slow.route('**/*.woff2', (route) => route.abort());
    await slow.goto('/');
    expect(await heroHeights(slow)).toEqual(withFonts);
  });
});

test.describe('a card coming into the bottom dock while a toast shows', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the toast rises above the card without shifting the layout', async ({ page }) => {
    // A visitor with no cart is sent home from the checkout with an 'Empty Cart' toast.
    await page.goto('/checkout');
    const toast = page.locator('[data-toast-viewport] li').filter({ hasText: 'Empty Cart' });
    await expect(toast).toBeVisible();
    const before = (await toast.boundingBox())!;
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift' });
      // What the dock sets when a card (the install card, a timer) comes into it.
      document.documentElement.style.setProperty('--dock-height', '158px');
    });
    await expect.poll(async () => before.y - (await toast.boundingBox())!.y).toBeCloseTo(158, 0);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});
