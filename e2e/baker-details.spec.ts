import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, expectToast, signInWithDialog, waitForOfflineReady } from './helpers';

/**
 * Issue 37: the details a baker notices. Labels that agree, a phone that fits the thumb, the timer
 * a step needs, a roster to print and to open in a spreadsheet, and a missing page that says so.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';
const header = (page: Page) => page.getByRole('banner');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The auth dialog from the phone's menu. */
async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
}

/** axe's target-size rule (WCAG 2.5.8), with the elements it found. */
async function expectTargetSizeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const report = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))).join('\n  ');
  expect(report, `target-size on ${label}`).toBe('');
}

/** Every link and button on screen in `scope` at least 44 x 44 px (docs/product.md: touch targets on a phone). */
async function expectThumbSized(page: Page, selector: string) {
  const small = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.checkVisibility())
      .map((el) => ({ text: el.textContent?.trim(), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
  );
  expect(small, selector).toEqual([]);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('footer and breadcrumb links are 44 px tap targets, axe target-size is clean, the footer folds', async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/recipes',
      '/recipes/classic-vanilla-layer-cake',
      '/about',
      '/shop',
      '/favorites',
      '/create-combo',
      '/recipe-compiler',
      '/shopping-list',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectTargetSizeClean(page, path);
    }
    await page.goto('/recipes/classic-vanilla-layer-cake');
    await expectThumbSized(page, 'nav[aria-label="Breadcrumb"] a');
    await expectThumbSized(page, 'footer a');
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.height).toBeLessThan(700);
    console.log(`footer at 390 px: ${Math.round(footer.height)} px`);
    await shot(page, 'phone-recipe-page');
  });

  test('the signed-in dashboard greets by name and passes target-size', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Jane Baker' });
    await page.goto('/');
    await openSignIn(page);
    await signInWithDialog(page, account.username, account.password);
    await expectToast(page, 'Login successful', 'Welcome back, Jane Baker!');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jane Baker!');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(account.username);
    await expectTargetSizeClean(page, '/dashboard');
    await shot(page, 'phone-dashboard');
  });

  test('the "Registration failed" toast never covers "Sign in", which answers it', async ({ page, request }) => {
    const taken = await createAccount(request);
    await page.goto('/about');
    await openSignIn(page);
    await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Create one' }).click();
    const join = page.getByRole('dialog', { name: 'Join Sift & Story' });
    await join.getByLabel('Username').fill(taken.username);
    await join.getByLabel('Full Name').fill('Jane Baker');
    await join.getByLabel('Password', { exact: true }).fill('sourdough1');
    await join.getByLabel('Confirm Password').fill('sourdough1');
    await join.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.locator('[data-toast-viewport] li').filter({ hasText: 'Registration failed' });
    await expect(toast).toBeVisible();
    const answer = join.getByRole('button', { name: 'Sign in', exact: true });
    await answer.scrollIntoViewIfNeeded();
    const [t, a] = [(await toast.boundingBox())!, (await answer.boundingBox())!];
    const overlaps = t.x < a.x + a.width && a.x < t.x + t.width && t.y < a.y + a.height && a.y < t.y + t.height;
    expect(overlaps, `toast ${JSON.stringify(t)} over 'Sign in' ${JSON.stringify(a)}`).toBe(false);
    await shot(page, 'phone-registration-failed');
    // It answers: the login form, one tap away.
    await answer.click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  });

  test('cook mode offers the timer a step needs, the range’s end and the alternative one tap away', async ({
    page,
  }) => {
    await page.goto('/recipes/overnight-cinnamon-rolls');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overnight Cinnamon Rolls' });
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('heading', { name: /^Step 2 of/ })).toBeVisible();
    await expect(dialog.getByTestId('cook-step')).toContainText(/6 to 8 minutes/);
    // One timer: the range's start, its end said beside it.
    await expect(dialog.getByRole('button', { name: /^Start .* timer/ })).toHaveText([
      'Start 6 min timer (up to 8 min)',
    ]);
    const more = dialog.getByRole('button', { name: 'More timers' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await shot(page, 'phone-cook-mode-timer');
    await more.click();
    await expect(dialog.getByRole('group', { name: 'More timers' }).getByRole('button')).toHaveText([
      'Start 8 min timer',
      'Start 1 hr timer',
      'Start 1 hr 30 min timer',
    ]);
    await dialog.getByRole('button', { name: /^Start 6 min timer/ }).click();
    await expect(dialog.getByRole('timer').first()).toHaveText(/^0[56]:\d\d$/);
    // The next step starts folded again.
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('group', { name: 'More timers' })).toHaveCount(0);
  });

  test('a missing page the service worker serves answers 404 and marks itself noindex', async ({ page }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const missing = await page.goto('/no-such-page-here');
    expect(missing!.fromServiceWorker()).toBe(true);
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
    // A page of the app, from the same worker: 200, and no noindex left behind.
    const about = await page.goto('/about');
    expect(about!.fromServiceWorker()).toBe(true);
    expect(about!.status()).toBe(200);
    await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(0);
    // Reached by a link inside the app (no request at all), the page still marks itself.
    await page.evaluate(() => {
      history.pushState({}, '', '/gone-by-link');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
  });
});

test('apple pie is Seasonal in the list and in both combiners', async ({ page }) => {
  await page.goto('/create-combo');
  const seasonal = page.getByRole('region', { name: /^Seasonal/ });
  await expect(seasonal.getByRole('checkbox', { name: 'Brown Butter Apple Pie' })).toBeVisible();
  await page.goto('/recipe-compiler');
  await expect(page.getByRole('region', { name: /^Seasonal/ }).getByText('Brown Butter Apple Pie')).toBeVisible();
  await page.goto('/recipes?tag=Seasonal');
  await expect(
    page.locator('[data-view] article').filter({ hasText: 'Brown Butter Apple Pie', visible: true }),
  ).toBeVisible();
});

interface ShopClass {
  id: number;
  title: string;
  price: number;
}
const COOKIES = 'Cut-out Cookies for Spring';

async function placeOrder(request: APIRequestContext, buyer: string) {
  const c = ((await (await request.get('/api/shop/workshops')).json()) as ShopClass[]).find(
    (w) => w.title === COOKIES,
  )!;
  const res = await request.post('/api/checkout', {
    headers: { 'Idempotency-Key': `roster-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      userId: `guest-${Date.now()}`,
      totalAmount: c.price,
      items: [{ type: 'class', id: c.id, title: COOKIES, price: c.price, quantity: 1 }],
      shippingInfo: {
        name: buyer,
        email: 'wren@example.com',
        address: '1 Mill Road',
        city: 'Willow Creek',
        state: 'VT',
        zipCode: '05001',
        country: 'US',
      },
      paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
    },
  });
  expect(res.status()).toBe(201);
}

test('"Print roster" opens a sheet that prints alone; the CSV starts with its header', async ({ page, request }) => {
  await placeOrder(request, 'Wren Roster');
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Classes' }).click();
  const section = page.getByRole('region', { name: COOKIES });
  await expectTargetSizeClean(page, '/admin/dashboard?tab=classes');

  // The CSV: the header first, the class, date and place on every row.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download roster of ${COOKIES} (CSV)` }).click();
  const text = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  // Named for the class and its day, as the server names it.
  expect((await download).suggestedFilename()).toBe('roster-cut-out-cookies-for-spring-2027-03-20.csv');
  // A byte order mark first, so Excel reads the file as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Class","Date","Place","Name","Email","Seats","Order"');
  expect(lines.slice(1).every((l) => l.startsWith(`"${COOKIES}","Sat, Mar 20, 2027, 11:00 AM EDT","`))).toBe(true);
  expect(text).toContain('"Wren Roster","wren@example.com","1"');

  // The printable sheet.
  await section.getByRole('button', { name: `Print roster of ${COOKIES}` }).click();
  const sheet = page.getByRole('dialog', { name: COOKIES });
  await expect(sheet).toContainText('Sat, Mar 20, 2027, 11:00 AM EDT');
  await expect(sheet.getByRole('row', { name: /Wren Roster/ })).toBeVisible();
  await shot(page, 'desktop-roster-sheet');
  await page.emulateMedia({ media: 'print' });
  await expect(header(page)).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByRole('row', { name: /Wren Roster/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('roster-printed.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});
