import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 33: the method follows the amounts (docs/decisions/034-the-method-follows-the-amounts.md). The
 * steps a baker follows name the pans, counts and pieces the scaled amounts make, on the page, in cook
 * mode and on the print sheet.
 */
const steps = (page: Page) => page.locator('#instructions').getByRole('listitem');
const sizeLabel = (page: Page) => page.getByTestId('recipe-size');
const smaller = (page: Page) => page.getByRole('button', { name: 'Decrease recipe size' });

test('the brownies in the baker’s 9x13: the steps line a 9x13 and cut it into 30 squares, everywhere', async ({
  page,
}) => {
  await page.goto('/recipes/fudgy-brownies');
  await expect(steps(page).nth(0)).toContainText('Line an 8x8-inch pan with a parchment sling.');
  const tools = page.getByTestId('bakers-tools');
  await tools.locator('summary').click();
  await tools.getByRole('button', { name: 'Your pan', exact: true }).click();
  await tools.getByLabel('Your pan', { exact: true }).selectOption('9x13-inch pan');
  await tools.getByRole('button', { name: 'Scale to this pan' }).click();

  await expect(sizeLabel(page)).toHaveText('x 1.83');
  await expect(steps(page).nth(0)).toContainText('Line a 9x13-inch pan with a parchment sling.');
  await expect(steps(page).nth(5)).toContainText('before lifting out and cutting into 30 squares.');
  await expect(steps(page).nth(5)).not.toContainText('16 squares');
  // One figure for the servings and the squares.
  await expect(page.locator('dt', { hasText: /^Serves$/ }).locator('xpath=following-sibling::dd')).toHaveText('30');

  // The print sheet carries the same steps.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-sheet')).toContainText('Line a 9x13-inch pan with a parchment sling.');
  await expect(page.locator('.print-sheet')).toContainText('cutting into 30 squares');
  await page.emulateMedia({ media: 'screen' });

  // And cook mode, step by step.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Line a 9x13-inch pan with a parchment sling.');
  for (let i = 0; i < 5; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog).toContainText('cutting into 30 squares');
});

test('the carrot cake at Quarter bakes in one 6-inch round and says what to do with one layer', async ({ page }) => {
  await page.goto('/recipes/carrot-cake-with-toasted-walnuts');
  await expect(steps(page).nth(0)).toContainText('Grease two 9-inch round pans and line with parchment.');
  await smaller(page).click();
  await smaller(page).click();
  await expect(sizeLabel(page)).toHaveText('Quarter');
  await expect(steps(page).nth(0)).toContainText('Grease one 6-inch round pan and line with parchment.');
  await expect(steps(page).nth(4)).toContainText('Pour into the pan and bake');
  await expect(steps(page).nth(5)).toContainText('Cool in the pan for 15 minutes');
  await expect(steps(page).nth(6)).toContainText(
    'Written for a cake of two layers: here the batter makes one. Split it across with a long serrated knife to fill it, or frost it as a single layer.',
  );
  await expect(page.locator('#instructions')).not.toContainText('9-inch');

  // Half is a smaller two-layer cake; Metric shows the oven in Celsius only.
  await page.getByRole('button', { name: 'Increase recipe size' }).click();
  await expect(sizeLabel(page)).toHaveText('Half');
  await expect(steps(page).nth(0)).toContainText('Grease two 6-inch round pans');
  await expect(steps(page).nth(4)).toContainText('Divide between the pans');
  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(steps(page).nth(0)).toContainText('Heat the oven to 175°C.');
  await expect(page.locator('#instructions')).not.toContainText('°F');
});
