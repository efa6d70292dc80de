import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, waitForOfflineReady } from './helpers';

/**
 * Baker's tools (docs/product.md#recipe-tools) on a phone, with no network after one visit: the
 * pan, the amount on hand and baker's percentages each set the page's one recipe size, say why,
 * keep the choice on the device, and lead back to the recipe as written.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const sizeLabel = (page: Page) => page.getByTestId('recipe-size');
const note = (page: Page) => page.getByTestId('scaled-note');
const ingredients = (page: Page) => page.locator('#ingredients');

/** One online visit, then the recipe with the network cut, and the tools opened on `tool`. */
async function offlineTools(page: Page, context: BrowserContext, slug: string, tool: string) {
  await page.goto('/recipes');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto(`/recipes/${slug}`);
  await openTools(page, tool);
}

async function openTools(page: Page, tool: string) {
  const tools = page.getByTestId('bakers-tools');
  await expect(tools).toContainText("Baker's tools");
  await tools.locator('summary').click();
  await tools.getByRole('button', { name: tool, exact: true }).click();
}

test('your pan: two 9-inch rounds become two 9x13s at x 1.84, offline, and stay so', async ({ page, context }) => {
  await offlineTools(page, context, 'carrot-cake-with-toasted-walnuts', 'Your pan');
  const tools = page.getByTestId('bakers-tools');
  await expect(tools).toContainText('This recipe is written for two 9-inch rounds.');
  await expect(ingredients(page)).toContainText('2 cups (250 g) all-purpose flour');

  await tools.getByLabel('Your pan', { exact: true }).selectOption('9x13-inch pan');
  await tools.getByLabel('How many').selectOption('2');
  await tools.getByRole('button', { name: 'Scale to this pan' }).click();

  await expect(sizeLabel(page)).toHaveText('x 1.84');
  await expect(note(page)).toHaveText(/Scaled x 1\.84 for two 9x13-inch pans/);
  await expect(tools.getByTestId('pan-result')).toContainText('Same depth of batter');
  await expect(ingredients(page)).toContainText('3 2/3 cups (460 g) all-purpose flour');
  await expect(page.getByText('Serves 26', { exact: false }).first()).toBeVisible();

  // Kept for this recipe on the device: a reload with no network opens it scaled, saying why.
  await page.reload();
  await expect(sizeLabel(page)).toHaveText('x 1.84');
  await expect(note(page)).toContainText('for two 9x13-inch pans');

  // A loaf pan holds the batter about twice as deep: the tool says it bakes about twice as long.
  await openTools(page, 'Your pan');
  await tools.getByLabel('Your pan', { exact: true }).selectOption('9x5-inch loaf');
  await tools.getByLabel('How many').selectOption('1');
  await tools.getByRole('button', { name: 'Scale to this pan' }).click();
  await expect(tools.getByTestId('pan-result')).toContainText(
    'Much deeper batter: it bakes about twice as long; check with a skewer in the middle, and cover loosely with foil if the top browns first.',
  );
  await expect(note(page)).toContainText('for a 9x5-inch loaf');

  await note(page).getByRole('button', { name: 'Back to as written' }).click();
  await expect(note(page)).toHaveCount(0);
  await expect(sizeLabel(page)).toHaveText('Standard');
  await expect(ingredients(page)).toContainText('2 cups (250 g) all-purpose flour');
  await page.reload();
  await expect(sizeLabel(page)).toHaveText('Standard');
});

test('what you have: 1 cup of milk for a 250 ml recipe scales everything by x 0.96, offline', async ({
  page,
  context,
}) => {
  await offlineTools(page, context, 'hot-cross-buns', 'What you have');
  const tools = page.getByTestId('bakers-tools');
  await tools.getByLabel('Ingredient').selectOption({ label: '250 ml whole milk, warmed' });
  await tools.getByLabel('What you have').fill('1 cup milk');
  await tools.getByRole('button', { name: 'Scale to this', exact: true }).click();

  await expect(sizeLabel(page)).toHaveText('x 0.96');
  await expect(note(page)).toContainText('Scaled x 0.96, scaled to 1 cup milk on hand');
  await expect(ingredients(page)).toContainText('480 g strong white bread flour');
  await expect(ingredients(page)).toContainText('240 ml whole milk, warmed');

  // Units the recipe cannot be compared in get a clear message and change nothing.
  await tools.getByLabel('Ingredient').selectOption({ label: '1 large egg, beaten' });
  await tools.getByLabel('What you have').fill('100 g');
  await tools.getByRole('button', { name: 'Scale to this', exact: true }).click();
  await expect(tools).toContainText('give the amount as a count, like the recipe');
  await expect(sizeLabel(page)).toHaveText('x 0.96');

  // Past 8 times the recipe, the tool caps and says so.
  await tools.getByLabel('What you have').fill('12 eggs');
  await tools.getByRole('button', { name: 'Scale to this', exact: true }).click();
  await expect(sizeLabel(page)).toHaveText('x 8');
  await expect(tools.getByTestId('on-hand-result')).toContainText(
    'That is 12 times the recipe: scaled to 8 times, the most a recipe is scaled here.',
  );

  // The size control steps on from a tool's factor, and the reason goes.
  await page.getByRole('button', { name: 'Decrease recipe size' }).click();
  await expect(sizeLabel(page)).toHaveText('Quadruple');
  await expect(note(page)).toHaveCount(0);
});

test("baker's percentages: the farmhouse loaf at 70%, scaled by dough weight and by loaves, offline", async ({
  page,
  context,
}) => {
  await offlineTools(page, context, 'crusty-farmhouse-loaf', "Baker's %");
  const tools = page.getByTestId('bakers-tools');
  await expect(tools.getByTestId('hydration')).toHaveText('70%');
  await expect(tools).toContainText('milk as 88% water, eggs as 75% water');
  const table = tools.getByTestId('bakers-table');
  await expect(table.getByRole('row', { name: /strong white bread flour/ })).toContainText('500 g100%');
  await expect(table.getByRole('row', { name: /lukewarm water/ })).toContainText('350 g70%');
  await expect(tools.getByTestId('dough-weight')).toHaveText('865 g');

  await tools.getByLabel('Total dough weight (g)').fill('1800');
  await tools.getByRole('button', { name: 'Scale', exact: true }).first().click();
  await expect(sizeLabel(page)).toHaveText('x 2.08');
  await expect(note(page)).toContainText('scaled to 1,800 g of dough');
  await expect(tools.getByTestId('dough-weight')).toHaveText('1,800 g');
  await expect(ingredients(page)).toContainText('1040 g strong white bread flour');
  await expect(ingredients(page)).toContainText('728 g lukewarm water');

  await tools.getByLabel('Number of loaves').fill('3');
  await tools.getByLabel('Grams each').fill('900');
  await tools.getByRole('button', { name: 'Scale', exact: true }).last().click();
  await expect(note(page)).toContainText('scaled to 3 loaves of 900 g');
  await expect(tools.getByTestId('dough-weight')).toHaveText('2,700 g');
  await expect(ingredients(page)).toContainText('1561 g strong white bread flour');

  // Cook mode shows the same size and says why.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByRole('dialog')).toContainText('scaled to 3 loaves of 900 g');
});

test('the opened tools have no serious accessibility violations, each tool in turn', async ({ page }) => {
  await page.goto('/recipes/one-bowl-white-bread');
  await openTools(page, 'Your pan');
  const tools = page.getByTestId('bakers-tools');
  await tools.getByLabel('Your pan', { exact: true }).selectOption('9x5-inch loaf');
  await tools.getByRole('button', { name: 'Scale to this pan' }).click();
  await expect(note(page)).toContainText('for three 9x5-inch loaves');
  for (const tool of ['Your pan', 'What you have', "Baker's %"]) {
    await tools.getByRole('button', { name: tool, exact: true }).click();
    await expect(tools.getByRole('button', { name: tool, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxe(page, tool, 'main');
  }
});
