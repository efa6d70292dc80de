import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, createAccount, expectNoSeriousAxe, openHydrated, signedInDevice } from './helpers';

/**
 * docs/product.md#recipes and #dashboard, "I made this" (issue 36, item 4): offline on a phone
 * at Half, the baker keeps a bake with a note; back online, the entry is on the laptop's
 * dashboard (Bakes) with the Half lines; the admin edits a line of the recipe; the entry still
 * shows the old line, and "Changed since you baked it" with the new one.
 */
const SUGAR_HALF = '2 cups (240 g) powdered sugar, sifted';
const SUGAR_HALF_EDITED = '1 1/2 cups (180 g) powdered sugar, sifted';
const NOTE = 'Piped best at 18 °C; beat 2 minutes longer';

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

test.describe('the baker’s journal', () => {
  test('offline on a phone at Half, "I made this"; the laptop’s Bakes shows it, and what the admin changed since', async ({
    browser,
    page: adminPage,
  }) => {
    test.setTimeout(120_000);
    // A recipe of the test's own (the buttercream's lines), so the admin's edit touches no other journey.
    const auth = { Authorization: `Bearer ${await adminToken(adminPage)}` };
    const source = await (await adminPage.request.get('/api/recipes/vanilla-buttercream')).json();
    const title = `Journal Buttercream ${Date.now()}`;
    const body = {
      title,
      description: source.description,
      story: '',
      prepTime: source.prepTime,
      cookTime: source.cookTime,
      servings: source.servings,
      difficulty: source.difficulty,
      ingredients: source.ingredients,
      instructions: source.instructions,
      imageUrl: null,
      tags: source.tags,
      dietaryInfo: source.dietaryInfo,
      notes: source.notes,
      featured: false,
    };
    const created = await adminPage.request.post('/api/recipes', { headers: auth, data: body });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    const account = await createAccount(adminPage.request);
    const phone = await signedInDevice(browser, account, { width: 390, height: 844 });
    const laptop = await signedInDevice(browser, account);

    await expect(async () => {
      await openHydrated(phone.page, `/recipes/${slug}`);
      await expect(phone.page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await phone.page.getByRole('button', { name: 'Decrease recipe size' }).click();
    await expect(phone.page.getByTestId('recipe-size')).toHaveText('Half');
    await expect(phone.page.locator('#ingredients')).toContainText(SUGAR_HALF);

    // Offline, at Half: "I made this" with a note.
    await phone.context.setOffline(true);
    await phone.page.getByRole('button', { name: 'I made this' }).click();
    await phone.page.getByRole('textbox', { name: 'Note (only you see it)' }).fill(NOTE);
    await expectNoSeriousAxe(phone.page, 'the recipe page with "I made this" open');
    await phone.page.locator('#journal').screenshot({ path: test.info().outputPath('phone-made-this.png') });
    await phone.page.getByRole('button', { name: 'Save to my journal' }).click();
    await expect(phone.page.getByTestId('made-this-status')).toHaveText('Saved to your journal');
    await expect(phone.page.getByTestId('made-times')).toHaveText('You made this once');
    await phone.page.locator('#journal').screenshot({ path: test.info().outputPath('phone-made-once.png') });
    expect(await unsent(phone.page)).toBeGreaterThan(0);

    // Back online: the bake reaches the account and the laptop's dashboard.
    await phone.context.setOffline(false);
    await expect.poll(() => unsent(phone.page), { timeout: 15_000 }).toBe(0);
    const bake = laptop.page.getByTestId('bake').filter({ hasText: title });
    // The snapshot: the lines and steps as shown that day.
    const baked = bake.locator('details');
    const showBaked = async () => {
      if ((await baked.getAttribute('open')) === null) await bake.getByText('What you baked').click();
      await expect(baked).toHaveAttribute('open', '');
    };
    await expect(async () => {
      await openHydrated(laptop.page, '/dashboard');
      await laptop.page.getByRole('tab', { name: 'Bakes' }).click();
      await expect(bake).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(bake).toContainText('Half');
    await expect(bake).toContainText(NOTE);
    await showBaked();
    await expect(baked.getByRole('listitem').filter({ hasText: SUGAR_HALF })).toBeVisible();
    await expect(bake.getByText('Changed since you baked it')).toHaveCount(0);
    await expectNoSeriousAxe(laptop.page, 'the dashboard’s Bakes tab');

    // The admin edits a line of the recipe (4 cups of sugar become 3).
    const ingredients = [...body.ingredients];
    ingredients[1] = '3 cups (360 g) powdered sugar, sifted';
    const edited = await adminPage.request.put(`/api/recipes/${slug}`, {
      headers: auth,
      data: { ...body, slug, ingredients },
    });
    expect(edited.status()).toBe(200);

    // The entry keeps the line of that day and says what changed, at its size.
    // Back to the tab: the device syncs the recipe's change.
    await openHydrated(laptop.page, '/dashboard#bakes');
    await expect(async () => {
      await laptop.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(bake.getByText('Changed since you baked it')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await laptop.page.screenshot({ path: test.info().outputPath('desktop-bakes-changed.png'), fullPage: true });
    const changes = bake.getByRole('group', { name: 'Changed since you baked it' });
    await expect(changes).toContainText(`Changed: ${SUGAR_HALF}`);
    await expect(changes).toContainText(SUGAR_HALF_EDITED);
    await showBaked();
    await expect(baked.getByRole('listitem').filter({ hasText: SUGAR_HALF })).toBeVisible();
    await expect(baked.getByRole('listitem').filter({ hasText: SUGAR_HALF_EDITED })).toHaveCount(0);
    await expectNoSeriousAxe(laptop.page, 'a bake changed since');

    // Under the recipe, the phone links to the entry, which opens in the phone's Bakes tab.
    await openHydrated(phone.page, `/recipes/${slug}`);
    await expect(phone.page.getByTestId('made-times')).toHaveText('You made this once');
    await phone.page.locator('#journal').getByRole('link').first().click();
    await expect(phone.page.getByRole('tab', { name: 'Bakes' })).toHaveAttribute('aria-selected', 'true');
    const onPhone = phone.page.getByTestId('bake').filter({ hasText: title });
    await expect(onPhone.locator('details')).toHaveAttribute('open', '');
    await phone.page.screenshot({ path: test.info().outputPath('phone-bakes.png'), fullPage: true });

    await phone.context.close();
    await laptop.context.close();
    expect((await adminPage.request.delete(`/api/recipes/${slug}`, { headers: auth })).status()).toBe(204);
  });
});

test('cook mode offers "I made this" at the last step; signed out, the bake stays on the device', async ({ page }) => {
  await openHydrated(page, '/recipes/vanilla-buttercream');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vanilla Buttercream' });
  await expect(dialog.getByRole('button', { name: 'I made this' })).toHaveCount(0);
  for (let step = 1; step < 5; step++) await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: 'I made this' }).click();
  await expect(dialog.getByText('It stays on this device until you sign in.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note (only you see it)' }).fill('Cook mode bake');
  await expectNoSeriousAxe(page, 'cook mode with "I made this" open');
  await dialog.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(dialog.getByTestId('made-this-status')).toHaveText('Saved to your journal');
  await dialog.getByRole('button', { name: 'Exit cook mode' }).click();
  await expect(page.getByTestId('made-times')).toHaveText('You made this once');
  await expect(page.locator('#journal')).toContainText('Cook mode bake');
});
