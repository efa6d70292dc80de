import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, waitForOfflineReady } from './helpers';

/**
 * docs/product.md#shopping-list and #recipe-tools: a phone fills the shopping list from two
 * recipes, ticks it off in a store with no signal, and keeps a private note on a recipe.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const list = (page: Page) => page.getByRole('main');
const line = (page: Page, text: string | RegExp) => list(page).getByRole('checkbox', { name: text });

test('two recipes fill one shopping list, ticked off offline and cleared', async ({ page, context }) => {
  await page.goto('/recipes/fluffy-buttermilk-pancakes');
  await waitForOfflineReady(page);
  // Double, in US cups: the list takes the lines the page shows.
  await page.getByRole('button', { name: 'Increase recipe size' }).click();
  await expect(page.locator('#ingredients')).toContainText('4 cups (500 g) all-purpose flour');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expectToast(page, 'Added 10 ingredients to your shopping list');

  await page.goto('/recipes/spiced-pumpkin-bread');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expectToast(page, 'Added 14 ingredients to your shopping list');

  // The dock takes the phone to the list.
  await page.getByRole('link', { name: /^Shopping list \d+ to buy$/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  // One flour line: 4 cups + 2 cups; eggs counted: 4 + 3.
  await expect(list(page).getByText(/all-purpose flour/)).toHaveCount(1);
  await expect(line(page, '6 cups all-purpose flour')).toBeVisible();
  await expect(line(page, '7 eggs')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Baking' })).toContainText('all-purpose flour');
  await expect(page.getByRole('region', { name: 'Dairy & eggs' })).toContainText('7 eggs');

  // In the store, no signal.
  await context.setOffline(true);
  await line(page, '6 cups all-purpose flour').check();
  await line(page, '7 eggs').check();
  await expect(page.getByText(/ · 2 in the basket$/)).toBeVisible();
  await page.reload();
  await expect(line(page, '6 cups all-purpose flour')).toBeChecked();
  await expect(line(page, '7 eggs')).toBeChecked();
  await expect(line(page, /granulated sugar/)).not.toBeChecked();

  await page.getByRole('button', { name: 'Clear ticked' }).click();
  await expect(line(page, '6 cups all-purpose flour')).toHaveCount(0);
  await expect(line(page, '7 eggs')).toHaveCount(0);
  await expect(line(page, /granulated sugar/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear ticked' })).toBeDisabled();

  // Clearing the whole list asks first, then shows the empty state.
  await page.getByRole('button', { name: 'Clear the whole list' }).click();
  await page.getByRole('button', { name: 'Yes, clear the list' }).click();
  await expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
});

test('a layer cake’s batches of buttercream go on the list as the buttercream’s own ingredients', async ({ page }) => {
  await page.goto('/recipes/classic-vanilla-layer-cake');
  await expect(page.locator('#ingredients')).toContainText('1 1/2 batches Vanilla Buttercream');
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expectToast(page, 'ingredients to your shopping list');
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await expect(list(page)).not.toContainText(/batch/i);
  // The buttercream's sugar, 1 1/2 times 4 cups; its butter with the cake's: 2 sticks + 3 sticks.
  await expect(line(page, '6 cups powdered sugar')).toBeVisible();
  await expect(line(page, '5 sticks unsalted butter')).toBeVisible();
  await expect(list(page).getByText(/unsalted butter/)).toHaveCount(1);
});

test('a private note is kept on the device and shown in cook mode', async ({ page }) => {
  await page.goto('/recipes/spiced-pumpkin-bread');
  const note = page.getByRole('textbox', { name: 'My notes' });
  await expect(page.getByText('Notes stay on this device until you sign in.')).toBeVisible();
  await note.fill('Used 10% less sugar; 5 min longer in my oven');
  await expect(page.getByTestId('note-status')).toHaveText('Saved');

  await page.reload();
  await expect(note).toHaveValue('Used 10% less sugar; 5 min longer in my oven');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const cook = page.getByRole('dialog');
  await expect(cook.getByRole('textbox', { name: 'My notes' })).toHaveValue(
    'Used 10% less sugar; 5 min longer in my oven',
  );
  // Typed in cook mode, closed at once: the note is saved, and the page shows it.
  await cook.getByRole('textbox', { name: 'My notes' }).fill('Less sugar; 5 min longer; pecans toasted');
  await cook.getByRole('button', { name: 'Exit cook mode' }).click();
  await expect(note).toHaveValue('Less sugar; 5 min longer; pecans toasted');
  await page.reload();
  await expect(note).toHaveValue('Less sugar; 5 min longer; pecans toasted');
});

test('a note also written on another device can be kept instead', async ({ page }) => {
  await page.goto('/recipes/spiced-pumpkin-bread');
  const note = page.getByRole('textbox', { name: 'My notes' });
  await note.fill('Mine from the phone');
  await expect(page.getByTestId('note-status')).toHaveText('Saved');
  // What the account's sync leaves when the laptop wrote the same note meanwhile.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sift-and-story');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('recipeNotes', 'readwrite').objectStore('recipeNotes');
          const read = store.getAll();
          read.onsuccess = () => {
            const row = read.result[0] as { alsoWritten?: unknown };
            row.alsoWritten = [
              { text: 'From the laptop: 50 min was enough', device: 'Laptop', at: Date.UTC(2026, 10, 20, 15, 30) },
            ];
            const put = store.put(row);
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
  );
  await page.reload();
  await expect(page.getByText(/^Also written on Laptop at Nov 20, /)).toBeVisible();
  await expect(page.getByText('From the laptop: 50 min was enough')).toBeVisible();
  await page.getByRole('button', { name: 'Keep this text' }).click();
  await expect(note).toHaveValue('From the laptop: 50 min was enough');
  await expect(page.getByText(/^Also written on Laptop/)).toHaveCount(0);
});
