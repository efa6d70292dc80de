import { expect, test } from './fixtures';

/**
 * A cold start of each public page, in a fresh browser profile, logs no error and no warning:
 * a framework warning (a missing fallback, a key, a hook used wrongly) or a refused resource
 * (the CSP, a 404) shows here before a visitor meets it.
 */
const PAGES = [
  { path: '/', heading: 'Elevate Your' },
  { path: '/recipes', heading: 'Recipes' },
  { path: '/recipes/vanilla-buttercream', heading: 'Vanilla Buttercream' },
  { path: '/shop', heading: 'Shop' },
  { path: '/about', heading: 'The kitchen behind' },
  { path: '/no-such-page', heading: 'Page Not Found', status: 404 },
];

/** Chromium's own line for a page sent with an error status: the 404 itself, asked for (noindex). */
const DOCUMENT_404 = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('the browser console', () => {
  for (const { path, heading, status = 200 } of PAGES) {
    test(`stays quiet on a cold start of ${path}`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          logged.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: false }).first()).toBeVisible();
      // The work that starts after the first paint (sync, service worker) has had its turn.
      await page.waitForLoadState('networkidle');
      // An unknown page answers 404 on purpose; the browser says so once, and nothing else is logged.
      expect(logged).toEqual(status === 404 ? [DOCUMENT_404] : []);
    });
  }
});
