import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, toastWith, waitForOfflineReady } from './helpers';

/** Issue 5: the Personal Combo builder (/create-combo) and the AI Recipe Combiner (/recipe-compiler). */

test.describe('Personal Combo builder', () => {
  test('builds a combo from two recipes, previews, saves and starts again', async ({ page }) => {
    const analytics: { timestamp: string; recipeIds: number[]; recipeNames: string[]; comboTitle: string }[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/analytics/combo-created') && req.method() === 'POST')
        analytics.push(req.postDataJSON());
    });
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });

    await page.goto('/create-combo');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Personal Combo' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Select Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Preview' })).toBeDisabled();

    // Groups with their counts; Favorite Combos are not offered; empty groups are hidden.
    await expect(page.getByRole('heading', { level: 2, name: /^Bread & Pastries/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Frostings & Buttercreams/ })).toBeVisible();
    // A recipe only the list's Seasonal tag places is Seasonal here too (docs/decisions/037-the-details-a-baker-notices.md), not Other.
    await expect(page.getByRole('heading', { level: 2, name: /^Seasonal/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Other/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Coconut Lemon Layer Cake' })).toHaveCount(0);
    const frostings = page.getByRole('region', { name: /^Frostings & Buttercreams/ });
    await expect(frostings.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true })).toBeVisible();

    const create = page.getByRole('button', { name: 'Create Recipe Combo' });
    await expect(create).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Classic Vanilla Layer Cake' }).check();
    await expect(create).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Combo Preview' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();

    const live = page.getByRole('region', { name: 'Combo Preview' });
    await expect(live).toContainText('Classic Vanilla Layer Cake & Vanilla Buttercream');
    await expect(live).toContainText('A personal combination of classic vanilla layer cake and vanilla buttercream');
    await expect(live.locator('dd')).toHaveText(['55 minutes', '30 minutes', '12']);
    await expect(page.getByRole('tab', { name: 'Preview' })).toBeEnabled();

    await create.click();
    await expect(page.getByRole('button', { name: 'Creating Combo...' })).toBeVisible();
    await expect(toastWith(page, 'Combo Ready!')).toContainText(
      'Your temporary recipe combination is ready to view and print.',
    );
    await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');

    const card = page.getByRole('article', { name: 'Classic Vanilla Layer Cake & Vanilla Buttercream' });
    const badges = card.getByRole('list', { name: 'About this combo' });
    await expect(badges.getByRole('listitem')).toHaveText([
      'Personal Combo',
      'Temporary',
      /^Created: \w+ \d{1,2}, \d{4}$/,
    ]);
    await expect(card.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    // The bold per-recipe headings, numbered steps and the assembly.
    await expect(card.getByRole('heading', { level: 4, name: 'Classic Vanilla Layer Cake' })).toHaveCount(2);
    await expect(card.getByRole('heading', { level: 4, name: 'Assembly & Serving' })).toBeVisible();
    // One system per view (docs/decisions/034-the-method-follows-the-amounts.md): the US view gives °F alone.
    await expect(card).toContainText('1. Heat the oven to 350°F. Grease two 8-inch round cake pans');
    await expect(card.getByRole('heading', { name: 'About This Combination' })).toBeVisible();

    // The analytics call goes through the outbox once.
    await expect.poll(() => analytics.length).toBe(1);
    await page.waitForTimeout(500);
    expect(analytics).toHaveLength(1);
    expect(analytics[0]).toMatchObject({
      recipeNames: ['Classic Vanilla Layer Cake', 'Vanilla Buttercream'],
      comboTitle: 'Classic Vanilla Layer Cake & Vanilla Buttercream',
    });
    expect(analytics[0]!.recipeIds).toHaveLength(2);
    expect(new Date(analytics[0]!.timestamp).toISOString()).toBe(analytics[0]!.timestamp);

    await page.getByRole('button', { name: 'Print Recipe' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-sheet h1')).toHaveText('Classic Vanilla Layer Cake & Vanilla Buttercream');
    await expect(page.getByRole('button', { name: 'Print Recipe' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // docs/product.md#combos: saved to the device, the Temporary badge goes.
    await page.getByRole('button', { name: 'Save to my combos' }).click();
    await expect(badges.getByRole('listitem')).toHaveText(['Personal Combo', 'Saved on this device', /^Created: /]);
    await expect(page.getByRole('button', { name: 'Saved to my combos' })).toBeDisabled();

    await page.getByRole('button', { name: 'Create Another Combo' }).click();
    await expect(page.getByRole('tab', { name: 'Select Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('checkbox', { name: 'Classic Vanilla Layer Cake' })).not.toBeChecked();
    await expect(page.getByRole('tab', { name: 'Preview' })).toBeDisabled();

    const saved = page.getByRole('region', { name: 'My saved combos' });
    await expect(saved).toContainText('Classic Vanilla Layer Cake & Vanilla Buttercream');
    await page.reload();
    await saved.getByRole('button', { name: 'Open Classic Vanilla Layer Cake & Vanilla Buttercream' }).click();
    await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: 'Classic Vanilla Layer Cake & Vanilla Buttercream' })).toContainText(
      'Saved on this device',
    );
    await page.getByRole('tab', { name: 'Select Recipes' }).click();
    await saved.getByRole('button', { name: 'Delete Classic Vanilla Layer Cake & Vanilla Buttercream' }).click();
    await expect(saved).toHaveCount(0);
    expect(analytics).toHaveLength(1);
  });

  test('makes the batches the AI Recipe Combiner makes, at the size chosen', async ({ page }) => {
    await page.goto('/create-combo');
    for (const name of ['Classic Vanilla Layer Cake', 'Raspberry Filling'])
      await page.getByRole('checkbox', { name }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    await page.getByRole('button', { name: 'Create Recipe Combo' }).click();
    const card = page.getByRole('article', { name: /^Classic Vanilla Layer Cake & Raspberry Filling/ });
    const ingredients = card.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('heading', { name: 'Vanilla Buttercream (1 1/2 batches)' })).toBeVisible();
    await expect(ingredients).not.toContainText('1 1/2 batches Vanilla Buttercream');
    await expect(ingredients).toContainText('2 sticks (226 g) unsalted butter, softened');
    await card.getByRole('button', { name: 'Decrease recipe size' }).click();
    await expect(card.getByTestId('recipe-size')).toHaveText('Half');
    await expect(ingredients.getByRole('heading', { name: 'Classic Vanilla Layer Cake (1/2 batch)' })).toBeVisible();
    await expect(ingredients.getByRole('heading', { name: 'Vanilla Buttercream (1 batch)' })).toHaveCount(0);
    await expect(ingredients.getByRole('heading', { name: 'Vanilla Buttercream', exact: true })).toBeVisible();
    await expect(card.locator('dl').first().locator('dd')).toHaveText([/minutes$/, /minutes$/, /hours?/, '6']);
    // The cake's steps follow its batches as its own page's do: the pans that fit, and as many as there are.
    const steps = card.getByRole('region', { name: 'Instructions' });
    await expect(steps).toContainText('Grease two 6-inch round cake pans');
    await expect(steps).toContainText('Divide the batter evenly between the pans');
    await card.getByRole('button', { name: 'Decrease recipe size' }).click();
    await expect(card.getByTestId('recipe-size')).toHaveText('Quarter');
    await expect(steps).toContainText('Grease one 6-inch round cake pan');
    await expect(steps).toContainText('Pour the batter into the pan');
    await expect(steps).not.toContainText('between the pans');
    await expect(steps).toContainText('Written for a cake of two layers: here the batter makes one.');
  });

  test('works offline from the recipes on the device', async ({ page, context }) => {
    await page.goto('/create-combo');
    // Installed: the service worker holds the app's code, the device holds the recipes.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
    await page.getByRole('checkbox', { name: 'Raspberry Filling' }).check();
    await page.getByRole('button', { name: 'Create Recipe Combo' }).click();
    await expect(toastWith(page, 'Combo Ready!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Lemon Bars & Raspberry Filling' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('AI Recipe Combiner', () => {
  test('combines two recipes with instructions and shows the result', async ({ page }) => {
    await page.goto('/recipe-compiler');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Recipe Combiner' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'View Combination' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Chocolate Raspberry Ganache Cake' })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Create Recipe Combination' });
    await expect(submit).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Fudgy Brownies' }).check();
    await expect(page.getByRole('heading', { name: 'Selected Recipes (1)' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Salted Caramel Sauce' }).check();
    const selected = page.getByRole('region', { name: 'Selected Recipes (2)' });
    await expect(selected.getByRole('listitem')).toHaveText(['Fudgy Brownies', 'Salted Caramel Sauce']);
    await page.getByRole('textbox', { name: 'Additional Instructions (Optional)' }).fill('Make it for 32 people');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/recipe-compiler', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Creating Recipe Combination...' })).toBeDisabled();
    release();

    await expect(toastWith(page, 'Recipe combination created!')).toContainText(
      'Your custom recipe combination has been generated',
    );
    await expect(page.getByRole('tab', { name: 'View Combination' })).toHaveAttribute('aria-selected', 'true');
    const result = page.getByRole('article', { name: 'Fudgy Brownies with Salted Caramel Sauce' });
    await expect(result.locator('dd')).toHaveText(['20 minutes', '28 minutes', /^\d+ hours?( \d+ minutes)?$/, '32']);
    await expect(result.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Tips & Notes' })).toBeVisible();
    await expect(result.getByTestId('combination-notes')).toContainText('Make it for 32 people');
    await expect(result.getByRole('region', { name: 'Source Recipes' }).getByRole('listitem')).toHaveText([
      'Fudgy Brownies',
      'Salted Caramel Sauce',
    ]);
    const steps = result.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
    await expect(steps.first()).toContainText('Salted Caramel Sauce:');
    await expect(steps.last()).toContainText('Assemble');

    await page.getByRole('button', { name: 'Create Another Combination' }).click();
    await expect(page.getByRole('tab', { name: 'Select Recipes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Selected Recipes (0)' })).toBeVisible();
  });

  test('the result follows its size control and the US/Metric switch, with one total time', async ({ page }) => {
    await page.goto('/recipe-compiler');
    for (const name of ['Classic Vanilla Layer Cake', 'Raspberry Filling'])
      await page.getByRole('checkbox', { name }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    const result = page.getByRole('article', { name: /^Classic Vanilla Layer Cake with/ });
    const ingredients = result.getByRole('region', { name: 'Ingredients' });
    // The buttercream the cake asks for, made 1 1/2 times; butter in sticks, as on a recipe page.
    await expect(
      ingredients.getByRole('heading', { name: 'For the Vanilla Buttercream (1 1/2 batches)' }),
    ).toBeVisible();
    await expect(ingredients).toContainText('5 sticks (565 g) unsalted butter, divided');
    await expect(result.getByTestId('recipe-size')).toHaveText('Standard');
    const figures = result.locator('dl').first();
    await expect(figures.locator('dt')).toHaveText(['Prep', 'Cook', 'Total', 'Serves']);
    await expect(figures.locator('dd').nth(2)).toHaveText('2 hours 53 minutes');

    await result.getByRole('button', { name: 'Increase recipe size' }).click();
    await expect(result.getByTestId('recipe-size')).toHaveText('Double');
    await expect(figures.locator('dd').nth(3)).toHaveText('24');
    await expect(ingredients.getByRole('heading', { name: 'For the Vanilla Buttercream (3 batches)' })).toBeVisible();
    await expect(ingredients).toContainText('10 sticks (1130 g) unsalted butter, divided');
    await expect(result.getByRole('region', { name: 'Instructions' })).toContainText(
      'Grease four 8-inch round cake pans',
    );

    await result.getByRole('button', { name: 'Metric' }).click();
    await expect(ingredients).toContainText(
      '1130 g unsalted butter, divided: 452 g for the Classic Vanilla Layer Cake',
    );
    await expect(ingredients).not.toContainText(/\b(?:cups?|sticks?)\b/);
    // The same total: times do not change with the size.
    await expect(figures.locator('dd').nth(2)).toHaveText('2 hours 53 minutes');
  });

  test('shows the server’s message, or a default one, when combining fails', async ({ page }) => {
    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();

    await page.route('**/api/ai/recipe-compiler', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Error generating recipe compilation' }),
      }),
    );
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    await expect(toastWith(page, 'Error creating recipe combination')).toContainText(
      'Error generating recipe compilation',
    );
    await expect(page.getByRole('tab', { name: 'View Combination' })).toBeDisabled();

    await page.unroute('**/api/ai/recipe-compiler');
    await page.route('**/api/ai/recipe-compiler', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    await expect(toastWith(page, 'Error creating recipe combination')).toContainText(
      'Something went wrong. Please try again.',
    );
  });

  test('says it needs the internet when offline', async ({ page, context }) => {
    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    await context.setOffline(true);
    await expect(page.getByText('The recipe combiner needs an internet connection')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Recipe Combination' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Create Recipe Combination' })).toBeEnabled();
  });

  test('a picked recipe the admin deleted before the device synced is named, unpicked and leaves the list', async ({
    page,
  }) => {
    const auth = { Authorization: `Bearer ${await adminToken(page)}` };
    const title = `Vanishing Shortbread ${Date.now()}`;
    const created = await page.request.post('/api/recipes', {
      headers: auth,
      data: {
        title,
        description: 'Shortbread that will not be here for long.',
        story: '',
        prepTime: '15 mins',
        cookTime: '20 mins',
        servings: '12',
        difficulty: 'Easy',
        ingredients: ['1 cup butter', '2 cups flour'],
        instructions: ['Mix.', 'Bake.'],
        imageUrl: '',
        tags: ['Cookies'],
        dietaryInfo: [],
        notes: '',
        featured: false,
      },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: title }).check();
    await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
    expect((await page.request.delete(`/api/recipes/${slug}`, { headers: auth })).status()).toBe(204);

    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    const toast = toastWith(page, 'Error creating recipe combination');
    await expect(toast).toContainText(
      `“${title}” was removed from the catalog. Please pick another recipe and try again.`,
    );
    await expect(toast).not.toContainText(/\d+\./);
    // Unpicked, and gone from the list once the device has synced.
    await expect(page.getByRole('region', { name: 'Selected Recipes (1)' }).getByRole('listitem')).toHaveText([
      'Lemon Bars',
    ]);
    await expect(page.getByRole('checkbox', { name: title })).toHaveCount(0);

    // Another pick and the combination goes through.
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    await expect(toastWith(page, 'Recipe combination created!')).toBeVisible();
  });
});

test.describe('Finding and reading the combiners', () => {
  test('links the two combiners to each other and from the footer', async ({ page }) => {
    await page.goto('/create-combo');
    await page.getByRole('link', { name: 'Try the AI Recipe Combiner' }).click();
    await expect(page).toHaveURL(/\/recipe-compiler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Recipe Combiner' })).toBeVisible();
    await page.getByRole('link', { name: 'Build a Personal Combo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Personal Combo' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Recipe Combiner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Recipe Combiner' })).toBeVisible();
  });

  test('writes merged totals in kitchen fractions in a section of their own', async ({ page }) => {
    await page.goto('/recipe-compiler');
    for (const name of [
      'Blueberry Streusel Muffins',
      'Carrot Cake with Toasted Walnuts',
      'Classic Vanilla Layer Cake',
    ]) {
      await page.getByRole('checkbox', { name }).check();
    }
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    // The total keeps the weights its lines gave (issue 16: merged lines keep their grams).
    await expect(ingredients).toContainText('2 sticks + 3 Tbsp (268 g) unsalted butter, divided');
    await expect(ingredients).not.toContainText(/\d\.\d/);
    // The region's own 'Ingredients' heading comes first, then the first group.
    await expect(ingredients.getByRole('heading').nth(1)).toHaveText(/Used in more than one recipe/i);
    await expect(
      ingredients.getByRole('heading', { name: /Blueberry Streusel Muffins: For the Streusel/i }),
    ).toHaveCount(0);
  });
});

/** How many lines a tab's label takes (a wrapped label has a text box per line). */
const labelLines = (tab: Locator) =>
  tab.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

/** Whether the focused recipe card (the checkbox's label) and the given element overlap on screen. */
async function focusedCardOverlaps(page: Page, other: Locator): Promise<boolean> {
  const card = (await page.locator('label:has(input:focus)').boundingBox())!;
  const box = (await other.boundingBox())!;
  return card.y < box.y + box.height && box.y < card.y + card.height;
}

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const width of [360, 390]) {
    test(`the combiners' tabs read on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/create-combo', '/recipe-compiler']) {
        await page.goto(path);
        const tabs = page.getByRole('tab');
        await expect(tabs.first()).toHaveText('Select Recipes');
        for (const tab of await tabs.all())
          expect(await labelLines(tab), `${path}: ${await tab.textContent()}`).toBe(1);
      }
    });
  }

  test('a recipe card reached with Tab is never hidden under the sticky bar or the header', async ({ page }) => {
    await page.goto('/create-combo');
    const bar = page.getByRole('complementary', { name: 'Your combo' }).last();
    const header = page.getByRole('banner');
    await page.getByRole('checkbox').first().focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedCardOverlaps(page, bar), `card ${i + 2} under the bar`).toBe(false);
    }
    // With two ticked the bar grows (the live preview); going back up passes under the header.
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: 'Combo Preview' })).toBeVisible();
    // The cards' scroll margin follows the bar's height from the next frame on (a ResizeObserver):
    // a person's next key press comes later than that, a test's can come before it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedCardOverlaps(page, bar), `card under the taller bar`).toBe(false);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedCardOverlaps(page, header), `card under the header`).toBe(false);
    }
  });

  test('keeps the live preview in view while choosing and opens the result at its top', async ({ page }) => {
    await page.goto('/create-combo');
    await page.getByRole('checkbox', { name: 'Classic Vanilla Layer Cake' }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    const live = page.getByRole('region', { name: 'Combo Preview' });
    await expect(live).toBeInViewport();
    await expect(live).toContainText('Classic Vanilla Layer Cake & Vanilla Buttercream');
    await live.getByRole('button', { name: 'Show details' }).click();
    await expect(live.locator('dd')).toHaveText(['55 minutes', '30 minutes', '12']);
    await expect(live).toContainText('A personal combination of classic vanilla layer cake and vanilla buttercream');
    const create = page.getByRole('button', { name: 'Create Recipe Combo' });
    await expect(create).toBeInViewport();
    const box = (await create.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await create.click();
    const title = page.getByRole('heading', { level: 2, name: 'Classic Vanilla Layer Cake & Vanilla Buttercream' });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByRole('list', { name: 'About this combo' })).toBeInViewport();
  });

  test('opens the AI combination at its heading', async ({ page }) => {
    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: 'Lemon Bars' }).check();
    await page.getByRole('checkbox', { name: 'Vanilla Buttercream', exact: true }).check();
    await page.getByRole('button', { name: 'Create Recipe Combination' }).click();
    const title = page.locator('#combination-title');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  });
});

test.describe('keyboard only', () => {
  test('the Personal Combo builder: Create Another Combo focuses the Select Recipes tab, not the page body', async ({
    page,
  }) => {
    await page.goto('/create-combo');
    const bread = page.getByRole('checkbox', { name: 'One-Bowl White Bread' });
    await bread.focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Hot Cross Buns' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Create Recipe Combo' }).first().focus();
    await page.keyboard.press('Enter');
    const again = page.getByRole('button', { name: 'Create Another Combo' });
    await again.focus();
    await page.keyboard.press('Enter');
    const selectTab = page.getByRole('tab', { name: 'Select Recipes' });
    await expect(selectTab).toBeFocused();
    await expect(selectTab).toHaveAttribute('aria-selected', 'true');
  });

  test('the AI combiner: Enter in the filter sends nothing, and Create Another Combination focuses the Select Recipes tab', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (req) => void (req.url().endsWith('/api/ai/recipe-compiler') && sent++));
    await page.goto('/recipe-compiler');
    await page.getByRole('checkbox', { name: 'Fudgy Brownies' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Salted Caramel Sauce' }).focus();
    await page.keyboard.press('Space');
    // Enter in the filter narrows the list; it does not send the combination.
    const filter = page.getByLabel('Find a recipe');
    await filter.focus();
    await page.keyboard.type('brown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /recipes? match/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'View Combination' })).toBeDisabled();
    expect(sent).toBe(0);
    await page.getByRole('button', { name: 'Create Recipe Combination' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sent).toBe(1);
    await page.getByRole('button', { name: 'Create Another Combination' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Select Recipes' })).toBeFocused();
  });
});
