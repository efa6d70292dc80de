import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 16: what reaches the baker at a size is a recipe they can measure and follow. */

const steps = (page: Page) => page.locator('#instructions').getByRole('listitem');
const smaller = (page: Page) => page.getByRole('button', { name: 'Decrease recipe size' });
const sizeLabel = (page: Page) => page.getByTestId('recipe-size');

test('White Bread at 1 loaf shows step 5 for one pan', async ({ page }) => {
  await page.goto('/recipes/one-bowl-white-bread');
  await expect(sizeLabel(page)).toHaveText('3 loaves');
  await expect(steps(page).nth(4)).toContainText('Butter three 8 1/2 x 4 1/2-inch loaf pans.');

  await smaller(page).click();
  await smaller(page).click();
  await expect(sizeLabel(page)).toHaveText('1 loaf');
  await expect(steps(page).nth(4)).toContainText(
    'Butter one 8 1/2 x 4 1/2-inch loaf pan. Keep the dough in one piece.',
  );
  await expect(steps(page).nth(4)).not.toContainText('three');
  // Times and temperatures do not move with the size; the oven is in the view's scale only.
  await expect(steps(page).nth(5)).toContainText('heat the oven to 375°F.');
  await expect(page.locator('#ingredients')).toContainText('3 cups (375 g) all-purpose or bread flour');

  // Cook mode shows the same step.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog).toContainText('Butter one 8 1/2 x 4 1/2-inch loaf pan.');
});

test('a quarter batch of buttercream reads the same cream in list and step, in the view’s units', async ({ page }) => {
  await page.goto('/recipes/vanilla-buttercream');
  await smaller(page).click();
  await smaller(page).click();
  await expect(sizeLabel(page)).toHaveText('Quarter');
  await expect(page.locator('#ingredients')).toContainText('1 1/2-2 1/4 tsp heavy cream or whole milk');
  await expect(steps(page).nth(2)).toContainText('1 1/2 tsp of cream');
  await expect(page.locator('#ingredients')).toContainText('a pinch of fine salt');

  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(page.locator('#ingredients')).toContainText('7.5-10 ml heavy cream or whole milk');
  await expect(steps(page).nth(2)).toContainText('7.5 ml of cream');
});

test('coconut buttercream at Triple names the same coconut cream in list and step, and so does its cake', async ({
  page,
}) => {
  await page.goto('/recipes/coconut-buttercream');
  const bigger = page.getByRole('button', { name: 'Increase recipe size' });
  await bigger.click();
  await bigger.click();
  await expect(sizeLabel(page)).toHaveText('Triple');
  // Not '1/2-3/4 cup' (9 Tbsp written as a half cup) beside 'Add 1/2 cup + 1 Tbsp'.
  await expect(page.locator('#ingredients')).toContainText(
    '1/2 cup + 1 Tbsp to 3/4 cup thick canned coconut cream, at room temperature',
  );
  await expect(steps(page).nth(2)).toContainText('Add 1/2 cup + 1 Tbsp of the coconut cream');

  // The Coconut Lemon Layer Cake makes 3 batches of it, with the same words.
  await page.goto('/recipes/coconut-lemon-layer-cake');
  await expect(page.locator('#ingredients')).toContainText(
    '1/2 cup + 1 Tbsp to 3/4 cup thick canned coconut cream, at room temperature',
  );
  await expect(page.locator('#instructions')).toContainText('Add 1/2 cup + 1 Tbsp of the coconut cream');
});

test('what you have: two cans of condensed milk make a double dulce de leche', async ({ page }) => {
  await page.goto('/recipes/oven-dulce-de-leche');
  const tools = page.getByTestId('bakers-tools');
  await tools.locator('summary').click();
  await tools.getByRole('button', { name: 'What you have', exact: true }).click();
  await tools.getByLabel('Ingredient').selectOption({ label: '1 (14 oz) can sweetened condensed milk' });
  await tools.getByLabel('What you have').fill('2 cans');
  await tools.getByRole('button', { name: 'Scale to this', exact: true }).click();
  await expect(sizeLabel(page)).toHaveText('x 2');
  await expect(page.getByTestId('scaled-note')).toContainText('scaled to 2 cans sweetened condensed milk on hand');
  await expect(page.locator('#ingredients')).toContainText('2 (14 oz) cans sweetened condensed milk');
  await expect(steps(page).nth(1)).toContainText('Pour the condensed milk into two 9-inch glass pie plates');
});

test('times are honest: the loaf shows its whole time and a frosting says No bake', async ({ page }) => {
  await page.goto('/recipes/one-bowl-white-bread');
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('3 hr 35 min');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld.totalTime).toBe('PT3H35M');

  await page.goto('/recipes/vanilla-buttercream');
  const cook = page.locator('dt', { hasText: /^Cook$/ }).locator('xpath=following-sibling::dd');
  await expect(cook).toHaveText('No bake');
});
