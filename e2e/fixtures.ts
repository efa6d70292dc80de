import { expect, test as base, type Page } from '@playwright/test';

/**
 * The journeys' `test`: after `page.goto` and `page.reload`, a page the server rendered
 * (decision 007) is waited on until the app has taken it over, as a visitor waits for its
 * buttons to answer. The journeys test what the app does; what happens to taps made before it
 * has started is the subject of e2e/server-rendered.spec.ts, which uses Playwright's own `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});

export { expect };

/** Until the page's heading is the app's: a rendered page shows it before the app runs. */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { timeout: 30_000 },
  );
}
