import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Small flaws found on a 390 px phone, each as the visitor or the baker met it. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluateAll(
    (els) =>
      els.filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)'
        );
      }).length,
  );

test('registration says a refusal once, and its toast leaves Create Account free once the visitor fixes the form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Create one' }).click();
  const join = page.getByRole('dialog', { name: 'Join Sift & Story' });
  const create = join.getByRole('button', { name: 'Create Account' });
  await create.click();

  const toast = page.locator('[data-toast-viewport] li').filter({ hasText: 'Missing information' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please fill in all required fields.');
  // Once on screen (the toast); still said to screen readers inside the dialog.
  await expect.poll(() => visible(page, 'Please fill in all required fields.')).toBe(1);
  await expect(join.getByRole('alert')).toHaveText('Please fill in all required fields.');

  await join.getByLabel('Username').fill('maple');
  await expect(toast).toBeHidden();
  await create.scrollIntoViewIfNeeded();
  // Nothing lies over the button: a tap at its centre reaches it.
  const box = (await create.boundingBox())!;
  const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(reached).toBe('Create Account');
});

test("cook mode's Ingredients disclosure points right when closed and down when open", async ({ page }) => {
  await page.goto('/recipes/vanilla-buttercream');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
  const summary = dialog.locator('summary').filter({ hasText: /^Ingredients/ });
  const arrow = summary.locator('span[aria-hidden="true"]');
  // The drawn arrow's direction: the glyph points down, turned by its rotation.
  const direction = () =>
    arrow.evaluate((el) => {
      const m = new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform);
      const rotate = getComputedStyle(el).rotate;
      const degrees =
        rotate && rotate !== 'none' ? parseFloat(rotate) : Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
      const down = (((degrees % 360) + 360) % 360) as number;
      return down === 0 ? 'down' : down === 270 ? 'right' : down === 90 ? 'left' : 'up';
    });
  await expect(arrow).toHaveText('▾');
  await expect.poll(direction).toBe('right');
  await summary.click();
  await expect(summary.locator('..')).toHaveAttribute('open', '');
  await expect.poll(direction).toBe('down');
});

test('the admin says as many featured recipes as the home page shows', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('hidden-admin-k').click({ clickCount: 5 });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'Featured Recipes' }).click();
  const said = page.getByText(/featured recipes? shows? on the home page/);
  await expect(said).toHaveText(/^6 featured recipes show/);

  // A seventh.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('switch', { name: 'Featured', checked: false }) })
    .first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('switch', { name: 'Featured' }).click();
  await expect(page.getByText('Added to Featured', { exact: true })).toBeVisible();
  await expect(said).toHaveText(/^7 featured recipes show/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).click();
  const featured = page.getByRole('region', { name: 'Featured Recipes' });
  await expect(featured.getByRole('article')).toHaveCount(7);
  await expect(featured.getByRole('article').last()).toContainText(title);
});
