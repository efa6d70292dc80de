import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, expectToast, openHydrated, signedInDevice } from './helpers';

/**
 * docs/product.md#offline-and-sync: one account on two devices (two browser contexts, each its
 * own IndexedDB and service worker). Both go offline, each edits a combo, the same cart and the
 * same recipe's ticks; back online, each sees the other's changes and keeps its own. The same for
 * the shopping list and a note written on both (docs/decisions/011-merging-the-bakers-own-data.md).
 */
const BREAD = 'Beginner Bread: Your First Sandwich Loaf';
const COOKIES = 'Cut-out Cookies for Spring';
const RECIPE = '/recipes/vanilla-buttercream';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Shopping cart/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });
const ingredients = (page: Page) => page.locator('#ingredients').getByRole('checkbox');
const saved = (page: Page) => page.getByRole('region', { name: 'My saved combos' });

/** A page's navigation, waited on until the app has taken it over (as e2e/fixtures.ts does). */

/** A device signed in to the account, with the app installed for offline use. */

/** The changes this device has not sent yet (its outbox in IndexedDB). */
function unsent(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('sift-and-story');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
const allSent = (page: Page) => expect.poll(() => unsent(page), { timeout: 15_000 }).toBe(0);

async function saveCombo(page: Page, recipes: [string, string]) {
  await openHydrated(page, '/create-combo');
  for (const name of recipes) await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Create Recipe Combo' }).click();
  await page.getByRole('button', { name: 'Save to my combos' }).click();
  await expect(page.getByRole('button', { name: 'Saved to my combos' })).toBeDisabled();
}

test.describe('the baker’s own data on two devices', () => {
  test('both offline, each edits a combo, the cart, the ticks and the size; online, each sees both', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const laptop = await signedInDevice(browser, account);
    const phone = await signedInDevice(browser, account, { width: 390, height: 844 });

    // The laptop fills the cart; the phone, opened again, has it too.
    await openHydrated(laptop.page, '/shop?tab=workshops');
    for (const title of [BREAD, COOKIES]) {
      await laptop.page.getByRole('button', { name: `Reserve a spot in ${title}` }).click();
      await expectToast(laptop.page, 'Added to cart', `${title} is in your cart. Your seat is confirmed at checkout.`);
    }
    await allSent(laptop.page);
    await expect(async () => {
      await openHydrated(phone.page, '/');
      await expect(cartButton(phone.page)).toHaveAccessibleName('Shopping cart, 2 items', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await openHydrated(laptop.page, RECIPE);
    await openHydrated(phone.page, RECIPE);

    // Both offline.
    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);

    await ingredients(laptop.page).nth(0).check();
    await ingredients(phone.page).nth(1).check();
    // The laptop doubles the recipe: the size last chosen follows the account too.
    await laptop.page.getByRole('button', { name: 'Increase recipe size' }).click();
    await expect(laptop.page.getByTestId('recipe-size')).toHaveText('Double');

    await cartButton(laptop.page).click();
    await cartDialog(laptop.page)
      .getByRole('button', { name: `Increase quantity of ${BREAD}` })
      .click();
    await expect(
      cartDialog(laptop.page).getByRole('listitem', { name: BREAD }).getByTestId('line-quantity'),
    ).toHaveText('2');
    await laptop.page.keyboard.press('Escape');
    await cartButton(phone.page).click();
    await cartDialog(phone.page)
      .getByRole('button', { name: `Remove ${COOKIES}` })
      .click();
    await phone.page.keyboard.press('Escape');

    await saveCombo(laptop.page, ['Classic Vanilla Layer Cake', 'Vanilla Buttercream']);
    await saveCombo(phone.page, ['Classic Vanilla Layer Cake', 'Raspberry Filling']);
    expect(await unsent(laptop.page)).toBeGreaterThan(0);
    expect(await unsent(phone.page)).toBeGreaterThan(0);

    // Online again, the laptop first: each sends its changes, then reads the other's.
    await laptop.context.setOffline(false);
    await allSent(laptop.page);
    await phone.context.setOffline(false);
    await allSent(phone.page);

    for (const { page } of [laptop, phone]) {
      await expect(async () => {
        await openHydrated(page, '/create-combo');
        await expect(saved(page)).toContainText('Vanilla Buttercream', { timeout: 2000 });
        await expect(saved(page)).toContainText('Raspberry Filling', { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');
      await cartButton(page).click();
      await expect(cartDialog(page).getByRole('listitem', { name: BREAD }).getByTestId('line-quantity')).toHaveText(
        '2',
      );
      await expect(cartDialog(page).getByRole('listitem', { name: COOKIES })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await openHydrated(page, RECIPE);
      await expect(page.getByTestId('recipe-size')).toHaveText('Double');
      await expect(ingredients(page).nth(0)).toBeChecked();
      await expect(ingredients(page).nth(1)).toBeChecked();
      await expect(ingredients(page).nth(2)).not.toBeChecked();
    }
    await laptop.context.close();
    await phone.context.close();
  });

  test('both offline, each fills the shopping list and writes the same note; online, each sees both', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request);
    const laptop = await signedInDevice(browser, account);
    const phone = await signedInDevice(browser, account, { width: 390, height: 844 });
    const PUMPKIN = '/recipes/spiced-pumpkin-bread';
    await openHydrated(laptop.page, RECIPE);
    await openHydrated(phone.page, PUMPKIN);
    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);

    const note = (page: Page) => page.getByRole('textbox', { name: 'My notes' });
    await laptop.page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expectToast(laptop.page, 'ingredients to your shopping list');
    await note(laptop.page).fill('Laptop: beat 2 minutes less');
    await expect(laptop.page.getByTestId('note-status')).toHaveText('Saved');

    await phone.page.getByRole('button', { name: 'Add to shopping list' }).click();
    await expectToast(phone.page, 'ingredients to your shopping list');
    await openHydrated(phone.page, RECIPE);
    await note(phone.page).fill('Phone: piped best at 18 °C');
    await expect(phone.page.getByTestId('note-status')).toHaveText('Saved');
    expect(await unsent(laptop.page)).toBeGreaterThan(0);
    expect(await unsent(phone.page)).toBeGreaterThan(0);

    // Online again, the phone first this time.
    await phone.context.setOffline(false);
    await allSent(phone.page);
    await laptop.context.setOffline(false);
    await allSent(laptop.page);

    for (const { page } of [laptop, phone]) {
      await expect(async () => {
        await openHydrated(page, '/shopping-list');
        const list = page.getByRole('main');
        await expect(list).toContainText('powdered sugar', { timeout: 2000 });
        await expect(list).toContainText('pumpkin', { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await openHydrated(page, RECIPE);
      // The later text is shown; the other, written meanwhile on the other device, is offered.
      await expect(note(page)).toHaveValue('Phone: piped best at 18 °C');
      await expect(page.getByText(/^Also written on .+ at /)).toBeVisible();
      await expect(page.getByText('Laptop: beat 2 minutes less', { exact: true })).toBeVisible();
    }
    await laptop.context.close();
    await phone.context.close();
  });
});
