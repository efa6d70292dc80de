import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken, createAccount, openHydrated, signedInDevice, waitForOfflineReady } from './helpers';

/**
 * docs/product.md#offline-and-sync: the baker edits her catalog while a customer's device is
 * offline; on its next sync the device shows the new name, amount and photo, drops the recipe she
 * deleted, and keeps everything the customer had (favorites, the private note, the journal).
 */
const NOTE = 'Two minutes less in my oven';
const BAKE_NOTE = 'Took these to the school fair';

/** A small real PNG (a plain colour), for the admin's three upload calls. */
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .png()
    .toBuffer();

async function addRecipe(request: APIRequestContext, auth: Record<string, string>, title: string, flour: string) {
  const res = await request.post('/api/recipes', {
    headers: auth,
    data: {
      title,
      description: 'Shortbread for the catalog sync journey.',
      prepTime: '15 mins',
      cookTime: '20 mins',
      servings: 16,
      difficulty: 'Easy',
      ingredients: ['1 cup butter, softened', flour],
      instructions: ['Cream the butter.', 'Bake until pale gold.'],
      tags: ['Cookies'],
      featured: false,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { slug: string }).slug;
}

/** The admin's three upload calls: an upload URL, the PUT, set-policy; the answer is the object path. */
async function uploadPhoto(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const { uploadURL } = (await (await request.post('/api/objects/upload', { headers: auth })).json()) as {
    uploadURL: string;
  };
  expect((await request.put(uploadURL, { data: await png(), headers: { 'Content-Type': 'image/png' } })).status()).toBe(
    200,
  );
  const set = await request.put('/api/objects/set-policy', { headers: auth, data: { uploadURL } });
  return ((await set.json()) as { objectPath: string }).objectPath;
}

/** Items of the account's own data on the server, by collection. */
async function accountItems(page: Page, collection: string) {
  const body = (await (await page.request.get('/api/me/changes?since=0')).json()) as {
    items: { c: string; id: string; state: unknown }[];
  };
  return body.items.filter((item) => item.c === collection);
}

test('an offline device gets the baker’s rename, new amount, new photo and delete, and keeps the customer’s own', async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(120_000);
  const auth = { Authorization: `Bearer ${await adminToken(admin)}` };
  const stamp = Date.now();
  const kept = `Sync Kept Shortbread ${stamp}`;
  const gone = `Sync Gone Shortbread ${stamp}`;
  const keptSlug = await addRecipe(admin.request, auth, kept, '2 cups flour');
  const goneSlug = await addRecipe(admin.request, auth, gone, '2 cups flour');

  const account = await createAccount(admin.request);
  const { context, page } = await signedInDevice(browser, account, { width: 390, height: 844 });
  // The customer saves both, keeps a note on the one to be deleted and logs a bake of it.
  for (const [i, slug] of [keptSlug, goneSlug].entries()) {
    await expect(async () => {
      await openHydrated(page, `/recipes/${slug}`);
      await expect(page.getByRole('button', { name: 'Add to favorites' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    // On the account before the next page load (a load cuts off a change still being queued).
    await expect.poll(async () => (await accountItems(page, 'favorites')).length, { timeout: 15_000 }).toBe(i + 1);
  }
  await page.getByRole('textbox', { name: 'My notes' }).fill(NOTE);
  await expect(page.getByTestId('note-status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'I made this' }).click();
  await page.getByRole('textbox', { name: 'Note (only you see it)' }).fill(BAKE_NOTE);
  await page.getByRole('button', { name: 'Save to my journal' }).click();
  await expect(page.getByTestId('made-this-status')).toHaveText('Saved to your journal');
  await expect.poll(async () => (await accountItems(page, 'journal')).length, { timeout: 15_000 }).toBe(1);

  // The device goes offline; the baker renames one recipe, changes an amount, gives it a photo,
  // and deletes the other.
  await context.setOffline(true);
  const photo = await uploadPhoto(admin.request, auth);
  const renamed = `Sync Renamed Shortbread ${stamp}`;
  const edit = await admin.request.put(`/api/recipes/${keptSlug}`, {
    headers: auth,
    data: { title: renamed, ingredients: ['1 cup butter, softened', '2 1/4 cups flour'], imageUrl: photo },
  });
  expect(edit.status()).toBe(200);
  expect((await admin.request.delete(`/api/recipes/${goneSlug}`, { headers: auth })).status()).toBe(204);

  // Back online, the next sync brings it all (the address stays: links to the recipe keep working).
  await context.setOffline(false);
  await expect(async () => {
    await openHydrated(page, `/recipes/${keptSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('#ingredients')).toContainText('2 1/4 cups flour');
  const hero = page.locator(`main img[src^="${photo}"]`).first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Its page is gone, but what she kept of it is not: her note, read-only, and her bake, which opens
  // its entry in the journal.
  await openHydrated(page, `/recipes/${goneSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
  const keptOfGone = page.getByRole('region', { name: gone });
  await expect(keptOfGone).toContainText('This recipe is no longer on the site. What you kept of it stays with you.');
  await expect(keptOfGone.getByRole('heading', { name: 'My notes' })).toBeVisible();
  await expect(keptOfGone).toContainText(NOTE);
  await expect(keptOfGone.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('kept-of-deleted-recipe.png'), fullPage: true });
  await keptOfGone.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard#bake-/);
  await expect(page.getByTestId('bake').filter({ hasText: gone })).toContainText(BAKE_NOTE);
  await openHydrated(page, '/favorites');
  await expect(page.getByRole('link', { name: renamed }).first()).toBeVisible();
  await expect(page.getByText(gone)).toHaveCount(0);

  // Nothing of the customer's is lost: the bake stays in the journal with its note, and the
  // account still holds the note and the favorite of the deleted recipe.
  await openHydrated(page, '/dashboard');
  await page.getByRole('tab', { name: 'Bakes' }).click();
  const bake = page.getByTestId('bake').filter({ hasText: gone });
  await expect(bake).toContainText(BAKE_NOTE);
  await expect(bake).toContainText('This recipe is no longer on the site');
  expect(JSON.stringify(await accountItems(page, 'recipeNotes'))).toContain(NOTE);
  expect((await accountItems(page, 'favorites')).length).toBe(2);

  await admin.request.delete(`/api/recipes/${keptSlug}`, { headers: auth });
  await context.close();
});

test('a photo the baker gives while the page is open is kept for offline use at the next sync', async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(120_000);
  const auth = { Authorization: `Bearer ${await adminToken(admin)}` };
  const title = `Sync Photo Shortbread ${Date.now()}`;
  const slug = await addRecipe(admin.request, auth, title, '2 cups flour');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await waitForOfflineReady(page);
  await expect(page.getByTestId('offline-ready')).not.toHaveAttribute('title', /saving pictures/, { timeout: 60_000 });

  // The baker gives the recipe its photo; the customer comes back to the open page (no 'online'
  // event: the phone never lost its signal), and the sync that brings the change keeps the photo.
  const photo = await uploadPhoto(admin.request, auth);
  expect((await admin.request.put(`/api/recipes/${slug}`, { headers: auth, data: { imageUrl: photo } })).status()).toBe(
    200,
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const savedUrls = () =>
    page.evaluate(async () => (await (await caches.open('catalog-images')).keys()).map((request) => request.url));
  await expect.poll(savedUrls, { timeout: 30_000 }).toContainEqual(expect.stringContaining(`${photo}/400`));

  // With the signal gone, the recipe shows that photo.
  await context.setOffline(true);
  await page.goto(`/recipes/${slug}`);
  const shown = page.locator(`main img[alt="${title}"]`);
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);

  await admin.request.delete(`/api/recipes/${slug}`, { headers: auth });
  await context.close();
});
