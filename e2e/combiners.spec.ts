import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toastWith } from './helpers';

/** Issue 22: one recipe picker and one action bar for both combine tools, on a phone. */

const TOOLS = [
  { path: '/create-combo', button: 'Create Recipe Combo', bar: 'Your combo' },
  { path: '/recipe-compiler', button: 'Create Recipe Combination', bar: 'Your combination' },
];

/** What a visitor sees of the picker: its search, its groups (name and count) and each card's text. */
async function pickerShape(page: Page) {
  const picker = page.getByRole('group', { name: 'Recipes to combine' });
  // The page leads with its first groups; the device's catalog fills in the rest (the last group: Other).
  await expect(picker.getByRole('checkbox', { name: 'Brown Butter Apple Pie' })).toBeVisible();
  return {
    search: await picker.getByRole('searchbox').getAttribute('id'),
    groups: await picker.getByRole('heading', { level: 2 }).allTextContents(),
    cards: await picker.locator('label').allInnerTexts(),
  };
}

test.describe('the combiners on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('both tools show the same picker: search, category groups with counts, the same cards', async ({ page }) => {
    await page.goto('/create-combo');
    const personal = await pickerShape(page);
    await page.goto('/recipe-compiler');
    const ai = await pickerShape(page);
    expect(personal.groups[0]).toMatch(/^Bread & Pastries\s*\d+$/);
    expect(personal.groups.length).toBeGreaterThanOrEqual(5);
    expect(ai).toEqual(personal);
    // The AI combiner's checklist reads title and description; the builder's cards prep time and servings.
    const lemon = page.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Lemon Bars' }) });
    await expect(lemon).toContainText(/Prep .+ · Serves \d+/);
    const description = await page
      .getByRole('checkbox', { name: 'Lemon Bars' })
      .evaluate((box) => document.getElementById(box.getAttribute('aria-describedby')!)?.textContent ?? '');
    expect(description.length).toBeGreaterThan(10);
  });

  for (const { path, button, bar } of TOOLS) {
    test(`${path}: the create button is on screen without scrolling, wherever the picker is scrolled`, async ({
      page,
    }) => {
      await page.goto(path);
      const create = page.getByRole('button', { name: button });
      await expect(create).toBeInViewport({ ratio: 1 });
      await expect(create).toBeDisabled();
      await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
      await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
      await expect(page.getByRole('complementary', { name: bar })).toContainText('2 recipes chosen.');
      await expect(create).toBeEnabled();
      await expect(create).toBeInViewport({ ratio: 1 });
      const box = (await create.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // Half way down the 40-odd recipes, and at the last of them, the button has not moved off the screen.
      const boxes = page.getByRole('group', { name: 'Recipes to combine' }).getByRole('checkbox');
      const count = await boxes.count();
      expect(count).toBeGreaterThan(30);
      for (const at of [Math.floor(count / 2), count - 1]) {
        await boxes.nth(at).scrollIntoViewIfNeeded();
        await expect(create).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('the AI result prints from its Print Recipe button, as a recipe page prints', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: 'Fudgy Brownies' }).check();
    await page.getByRole('checkbox', { name: 'Salted Caramel Sauce' }).check();
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    await expect(toastWith(page, 'Recipe combination created!')).toBeVisible();
    const print = page.getByRole('button', { name: 'Print Recipe' });
    await expect(print).toBeVisible();
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.print-sheet');
    await expect(sheet.locator('h1')).toHaveText('Fudgy Brownies with Salted Caramel Sauce');
    await expect(sheet).toContainText('Tips & Notes');
    await expect(sheet.locator('li').first()).toBeVisible();
    await expect(print).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Another Combination' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});
