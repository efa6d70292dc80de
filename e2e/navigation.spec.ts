import { expect, test } from './fixtures';

/**
 * Moving between the app's pages while their scripts load (docs/decisions/023-react-router.md):
 * the page on screen stays until the next one can show, and a page whose script does not arrive
 * says so and opens on the next move there. The service worker is kept out: its precache would
 * answer for the network these journeys hold back.
 */
test.use({ serviceWorkers: 'block' });

const ABOUT_SCRIPT = '**/assets/about-page-*.js';

test.describe('moving between pages', () => {
  test('keeps the page on screen while the next page arrives, never a blank or a skeleton', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(ABOUT_SCRIPT, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => asked).toBe(true);
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: /The kitchen behind/ })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('says a page could not be opened when its script does not arrive, and opens it on the next move there', async ({
    page,
  }) => {
    await page.goto('/recipes');
    await page.route(ABOUT_SCRIPT, (route) => route.abort('internetdisconnected'));
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    // In the page's place: the header still leads elsewhere.
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(ABOUT_SCRIPT);
    await main.getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await main.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /The kitchen behind/ })).toBeVisible();
    // Back goes to the Recipes page, then to the failed entry, which now opens.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: /The kitchen behind/ })).toBeVisible();
  });

  test('a link clicked with a modifier key is left to the browser', async ({ page, context }) => {
    await page.goto('/recipes');
    const opened = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/about');
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  });
});
