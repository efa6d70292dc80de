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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the vanilla cake as 12 cupcakes serves 12, and cook mode’s timer rings at the cupcakes’ time', async ({
    page,
  }) => {
    await page.goto('/recipes/classic-vanilla-layer-cake');
    const tools = page.getByTestId('bakers-tools');
    await tools.locator('summary').click();
    await tools.getByRole('button', { name: 'Your pan', exact: true }).click();
    await tools.getByLabel('Your pan', { exact: true }).selectOption('12-cup muffin pan');
    await tools.getByLabel('How many').selectOption('1');
    await tools.getByRole('button', { name: 'Scale to this pan' }).click();

    await expect(sizeLabel(page)).toHaveText('x 0.5');
    await expect(steps(page).nth(0)).toContainText('Line one 12-cup muffin pan with paper liners.');
    await expect(steps(page).nth(6)).toContainText("the recipe's notes say 18 to 20 minutes");
    await expect(page.locator('dt', { hasText: /^Serves$/ }).locator('xpath=following-sibling::dd')).toHaveText('12');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-sheet')).toContainText('Serves 12');
    await expect(page.locator('.print-sheet')).toContainText("the recipe's notes say 18 to 20 minutes");
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 6; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog).toContainText('Bake at 350°F for 28 to 32 minutes');
    await expect(dialog.getByRole('button', { name: /^Start \d+ min timer/ })).toHaveText(
      'Start 18 min timer (up to 20 min)',
    );
  });

  test('the brownies in a bundt pan are greased and floured, not lined, turned out and sliced', async ({ page }) => {
    await page.goto('/recipes/fudgy-brownies');
    const tools = page.getByTestId('bakers-tools');
    await tools.locator('summary').click();
    await tools.getByRole('button', { name: 'Your pan', exact: true }).click();
    await tools.getByLabel('Your pan', { exact: true }).selectOption('10-inch bundt');
    await tools.getByRole('button', { name: 'Scale to this pan' }).click();
    await expect(steps(page).nth(0)).toContainText(
      'Heat the oven to 350°F. Grease and flour a 10-inch bundt pan well.',
    );
    await expect(page.locator('#instructions')).not.toContainText('sling');
    // A ring is cut in slices as it serves, not in a grid of squares; servings follow the slices.
    await expect(steps(page).nth(5)).toContainText('before turning out onto a plate and cutting into 16 slices.');
    await expect(page.locator('#instructions')).not.toContainText('squares');
    await expect(page.locator('dt', { hasText: /^Serves$/ }).locator('xpath=following-sibling::dd')).toHaveText('16');
  });

  test('the brownies at Quarter: cook mode checks the shallow pan at two-thirds of the time', async ({ page }) => {
    await page.goto('/recipes/fudgy-brownies');
    await smaller(page).click();
    await smaller(page).click();
    await expect(sizeLabel(page)).toHaveText('Quarter');
    await expect(steps(page).nth(4)).toContainText(
      '(Much shallower batter: it bakes in about two-thirds of the time; check after 15-20 minutes.)',
    );
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('button', { name: /^Start \d+ min timer/ })).toHaveText(
      'Start 15 min timer (up to 20 min)',
    );
    await dialog.getByRole('button', { name: 'More timers' }).click();
    await expect(dialog.getByRole('group', { name: 'More timers' }).getByRole('button')).toHaveText([
      'Start 20 min timer',
      'Start 25 min timer',
      'Start 30 min timer',
    ]);
  });
});
