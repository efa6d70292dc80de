import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, toastWith } from './helpers';

/** Issue 5: the recipe page's tools. Every quantity checked here is what a baker would measure. */

const ingredients = (page: Page) => page.locator('#ingredients');
const sizeLabel = (page: Page) => page.getByTestId('recipe-size');
const servesFact = (page: Page) => page.locator('dt', { hasText: /^Serves$/ }).locator('xpath=following-sibling::dd');
const bigger = (page: Page) => page.getByRole('button', { name: 'Increase recipe size' });
const smaller = (page: Page) => page.getByRole('button', { name: 'Decrease recipe size' });

test.describe('recipe size', () => {
  test('scales Vanilla Buttercream up to Double and down to Half, with the servings', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(sizeLabel(page)).toHaveText('Standard');
    await expect(ingredients(page)).toContainText(
      '2 sticks (226 g) unsalted butter, softened to cool room temperature',
    );
    await expect(servesFact(page)).toHaveText('24');

    await bigger(page).click();
    await expect(sizeLabel(page)).toHaveText('Double');
    await expect(servesFact(page)).toHaveText('48');
    const doubled = ingredients(page).getByRole('listitem');
    await expect(doubled).toHaveText([
      '4 sticks (452 g) unsalted butter, softened to cool room temperature',
      '8 cups (960 g) powdered sugar, sifted',
      '4-6 Tbsp heavy cream or whole milk',
      '4 tsp pure vanilla extract (or 2 tsp vanilla bean paste)',
      '1/4 tsp fine salt',
    ]);

    await smaller(page).click();
    await smaller(page).click();
    await expect(sizeLabel(page)).toHaveText('Half');
    await expect(servesFact(page)).toHaveText('12');
    await expect(ingredients(page).getByRole('listitem')).toHaveText([
      '1 stick (113 g) unsalted butter, softened to cool room temperature',
      '2 cups (240 g) powdered sugar, sifted',
      '1-1 1/2 Tbsp heavy cream or whole milk',
      '1 tsp pure vanilla extract (or 1/2 tsp vanilla bean paste)',
      'a pinch of fine salt',
    ]);
  });

  test('stops at Quarter and Quadruple, with the buttons disabled at the ends', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await smaller(page).click();
    await smaller(page).click();
    await expect(sizeLabel(page)).toHaveText('Quarter');
    await expect(smaller(page)).toBeDisabled();
    for (const label of ['Half', 'Standard', 'Double', 'Triple', 'Quadruple']) {
      await bigger(page).click();
      await expect(sizeLabel(page)).toHaveText(label);
    }
    await expect(bigger(page)).toBeDisabled();
    await expect(ingredients(page)).toContainText('8 sticks (904 g) unsalted butter');
  });

  test('the white bread counts loaves and scales its water with it', async ({ page }) => {
    await page.goto('/recipes/one-bowl-white-bread');
    await expect(sizeLabel(page)).toHaveText('3 loaves');
    await expect(ingredients(page)).toContainText('9 cups (1125 g) all-purpose or bread flour');
    await smaller(page).click();
    await expect(sizeLabel(page)).toHaveText('2 loaves');
    await expect(ingredients(page)).toContainText('6 cups (750 g) all-purpose or bread flour');
    await smaller(page).click();
    await expect(sizeLabel(page)).toHaveText('1 loaf');
    await expect(smaller(page)).toBeDisabled();
    await expect(ingredients(page)).toContainText('3 cups (375 g) all-purpose or bread flour');
    // The water's temperature stays as written while its amount follows the loaves; US shows US only.
    await expect(ingredients(page)).toContainText('1 cup warm water, about 110°F');
    await bigger(page).click();
    await bigger(page).click();
    await bigger(page).click();
    await expect(sizeLabel(page)).toHaveText('4 loaves');
    await expect(ingredients(page)).toContainText('12 cups (1500 g) all-purpose or bread flour');
    await expect(ingredients(page)).toContainText('1/2 cup granulated sugar');
  });

  test('a Favorite Combo serves 24 with no size buttons and lists the recipes it uses', async ({ page }) => {
    await page.goto('/recipes/coconut-lemon-layer-cake');
    await expect(page.getByText('Serves 24', { exact: true })).toBeVisible();
    await expect(bigger(page)).toHaveCount(0);
    await expect(smaller(page)).toHaveCount(0);
    const uses = page.getByRole('list', { name: 'This combo uses' });
    await expect(uses.getByRole('link')).toHaveText([
      'Classic Vanilla Layer Cake',
      'Silky Lemon Curd',
      'Coconut Buttercream',
    ]);
    await uses.getByRole('link', { name: 'Silky Lemon Curd' }).click();
    await expect(page).toHaveURL(/\/recipes\/silky-lemon-curd$/);
    await expect(sizeLabel(page)).toHaveText('Standard');
  });

  test('goes back to Standard when another recipe loads in the same page', async ({ page }) => {
    await page.goto('/recipes/classic-vanilla-layer-cake');
    await bigger(page).click();
    await expect(sizeLabel(page)).toHaveText('Double');
    // The story mentions Vanilla Buttercream, which links to its recipe: same page component, new recipe.
    await page.locator('#story').getByRole('link', { name: 'Vanilla Buttercream' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(sizeLabel(page)).toHaveText('Standard');
    await expect(ingredients(page)).toContainText('2 sticks (226 g) unsalted butter');
  });

  test('keeps ticked ingredients per line while the size changes, and the size last chosen', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await ingredients(page).getByRole('checkbox').nth(1).check();
    await bigger(page).click();
    await expect(
      ingredients(page).getByRole('checkbox', { name: '8 cups (960 g) powdered sugar, sifted' }),
    ).toBeChecked();
    // Mid-bake, a reload opens the recipe at the size she was measuring (docs/decisions/017-recipe-size-kept.md).
    await page.reload();
    await expect(sizeLabel(page)).toHaveText('Double');
    await expect(
      ingredients(page).getByRole('checkbox', { name: '8 cups (960 g) powdered sugar, sifted' }),
    ).toBeChecked();
    await smaller(page).click();
    await page.reload();
    await expect(sizeLabel(page)).toHaveText('Standard');
    await expect(
      ingredients(page).getByRole('checkbox', { name: '4 cups (480 g) powdered sugar, sifted' }),
    ).toBeChecked();
  });

  test('a tick made while the device database is still loading stays ticked, and is stored', async ({ page }) => {
    // The database's chunk loads beside the first render; held back here, the tick comes first.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/db-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/recipes/vanilla-buttercream');
    const sugar = ingredients(page).getByRole('checkbox', { name: '4 cups (480 g) powdered sugar, sifted' });
    await sugar.check();
    // Every frame from here on: was the line ever shown unticked?
    await sugar.evaluate((box: HTMLInputElement) => {
      const w = window as unknown as { untickedFrames: number };
      w.untickedFrames = 0;
      const sample = () => {
        if (!box.isConnected || !box.checked) w.untickedFrames += 1;
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // Reads the device without ever creating or holding the database: the app opens it later.
    const storedTicks = () =>
      page.evaluate(
        () =>
          new Promise<number[][]>((resolve) => {
            const open = indexedDB.open('sift-and-story');
            open.onupgradeneeded = () => open.transaction!.abort();
            open.onerror = () => resolve([]);
            open.onsuccess = () => {
              const connection = open.result;
              if (!connection.objectStoreNames.contains('checks')) {
                connection.close();
                return resolve([]);
              }
              const read = connection.transaction('checks').objectStore('checks').getAll();
              read.onsuccess = () => resolve((read.result as { checked: number[] }[]).map((row) => row.checked));
              read.onerror = () => resolve([]);
              read.transaction!.oncomplete = () => connection.close();
            };
          }),
      );
    expect(await storedTicks()).toEqual([]);
    release();
    await expect.poll(storedTicks).toEqual([[1]]);
    // The device's first answer (nothing stored yet) and its write both came and went.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { untickedFrames: number }).untickedFrames)).toBe(0);
    await page.reload();
    await expect(sugar).toBeChecked();
  });
});

test('the metric toggle shows weights, marks estimates and is remembered on the device', async ({ page }) => {
  await page.goto('/recipes/one-bowl-white-bread');
  await page.getByRole('button', { name: 'Metric' }).click();
  await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredients(page)).toContainText('1125 g all-purpose or bread flour, plus more for kneading');
  await expect(ingredients(page)).toContainText('≈ 75 g granulated sugar');
  await expect(ingredients(page)).toContainText(
    '≈ marks weights converted from tablespoon measures: close, not exact.',
  );
  await expect(ingredients(page)).not.toContainText('converted from cup');
  await page.goto('/recipes/vanilla-buttercream');
  await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredients(page)).toContainText('226 g unsalted butter');
  await page.getByRole('button', { name: 'US cups' }).click();
  await expect(ingredients(page)).toContainText('2 sticks (226 g) unsalted butter');
});

test('a recipe written in grams opens in metric, and US cups converts it with its estimates marked', async ({
  page,
}) => {
  await page.goto('/recipes/french-macarons');
  await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredients(page)).toContainText('120 g finely ground blanched almond flour');
  await page.getByRole('button', { name: 'US cups' }).click();
  await expect(page.getByRole('button', { name: 'US cups' })).toHaveAttribute('aria-pressed', 'true');
  // A recipe written in grams keeps its grams beside the cups.
  await expect(ingredients(page)).toContainText('≈ 1 1/4 cups (120 g) finely ground blanched almond flour');
  await expect(ingredients(page)).toContainText('3 1/2 oz (100 g) egg whites (about 3 large), at room temperature');
  await expect(ingredients(page)).toContainText('≈ marks cups, spoons and ounces converted from metric');
  // The choice is the visitor's now: a recipe written in cups stays in cups.
  await page.goto('/recipes/vanilla-buttercream');
  await expect(page.getByRole('button', { name: 'US cups' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredients(page)).toContainText('2 sticks (226 g) unsalted butter');
});

test.describe('cook mode', () => {
  test('steps through the recipe, runs a timer to the end and shares the ticks with the page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/recipes/vanilla-buttercream');
    await bigger(page).click();
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible();
    await expect(dialog.getByTestId('wake-lock')).toHaveText(
      /Screen stays on|Screen may turn off|cannot keep the screen on/,
    );
    const step = dialog.getByTestId('cook-step');
    await expect(step).toHaveText(/^Beat the butter/);
    expect(parseFloat(await step.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);

    // Doubled ingredients, and a tick here shows on the page.
    await dialog
      .getByRole('checkbox', { name: '4 sticks (452 g) unsalted butter, softened to cool room temperature' })
      .check();

    await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
    const countdown = dialog.getByRole('timer');
    await expect(countdown).toHaveText('03:00');
    await page.clock.runFor(61_000);
    await expect(countdown).toHaveText('01:59');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous step' }).click();
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible();

    await page.clock.runFor(120_000);
    const done = dialog.getByRole('alert');
    await expect(done).toContainText('Timer done');
    await expect(done).toContainText('Step 1: 3 min');
    await done.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ingredients(page).getByRole('checkbox', {
        name: '4 sticks (452 g) unsalted butter, softened to cool room temperature',
      }),
    ).toBeChecked();
  });

  test('a running timer survives a reload and can be cancelled', async ({ page }) => {
    await page.clock.install();
    await page.goto('/recipes/classic-vanilla-layer-cake');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Classic Vanilla Layer Cake' });
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 9' })).toBeVisible();
    // The arrows work once the dialog holds the focus, as for a baker at a keyboard.
    await expect(dialog.getByRole('button', { name: 'Exit cook mode' })).toBeFocused();
    for (let i = 1; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('heading', { name: 'Step 7 of 9' })).toBeVisible();
    // 'Bake for 28 to 32 minutes': the timer the baker needs is the range's start, its end one tap away.
    await expect(dialog.getByRole('button', { name: /^Start/ })).toHaveText(['Start 28 min timer (up to 32 min)']);
    await dialog.getByRole('button', { name: 'More timers' }).click();
    await dialog.getByRole('button', { name: 'Start 32 min timer' }).click();
    await expect(dialog.getByRole('timer')).toHaveText('32:00');
    await page.clock.runFor(5_000);
    await page.reload();
    // Back on the page (cook mode closed), the timer is still counting from its end time.
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^3[12]:\d\d$/);
    await page.getByRole('button', { name: 'Cancel timer Step 7: 32 min' }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('a timer rings on whatever page the baker is on, with a way back to its recipe', async ({ page }) => {
    await page.clock.install();
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
    await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
    await expect(dialog.getByRole('timer')).toHaveText('03:00');
    await dialog.getByRole('button', { name: 'Exit cook mode' }).click();

    // Off to another recipe while the butter beats: the timer comes along.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('link', { name: 'Chocolate Ganache' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chocolate Ganache' })).toBeVisible();
    const timers = page.getByRole('complementary', { name: 'Kitchen timers' });
    await expect(timers.getByRole('timer')).toHaveText(/^0[23]:\d\d$/);
    // A toast meanwhile (sharing the link) comes in above the timer's card, not over it.
    await page.getByRole('button', { name: 'Share' }).click();
    const toast = page.locator('[data-toast-viewport] li');
    await expect(toast).toBeVisible();
    const [toastBox, cardBox] = await Promise.all([toast.boundingBox(), timers.boundingBox()]);
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(cardBox!.y);
    await page.clock.runFor(181_000);
    await expect(timers.getByRole('alert')).toContainText('Timer done');
    await timers.getByRole('link', { name: 'Vanilla Buttercream' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    // Its own page shows it once, in its own tray.
    await expect(timers).toHaveCount(0);
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a running timer follows its step when the admin reorders the steps, and names a removed step by its words', async ({
    page,
    request,
  }) => {
    const auth = { Authorization: `Bearer ${await adminToken(page)}` };
    const recipe = {
      title: `Timed Shortcake ${Date.now()}`,
      description: 'A shortcake whose steps the baker edits while it bakes.',
      story: '',
      prepTime: '15 mins',
      cookTime: '25 mins',
      servings: '8',
      difficulty: 'Easy',
      ingredients: ['2 cups flour', '1/2 cup cold butter'],
      instructions: [
        'Rub the butter into the flour.',
        'Bake for 25 minutes, until golden.',
        'Cool for 10 minutes in the pan.',
      ],
      imageUrl: '',
      tags: ['Cake'],
      dietaryInfo: [],
      notes: '',
      featured: false,
    };
    const created = await request.post('/api/recipes', { headers: auth, data: recipe });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const edit = async (instructions: string[]) => {
      expect(
        (await request.put(`/api/recipes/${slug}`, { headers: auth, data: { ...recipe, instructions } })).status(),
      ).toBe(200);
      // Back to the tab: the device syncs the change.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    };

    await page.goto(`/recipes/${slug}`);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: recipe.title });
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await dialog.getByRole('button', { name: 'Start 25 min timer' }).click();
    await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
    await expect(page.getByRole('timer', { name: 'Step 2: 25 min remaining' })).toBeVisible();

    // The first step is dropped: the bake is now step 1, and the timer says so.
    await edit(recipe.instructions.slice(1));
    await expect(page.locator('#instructions li')).toHaveCount(2);
    await expect(page.getByRole('timer', { name: 'Step 1: 25 min remaining' })).toBeVisible();

    // The bake step itself is gone: the timer keeps what it was for, and points at no step.
    await edit(['Rub the butter into the flour.', 'Cool for 10 minutes in the pan.']);
    await expect(page.locator('#instructions li').first()).toHaveText(/Rub the butter/);
    await expect(
      page.getByRole('timer', { name: '“Bake for 25 minutes, until golden”: 25 min remaining' }),
    ).toBeVisible();
    await expect(page.getByText(/Step \d: 25 min/)).toHaveCount(0);
  });

  test('on a phone the timers card leaves the end of every page reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
    await dialog.getByRole('button', { name: 'Start 3 min timer' }).click();
    await dialog.getByRole('button', { name: 'Exit cook mode' }).click();

    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    const timers = page.getByRole('complementary', { name: 'Kitchen timers' });
    await expect(timers.getByRole('timer')).toBeVisible();
    // The page's last link, scrolled to the end, takes a tap: the card is below it, not over it.
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await lastLink.click({ trial: true, timeout: 5_000 });
    const [link, card] = await Promise.all([lastLink.boundingBox(), timers.boundingBox()]);
    expect(link!.y + link!.height).toBeLessThanOrEqual(card!.y);
  });
});

test.describe('print', () => {
  test('prints only the recipe at the current size: no header, footer or buttons', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await bigger(page).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.print-sheet');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Vanilla Buttercream');
    await expect(sheet).toContainText('Serves 48 (Double)');
    await expect(sheet).toContainText('4 sticks (452 g) unsalted butter, softened to cool room temperature');
    await expect(sheet).toContainText('Beat the butter with a stand mixer');
    await expect(sheet).toContainText('Makes about 3 1/2 cups');
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('#story')).toBeHidden();
    for (const img of await page.locator('img').all()) await expect(img).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test("prints a Favorite Combo's story, the recipes it uses and their quantities on at most two pages", async ({
    page,
  }) => {
    await page.goto('/recipes/sugar-cookie-sandwiches-with-raspberry');
    const usesLinks = page.getByRole('list', { name: 'This combo uses' }).getByRole('link');
    await expect(usesLinks.first()).toBeVisible();
    const uses = await usesLinks.allTextContents();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.print-sheet');
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Sugar Cookie Sandwiches with Raspberry');
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText([
      'This combo uses',
      'The story',
      'Ingredients',
      'Instructions',
      'Notes',
    ]);
    const usesOnPaper = sheet.getByRole('list').first();
    for (const name of uses) await expect(usesOnPaper.getByText(name, { exact: true })).toBeVisible();
    // The story's paragraphs, as the page shows them, with its links as plain text.
    const story = await page.locator('#story p').allTextContents();
    for (const paragraph of story) await expect(sheet.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('link')).toHaveCount(0);
    await expect(sheet).not.toContainText('](');
    // Each linked recipe's ingredients with their quantities, no longer 'See referenced recipes' (issue 16).
    await expect(sheet).toContainText('6 cups (680 g) fresh or frozen raspberries');
    await expect(sheet).not.toContainText('See referenced recipes');
    const pdf = await page.pdf({ format: 'Letter' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test('the Print button calls the browser print, with no pop-up', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(popups).toBe(0);
  });

  for (const slug of ['vanilla-buttercream', 'classic-vanilla-layer-cake', 'one-bowl-white-bread']) {
    test(`a PDF of ${slug} at Double is exactly one page`, async ({ page }) => {
      await page.goto(`/recipes/${slug}`);
      await bigger(page).click();
      await expect(page.locator('.print-sheet')).toContainText(slug === 'one-bowl-white-bread' ? '4 loaves' : 'Double');
      const pdf = await page.pdf({ format: 'Letter' });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
    });
  }
});

test.describe('share', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop browser without the share sheet: the link is copied instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
  });

  test('copies the link and says so', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toastWith(page, 'Link copied to clipboard')).toContainText(
      'You can now share this recipe with your friends.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('/recipes/vanilla-buttercream', page.url()).href);
  });

  test('says when the link could not be copied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toastWith(page, 'Failed to copy link')).toContainText('Please copy the URL manually.');
  });

  test('uses the share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto('/recipes/vanilla-buttercream');
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.title).toBe('Vanilla Buttercream');
    expect(shared.url).toMatch(/\/recipes\/vanilla-buttercream$/);
    await expect(toastWith(page, 'Link copied to clipboard')).toHaveCount(0);
  });
});

test('the page holds exactly one schema.org Recipe, also after navigating to another recipe', async ({ page }) => {
  const recipesIn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => (JSON.parse(s.textContent ?? '{}') as { name?: string }).name,
      ),
    );
  await page.goto('/recipes/classic-vanilla-layer-cake');
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Vanilla Layer Cake' })).toBeVisible();
  await expect.poll(recipesIn).toEqual(['Classic Vanilla Layer Cake']);
  await page.locator('#story').getByRole('link', { name: 'Vanilla Buttercream' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
  await expect.poll(recipesIn).toEqual(['Vanilla Buttercream']);
  const ld = await page.evaluate(() =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!),
  );
  expect(ld['@type']).toBe('Recipe');
  expect(ld.recipeInstructions[0]['@type']).toBe('HowToStep');
});

test.describe('keyboard only', () => {
  test('the size buttons keep the focus at either end', async ({ page }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    // Enter pressed past the end: the button stays focused (a real `disabled` dropped focus to the body).
    await bigger(page).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(sizeLabel(page)).toHaveText('Quadruple');
    await expect(bigger(page)).toBeDisabled();
    await expect(bigger(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sizeLabel(page)).toHaveText('Quadruple');
    await smaller(page).focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
    await expect(sizeLabel(page)).toHaveText('Quarter');
    await expect(smaller(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bigger(page)).toBeFocused();
  });

  test('cook mode keeps the focus inside at the first step and gives it back to its button on close', async ({
    page,
  }) => {
    await page.goto('/recipes/vanilla-buttercream');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    const cook = page.getByRole('button', { name: 'Cook mode' });
    await cook.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
    await expect(dialog.getByRole('button', { name: 'Exit cook mode' })).toBeFocused();
    // Back to the first step with the keyboard: the focus stays on Previous, inside the dialog.
    await dialog.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 5' })).toBeVisible();
    const previous = dialog.getByRole('button', { name: 'Previous step' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Step 1 of 5' })).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(previous).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cook).toBeFocused();

    // Finish at the last step also returns to the button.
    await page.keyboard.press('Enter');
    const next = dialog.getByRole('button', { name: 'Next step' });
    await next.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Finish' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cook).toBeFocused();
  });
});
