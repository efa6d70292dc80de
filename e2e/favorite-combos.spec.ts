import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, waitForOfflineReady } from './helpers';

/** Issue 16: a Favorite Combo is baked from its own page, cook mode and print; the AI result prints cleanly. */

/** Pages in a PDF Chromium wrote: one '/Type /Page' object per page ('/Pages' is the tree). */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter', printBackground: false });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

test.describe('Favorite Combos', () => {
  test('a combo page lists quantities of each linked recipe, after the story', async ({ page }) => {
    await page.goto('/recipes/sugar-cookie-sandwiches-with-raspberry');
    const ingredients = page.locator('#ingredients');
    await expect(ingredients).not.toContainText('See referenced recipes');
    for (const section of ['Soft Cut-out Sugar Cookies', 'Raspberry Filling', 'Vanilla Buttercream'].map(
      (s) => `${s} (2 batches)`,
    ))
      await expect(ingredients.getByText(section, { exact: true })).toBeVisible();
    await expect(ingredients.getByText('6 cups (680 g) fresh or frozen raspberries')).toBeVisible();
    await expect(ingredients.getByText('8 cups (960 g) powdered sugar, sifted')).toBeVisible();
    const steps = page.locator('#instructions');
    await expect(steps.getByRole('heading', { name: 'Raspberry Filling (2 batches)' })).toBeVisible();
    await expect(steps.getByRole('heading', { name: 'Putting it together' })).toBeVisible();
    await expect(steps).toContainText('Stir the cornstarch into the cold water until smooth');
    // The story comes first.
    const storyTop = (await page.locator('#story').boundingBox())!.y;
    expect(storyTop).toBeLessThan((await ingredients.boundingBox())!.y);
    await expect(page.getByText('Serves 24').first()).toBeVisible();

    // Cook mode walks the linked recipes' steps, each with its recipe named.
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Step 1 of 18/ })).toContainText('Soft Cut-out Sugar Cookies');
    await expect(dialog.getByTestId('cook-step')).toContainText('Beat the butter and sugar');
  });

  test('a combo with a buttercream the cake asks for makes the batches the cake needs', async ({ page }) => {
    await page.goto('/recipes/coconut-lemon-layer-cake');
    const ingredients = page.locator('#ingredients');
    await expect(ingredients.getByText('Coconut Buttercream (3 batches)', { exact: true })).toBeVisible();
    await expect(ingredients).not.toContainText('Vanilla Buttercream');
  });

  for (const slug of [
    'sugar-cookie-sandwiches-with-raspberry',
    'coconut-lemon-layer-cake',
    'chocolate-raspberry-ganache-cake',
  ]) {
    test(`a combo prints on at most 2 pages: ${slug}`, async ({ page }) => {
      await page.goto(`/recipes/${slug}`);
      await expect(page.locator('#ingredients')).not.toContainText('See referenced recipes');
      const sheet = page.locator('.print-sheet');
      await page.emulateMedia({ media: 'print' });
      await expect(sheet.locator('.print-subheading').first()).toBeVisible();
      await expect(sheet).toContainText('The story');
      await expect(sheet).not.toContainText('See referenced recipes');
      const pages = await printedPages(page);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
});

test('a combo whose part the baker deleted names it where its ingredients and steps were', async ({
  page,
  context,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken(page)}` };
  const stamp = Date.now();
  const add = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/recipes', {
      headers: auth,
      data: {
        description: 'A part of the combo journey.',
        prepTime: '15 mins',
        cookTime: '10 mins',
        servings: 24,
        difficulty: 'Easy',
        tags: ['Cookies'],
        featured: false,
        ...data,
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { slug: string }).slug;
  };
  const cookies = `Gone Part Cookies ${stamp}`;
  const jam = `Gone Part Jam ${stamp}`;
  const cookiesSlug = await add({
    title: cookies,
    ingredients: ['1 cup butter, softened', '2 cups flour'],
    instructions: ['Cream the butter, add the flour.', 'Bake until pale gold.'],
  });
  const jamSlug = await add({
    title: jam,
    tags: ['Fillings'],
    ingredients: ['3 cups strawberries', '1 cup sugar'],
    instructions: ['Simmer the strawberries with the sugar until thick.'],
  });
  const comboSlug = await add({
    title: `Jam Sandwich Combo ${stamp}`,
    tags: ['FavoriteCombos'],
    story: `Bake a batch of [${cookies}](/recipes/${cookiesSlug}) and make a batch of [${jam}](/recipes/${jamSlug}).`,
    ingredients: ['See referenced recipes'],
    instructions: ['Sandwich two cookies with a spoonful of jam.'],
  });
  const ingredients = page.locator('#ingredients');
  const gone = page.getByRole('note').filter({ hasText: 'no longer on the site' });
  await page.goto(`/recipes/${comboSlug}`);
  await waitForOfflineReady(page);
  await expect(ingredients).toContainText('3 cups strawberries');
  await expect(gone).toHaveCount(0);

  // The baker deletes the jam. The combo's page (the server's, then the device's once its sync has
  // dropped the jam) still makes the cookies and says the jam is gone, instead of silently listing less.
  expect((await page.request.delete(`/api/recipes/${jamSlug}`, { headers: auth })).status()).toBe(204);
  const text = `${jam} is no longer on the site, so its ingredients and steps are not listed here.`;
  await expect(async () => {
    await page.goto(`/recipes/${comboSlug}`);
    await expect(gone).toHaveText(text, { timeout: 2000 });
    await expect(ingredients).not.toContainText('strawberries', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(ingredients).toContainText('2 cups flour');
  await expect(page.locator('#instructions')).toContainText('Sandwich two cookies');

  // Offline, from the device alone (its sync has dropped the jam), it says the same.
  const onDevice = (slug: string) =>
    page.evaluate(
      (wanted) =>
        new Promise<boolean>((resolve, reject) => {
          const open = indexedDB.open('sift-and-story');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('recipes').objectStore('recipes').index('slug').count(wanted);
            read.onsuccess = () => resolve(read.result > 0);
            read.onerror = () => reject(read.error);
          };
        }),
      slug,
    );
  await expect.poll(() => onDevice(jamSlug), { timeout: 20_000 }).toBe(false);
  await context.setOffline(true);
  await page.goto(`/recipes/${comboSlug}`);
  await expect(gone).toHaveText(text);
  await expect(ingredients).toContainText('2 cups flour');
  // Its name stays in the story as words, not as a link (or a 'This combo uses' chip) to a page that is gone.
  await expect(page.getByText(`make a batch of ${jam}.`).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: jam })).toHaveCount(0);
  await expect(page.getByRole('link', { name: cookies }).first()).toBeVisible();
  await gone.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('combo-part-gone.png'), fullPage: false });
  await context.setOffline(false);

  for (const slug of [comboSlug, cookiesSlug]) await page.request.delete(`/api/recipes/${slug}`, { headers: auth });
});

test.describe('AI Recipe Combiner result', () => {
  test("'Print Recipe' prints the combination as a recipe, on at most 2 pages", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/recipe-compiler');
    for (const name of ['Classic Vanilla Layer Cake', 'Raspberry Filling', 'Vanilla Buttercream'])
      await page.getByRole('checkbox', { name, exact: true }).check();
    await page.getByRole('textbox', { name: 'Additional Instructions (Optional)' }).fill('make it for 24 people');
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    const result = page.getByRole('article');
    await expect(result.getByText('Grease four 8-inch round cake pans', { exact: false })).toBeVisible();
    await expect(result).not.toContainText('Grease two 8-inch');
    await expect(result.getByRole('heading', { name: 'For the Vanilla Buttercream (3 batches)' })).toBeVisible();
    await result.getByRole('button', { name: 'Print Recipe' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.print-sheet');
    await expect(sheet.locator('h1')).toHaveText(
      'Classic Vanilla Layer Cake with Raspberry Filling and Vanilla Buttercream',
    );
    await expect(sheet).toContainText('Serves 24');
    await expect(sheet).toContainText('10 sticks (1130 g) unsalted butter, divided');
    await expect(page.getByRole('button', { name: 'Print Recipe' })).toBeHidden();
    expect(await printedPages(page)).toBeLessThanOrEqual(2);
  });
});
