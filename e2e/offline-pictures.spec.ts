import type { Page } from '@playwright/test';
import type { Recipe } from '../shared/schemas/recipe';
import { expect, test } from './fixtures';
import { waitForOfflineReady } from './helpers';

/**
 * Every recipe picture offline (docs/product.md#offline-and-sync): after the catalog sync the
 * card-size picture of each recipe is saved in the background, so with the network cut a search
 * and recipes never opened show their photos; a picture that is not on the device gives way to
 * the recipe's initial on its category colour, never an empty box or a broken image.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const CACHE = 'catalog-images';

/** The saved pictures: how many, and the bytes they take. */
function savedPictures(page: Page): Promise<{ count: number; bytes: number }> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    let bytes = 0;
    const keys = await cache.keys();
    for (const key of keys) bytes += (await (await cache.match(key))!.blob()).size;
    return { count: keys.length, bytes };
  }, CACHE);
}

/**
 * What each photo of the page shows, once each has been scrolled to and has settled: 'photo' (a
 * real picture), 'placeholder' (the initial on its colour: the element's own background, under a
 * transparent 1 px answer or in place of the photo) or 'broken'.
 */
function photosShown(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll(async (els) => {
    const shown: string[] = [];
    for (const el of els) {
      // Before a view is chosen each recipe is drawn as a list line and as a card, one of them
      // display: none for the screen's width (app/features/recipes/recipe-grid.tsx): only what shows.
      if (!el.checkVisibility()) continue;
      el.scrollIntoView({ block: 'center' });
      if (el instanceof HTMLImageElement) {
        for (let i = 0; i < 60 && el.isConnected && !el.complete; i++) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 50));
      }
      // An image that failed is replaced by the placeholder element: read what is there now.
      const now = el.isConnected ? el : null;
      const background = now ? getComputedStyle(now).backgroundImage : '';
      const initial = background.includes('data:image/svg+xml');
      if (now instanceof HTMLImageElement && now.naturalWidth > 1) shown.push('photo');
      else if (initial) shown.push('placeholder');
      else shown.push('broken');
    }
    return shown;
  });
}

async function recipes(page: Page): Promise<Recipe[]> {
  return (await (await page.request.get('/api/recipes')).json()) as Recipe[];
}

test('with the catalog synced, a search and ten recipes never opened show their photos offline', async ({
  page,
  context,
}) => {
  const catalog = await recipes(page);
  const withPhotos = catalog.filter((r) => r.imageUrl).length;
  await page.goto('/');
  await waitForOfflineReady(page);
  await expect
    .poll(async () => (await savedPictures(page)).count, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(withPhotos);
  const saved = await savedPictures(page);
  console.log(`pictures saved for offline use: ${saved.count}, ${saved.bytes} bytes`);
  // Progress, then the end of it, in the 'Available offline' status.
  await expect(page.getByTestId('offline-ready')).not.toHaveAttribute('title', /saving pictures/);

  await context.setOffline(true);
  await page.goto('/recipes');
  await page.getByLabel('Search recipes').fill('lemon');
  await expect(page.getByRole('heading', { name: /^\d+ recipes?$/ })).not.toHaveText(`${catalog.length} recipes`);
  const search = await photosShown(page, '[data-view] article img, [data-view] article [data-placeholder]');
  expect(search.length).toBeGreaterThan(1);
  expect(search.every((s) => s === 'photo')).toBe(true);

  // Ten recipes never opened, each page loaded with no network: the large photo asked for is not
  // on the device, the card-size one is, and stands in for it.
  const lemon = new Set((await page.locator('[data-view] article h3').allTextContents()).map((t) => t.trim()));
  // (Each title twice before a view is chosen, a line and a card: a set.)
  const never = catalog.filter((r) => r.imageUrl && !lemon.has(r.title)).slice(0, 10);
  for (const recipe of never) {
    await page.goto(`/recipes/${recipe.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
    const photo = page.getByRole('img', { name: recipe.title, exact: true });
    expect(
      await photosShown(page, `main [role="img"][aria-label="${recipe.title}"], main img[alt="${recipe.title}"]`),
    ).toEqual(['photo']);
    await expect(photo).toBeVisible();
  }
});

test('a picture not on the device shows the recipe initial on its category colour, never a broken image', async ({
  page,
  context,
}) => {
  await page.goto('/recipes');
  await waitForOfflineReady(page);
  const catalog = await recipes(page);
  await expect
    .poll(async () => (await savedPictures(page)).count, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(catalog.filter((r) => r.imageUrl).length);
  // As if the storage budget had run out before these two: their pictures are nowhere on the device.
  const missing = catalog.filter((r) => r.imageUrl?.startsWith('/objects/')).slice(-2);
  await page.evaluate(
    async ({ urls }) => {
      for (const name of await caches.keys())
        for (const url of urls)
          for (const width of [400, 800, 1200]) await (await caches.open(name)).delete(`${url}/${width}`);
    },
    { urls: missing.map((r) => r.imageUrl!) },
  );
  // Nor in the browser's own HTTP cache, where the picture prefetch's downloads also landed.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

  await context.setOffline(true);
  await page.goto(`/recipes/${missing[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: missing[0]!.title })).toBeVisible();
  const selector = `main img[alt="${missing[0]!.title}"], main [role="img"][aria-label="${missing[0]!.title}"]`;
  expect(await photosShown(page, selector)).toEqual(['placeholder']);
  await page.screenshot({ path: test.info().outputPath('recipe-offline-without-picture.png') });

  await page.goto('/recipes');
  await page.getByLabel('Search recipes').fill(missing[1]!.title);
  const card = page.locator('[data-view] article').filter({ hasText: missing[1]!.title }).first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: /^\d+ recipes?$/ })).not.toHaveText(`${catalog.length} recipes`);
  const shown = await photosShown(page, '[data-view] article img, [data-view] article [data-placeholder]');
  expect(shown).toContain('placeholder');
  expect(shown).not.toContain('broken');
  await page.screenshot({ path: test.info().outputPath('recipes-offline-without-picture.png') });
});
