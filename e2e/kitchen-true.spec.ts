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
