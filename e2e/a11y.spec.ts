import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, expectToast, reserveFirstClass, settleAnimations, signInWithDialog } from './helpers';

/**
 * The accessibility sweep: axe on every visitor page and the two overlays. Serious and critical
 * violations fail the test, each listed with the elements it found.
 */
async function expectNoSeriousViolations(page: Page, label: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 6)
          .join('\n    ')}`,
    )
    .join('\n  ');
  expect(report, `axe on ${label}`).toBe('');
}

/** Headings that skip a level (axe 'heading-order', moderate): a screen reader's list of headings then reads as if a part were missing. */
async function expectHeadingsInOrder(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const nodes = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(nodes, `heading-order on ${label}`).toEqual([]);
}

const PUBLIC_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Featured Recipes' }).getByRole('article').first()).toBeVisible(),
  },
  { path: '/recipes', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  {
    path: '/recipes/one-bowl-white-bread',
    ready: (page) => expect(page.locator('#ingredients li').first()).toBeVisible(),
  },
  { path: '/shop', ready: (page) => expect(page.getByRole('tab', { name: 'Video Tutorials' })).toBeVisible() },
  {
    path: '/shop?tab=workshops',
    ready: (page) => expect(page.getByRole('button', { name: /^Reserve a spot in / }).first()).toBeVisible(),
  },
  {
    path: '/about',
    ready: (page) => expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible(),
  },
  { path: '/create-combo', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/recipe-compiler', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/shopping-list',
    ready: (page) => expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible(),
  },
];

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const { path, ready } of PUBLIC_PAGES) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('the shop while its lists are still loading (skeletons)', async ({ page }) => {
    // Hold the shop's lists back so axe sees the loading placeholders, not the loaded cards. A
    // Shop the server renders comes with its lists (docs/decisions/013-every-page-server-rendered.md),
    // so the loading state is the one a visitor meets on moving to the Shop inside the app, on a
    // device that holds no copy of the lists yet (the held reads keep the catalog sync from saving one).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByTestId('video-skeleton').first()).toBeAttached();
    await expectNoSeriousViolations(page, '/shop (loading)');
    await page.getByRole('tab', { name: 'Workshops' }).click();
    await expect(page.getByTestId('workshop-skeleton').first()).toBeAttached();
    await expect(page.getByTestId('class-skeleton').first()).toBeAttached();
    await expectNoSeriousViolations(page, '/shop?tab=workshops (loading)');
    release();
    await expect(page.getByRole('button', { name: /^Reserve a spot in / }).first()).toBeVisible();
  });

  test('the open auth dialog, in both modes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousViolations(page, 'auth dialog (login)');
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByRole('dialog', { name: 'Join Sift & Story' })).toBeVisible();
    await expectNoSeriousViolations(page, 'auth dialog (register)');
  });

  test('the open cart panel, and checkout with a cart line', async ({ page }) => {
    await reserveFirstClass(page);
    await page.getByRole('button', { name: /^Shopping cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await expectNoSeriousViolations(page, 'cart panel');
    await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    await expectNoSeriousViolations(page, '/checkout');
  });

  test('both combiners’ results, with their size control and unit switch', async ({ page }) => {
    for (const [path, button] of [
      ['/recipe-compiler', 'Create Recipe Combination'],
      ['/create-combo', 'Create Recipe Combo'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('checkbox', { name: 'Classic Vanilla Layer Cake' }).check();
      await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
      await page.getByRole('button', { name: button }).click();
      const size = page.getByRole('group', { name: 'Recipe size' });
      await size.getByRole('button', { name: 'Increase recipe size' }).click();
      await expect(size.getByTestId('recipe-size')).toHaveText('Double');
      await page.getByRole('group', { name: 'Measurements' }).getByRole('button', { name: 'Metric' }).click();
      await expectNoSeriousViolations(page, `${path} (result at Double, metric)`);
      await expectHeadingsInOrder(page, `${path} (result)`);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the combo builder with its preview bar open, and the cart panel', async ({ page }) => {
      await page.goto('/create-combo');
      const choices = page.getByRole('checkbox');
      await choices.nth(0).check();
      await choices.nth(1).check();
      await page.getByRole('button', { name: 'Show details' }).click();
      await expect(page.getByRole('button', { name: 'Hide details' })).toBeVisible();
      await expectNoSeriousViolations(page, '/create-combo (phone, preview open)');

      await page.goto('/shop?tab=workshops');
      const reserve = page.getByRole('button', { name: /^Reserve a spot in / }).first();
      await reserve.click();
      await expectToast(page, 'Added to cart');
      await page.getByRole('button', { name: /^Shopping cart/ }).click();
      const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(cart).toBeVisible();
      await expectNoSeriousViolations(page, 'cart panel (phone)');
    });
  });

  test("a finished kitchen timer's alert, in cook mode and on another page", async ({ page }) => {
    await page.clock.install();
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
    await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
    await page.clock.runFor(181_000);
    await expect(dialog.getByRole('alert')).toContainText('Timer done');
    await expectNoSeriousViolations(page, 'cook mode (timer done)');
    await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
    await page.goto('/about');
    await expect(page.getByRole('complementary', { name: 'Kitchen timers' }).getByRole('alert')).toContainText(
      'Timer done',
    );
    await expectNoSeriousViolations(page, '/about (timer done)');
  });

  test('the shopping list with lines, one ticked, and the note on a recipe', async ({ page }) => {
    await page.goto('/recipes/spiced-pumpkin-bread');
    await page.getByRole('textbox', { name: 'My notes' }).fill('Five minutes longer in my oven');
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expectToast(page, 'Added 14 ingredients to your shopping list');
    await expectNoSeriousViolations(page, 'recipe page with a note');
    await page.goto('/shopping-list');
    await page.getByRole('checkbox', { name: '3 eggs' }).check();
    await expectNoSeriousViolations(page, '/shopping-list');
    await expectHeadingsInOrder(page, '/shopping-list');
  });

  test('the admin login after a session ended mid-form', async ({ page }) => {
    // The notice shows when the form's draft was kept (app/features/admin/draft-key.ts).
    await page.goto('/admin/login');
    await page.evaluate(() => sessionStorage.setItem('adminDraft:/recipes/add', JSON.stringify({ values: {} })));
    await page.goto('/admin/login?returnTo=/recipes/add');
    await expect(page.getByText('Your admin session ended before the form was saved.')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/login (session ended)');
  });

  test('signed-in pages: favorites, dashboard tabs, edit profile, the account menu', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await signInWithDialog(page, account.username, account.password);
    await page
      .getByRole('region', { name: 'Featured Recipes' })
      .getByRole('button', { name: 'Add to favorites' })
      .first()
      .click();
    await expectToast(page, 'Added to favorites');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /My Account/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'account menu');
    await page.keyboard.press('Escape');

    await page.goto('/favorites');
    await expect(page.getByRole('list', { name: 'Saved recipes' }).getByRole('article')).toHaveCount(1);
    await expectNoSeriousViolations(page, '/favorites');
    await expectHeadingsInOrder(page, '/favorites');

    await page.goto('/dashboard');
    for (const tab of ['Favorites', 'Bakes', 'Purchases', 'Classes', 'Account']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSeriousViolations(page, `/dashboard (${tab})`);
    }

    await page.goto('/profile/edit');
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Password too short')).toBeVisible();
    await expectNoSeriousViolations(page, '/profile/edit (with errors)');
  });
});

test('every keyboard focus stop on the public pages shows a focus ring', async ({ page }) => {
  for (const path of ['/', '/recipes', '/recipes/vanilla-buttercream', '/shop', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const unmarked = new Set<string>();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const missing = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        // The ring may be on the element, or on the ::after that covers a card (recipe cards).
        const ringed = (style: CSSStyleDeclaration) =>
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        if (
          ringed(getComputedStyle(el)) ||
          ringed(getComputedStyle(el, '::after')) ||
          getComputedStyle(el).boxShadow !== 'none'
        )
          return null;
        return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      });
      if (missing) unmarked.add(missing);
    }
    expect([...unmarked], path).toEqual([]);
  }
});

test('the admin tabs with cards and groups keep their headings in order', async ({ page }) => {
  const interest = await page.request.post('/api/shop/workshop-interest', {
    data: { email: `a11y.${Date.now()}@example.com`, workshopId: 1 },
  });
  expect(interest.ok()).toBe(true);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Featured Recipes' }).click();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expectHeadingsInOrder(page, 'admin Featured Recipes tab');
  await expectNoSeriousViolations(page, 'admin Featured Recipes tab');

  await page.getByRole('tab', { name: 'Workshop Registrations' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Workshop Registrations' }).getByRole('heading').first(),
  ).toBeVisible();
  await expectHeadingsInOrder(page, 'admin Workshop Registrations tab');
  await expectNoSeriousViolations(page, 'admin Workshop Registrations tab');
});

// After a move to another page a screen reader says where the visitor now is: focus goes to the
// new page's main heading. Not on the first load, not while typing a search (the address's query
// changes), not for a link to a section of the same page, not on Back.
for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`moving between pages on ${device}`, () => {
    test.use({ viewport });

    /** The header's link to a page: in the menu on a phone, in the row on a desktop. */
    async function headerLink(page: Page, name: string) {
      const banner = page.getByRole('banner');
      if (await banner.getByRole('button', { name: 'Open menu' }).isVisible())
        await banner.getByRole('button', { name: 'Open menu' }).click();
      return banner.getByRole('link', { name, exact: true }).filter({ visible: true });
    }

    test("focus goes to the new page's heading; typing a search keeps it in the box", async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first load leaves focus alone.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      await (await headerLink(page, 'Recipes')).click();
      const heading = page.getByRole('heading', { level: 1, name: 'Recipes' });
      await expect(heading).toBeFocused();
      // No ring on a heading: it is not a control.
      expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');

      const search = page.getByLabel('Search recipes');
      await search.click();
      await search.pressSequentially('lemon');
      await expect(page).toHaveURL(/[?&]search=lemon/);
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('lemon');
      await page.getByRole('button', { name: 'Bread & Pastries' }).click();
      await expect(page).toHaveURL(/[?&]tag=/);
      await expect(page.getByRole('button', { name: 'Bread & Pastries' })).toBeFocused();

      // Into a recipe from its card, then Back: the browser puts the list back, focus is not moved.
      await page.getByRole('button', { name: 'All Recipes' }).click();
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/recipes\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.goBack();
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeFocused();
    });

    test('with the keyboard: Enter on a link moves focus to the heading, and Tab goes on from there with a ring', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const link = await headerLink(page, 'About');
      await link.focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: /The kitchen behind/ });
      await expect(heading).toBeFocused();
      expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      await page.keyboard.press('Tab');
      const next = page.locator(':focus');
      await expect(next).toHaveText('Our story');
      expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

      // A link to a section of the same page: the page takes focus to the section, not to the heading.
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#story$/);
      await expect(page.locator('#story')).toBeFocused();
    });
  });
}

test('F8 focuses the notification region from the first page load, before any toast, and after one', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inRegion = () =>
    page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null);
  await page.keyboard.press('F8');
  expect(await inRegion()).toBe('Notifications (F8)');
  // The empty region sits at the end of the page: the page stays where the visitor reads.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A toast (sharing the link) brings the toast code; F8 still finds the one region.
  await page.goto('/recipes/lemon-bars');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('[data-toast-viewport] li')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).focus();
  await page.keyboard.press('F8');
  expect(await inRegion()).toBe('Notifications (F8)');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1);
});

test('after a button that was busy, focus is back on it, not on the page', async ({ page }) => {
  // Newsletter: 'Signing up...' disables Subscribe for a second.
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill('baker@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeFocused();
});
