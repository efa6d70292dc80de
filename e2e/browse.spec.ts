import { expect, test } from './fixtures';
import { cutOffFirstSync, deviceRecipeCount, waitForOfflineReady } from './helpers';

test.describe('browsing the catalog', () => {
  test('home -> recipes -> search -> category -> recipe detail', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(
      /Sift & Story.*Elevate Your Baking Journey|Elevate Your Baking Journey.*Sift & Story/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');
    const featured = page.getByRole('region', { name: 'Featured Recipes' });
    await expect(featured.getByRole('article')).toHaveCount(6);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(30);

    await page.getByLabel('Search recipes').fill('buttercr');
    await expect(page).toHaveURL(/search=buttercr/);
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'One-Bowl White Bread' })).toHaveCount(0);

    await page.getByLabel('Search recipes').fill('zzzzqqq');
    await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
    await page.getByLabel('Search recipes').fill('');

    await page.getByRole('button', { name: 'Bread & Pastries' }).click();
    await expect(page).toHaveURL(/tag=Bread/);
    await expect(page.getByRole('button', { name: 'Bread & Pastries' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'One-Bowl White Bread' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toHaveCount(0);

    await page.getByRole('link', { name: 'One-Bowl White Bread' }).click();
    await expect(page).toHaveURL(/\/recipes\/one-bowl-white-bread$/);
    await expect(page.getByRole('heading', { level: 1, name: 'One-Bowl White Bread' })).toBeVisible();
    await expect(page).toHaveTitle('One-Bowl White Bread - Sift & Story');
    for (const anchor of ['story', 'ingredients', 'instructions', 'notes'])
      await expect(page.locator(`#${anchor}`)).toBeVisible();
  });

  test('a phone fetches the first featured photo early and never the desktop hero photo; a wide screen shows it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const photos: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/objects/')) photos.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Recipes' });
    await expect(featured.getByRole('article')).toHaveCount(6);
    await expect(featured.locator('img').first()).toBeVisible();
    expect(photos[0]).toMatch(/^\/objects\/recipe-[a-z0-9-]+\/(400|800|1200)$/);
    expect(photos).not.toContain('/objects/gallery-1/800');

    await page.setViewportSize({ width: 1280, height: 800 });
    // The picture's source for wide screens: chosen by the browser, the same HTML for every screen.
    const hero = page.locator('picture img');
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toBe('/objects/gallery-1/800');
  });

  test('search and categories never disagree: a category empties the box, typing goes back to All Recipes', async ({
    page,
  }) => {
    await page.goto('/recipes');
    const search = page.getByLabel('Search recipes');
    await search.fill('chocolate');
    await expect(page).toHaveURL(/search=chocolate/);
    await page.getByRole('button', { name: 'Cakes & Cupcakes' }).click();
    await expect(page).toHaveURL(/\/recipes\?tag=Cake$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Carrot Cake with Toasted Walnuts' })).toBeVisible();

    await search.fill('buttercream');
    await expect(page).toHaveURL(/\/recipes\?search=buttercream$/);
    await expect(page.getByRole('button', { name: 'All Recipes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Vanilla Buttercream' })).toBeVisible();

    // An address with both: the category wins (docs/product.md#recipes), and the box does not pretend otherwise.
    await page.goto('/recipes?search=chocolate&tag=Cake');
    await expect(page.getByRole('button', { name: 'Cakes & Cupcakes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/recipes\?tag=Cake$/);
  });

  test('keyboard only: searching and choosing a category say how many recipes were found', async ({ page }) => {
    await page.goto('/recipes');
    const found = page.getByRole('status').filter({ hasText: /recipes? found$|^No recipes found$/ });
    await expect(found).toHaveText(/^\d+ recipes found$/);
    const all = await found.textContent();
    await page.getByLabel('Search recipes').focus();
    await page.keyboard.type('buttercream');
    await expect(page).toHaveURL(/search=buttercream/);
    await expect(found).not.toHaveText(all!);
    // The figure said is the number of cards shown.
    await expect
      .poll(async () => {
        const cards = await page.getByRole('article').count();
        return (await found.textContent()) === `${cards} ${cards === 1 ? 'recipe' : 'recipes'} found` && cards > 0;
      })
      .toBe(true);
    await page.keyboard.type('zzzz');
    await expect(found).toHaveText('No recipes found');
    await page.getByRole('button', { name: 'Cookies & Bars' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tag=Cookies/);
    await expect(found).toHaveText(/^\d+ recipes? found$/);
  });

  test('the category chip from the footer link preselects the tag', async ({ page }) => {
    await page.goto('/recipes?tag=Cookies');
    await expect(page.getByRole('button', { name: 'Cookies & Bars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Soft Cut-out Sugar Cookies' })).toBeVisible();
  });

  test('story links and Vanilla Buttercream mentions are router links', async ({ page }) => {
    await page.goto('/recipes');
    await page.getByRole('button', { name: 'Favorite Combos' }).click();
    // A seeded combo by name: journeys running alongside add and delete combos of their own.
    await page
      .getByRole('article')
      .filter({ hasText: 'Sugar Cookie Sandwiches with Raspberry' })
      .getByRole('link')
      .click();
    const story = page.locator('#story');
    await expect(story.getByRole('link', { name: 'Raspberry Filling' })).toHaveAttribute(
      'href',
      '/recipes/raspberry-filling',
    );
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await story.getByRole('link', { name: 'Vanilla Buttercream' }).click();
    await expect(page).toHaveURL(/\/recipes\/vanilla-buttercream$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    // A router link: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a page loaded fresh opens at its top, not where the last page was left; Back and reload keep their place', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/recipes/lemon-bars');
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Bars' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(1000);

    // A shared link opened in the same tab.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await scrollY()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBe(600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(600);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await page.goBack();
    await expect.poll(scrollY).toBe(600);
  });

  test('an unknown recipe shows Recipe Not Found and an unknown path the 404 page', async ({ page }) => {
    await page.goto('/recipes/no-such-bake');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all recipes' })).toBeVisible();
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the server sends schema.org Recipe data in the HTML of a recipe route', async ({ request }) => {
    const html = await (await request.get('/recipe/vanilla-buttercream')).text();
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ '@type': 'Recipe', name: 'Vanilla Buttercream' });
  });

  test("a recipe route's HTML is the page itself and preloads its photo, not the app's scripts; the page is drawn from the recipe it carries", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/recipes/vanilla-buttercream')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Vanilla Buttercream<\/h1>/);
    expect(root).toContain('id="ingredients"');
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/recipe-page-');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/objects\/recipe-vanilla-buttercream\/800"/);

    // A first visit: the recipe comes from the page itself, not from a request for it.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/recipes/')) asked.push(r.url());
    });
    await page.goto('/recipes/vanilla-buttercream');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanilla Buttercream' })).toBeVisible();
    await expect(page.locator('#ingredients li').first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a first visit paints the recipes its HTML carries in its first render, with no skeleton before them', async ({
    browser,
    request,
  }) => {
    for (const path of ['/', '/recipes', '/recipes?tag=Bread', '/recipes/vanilla-buttercream']) {
      const html = await (await request.get(path)).text();
      const carried = JSON.parse(
        html.match(/<script type="application\/json" id="catalog-seed">(.+?)<\/script>/)![1]!,
      ) as { title: string }[];
      expect(carried.length, path).toBeGreaterThan(0);
      // A fresh device each time: an empty IndexedDB, as on a first visit.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript(() => {
        const w = window as unknown as { sawSkeleton: boolean };
        w.sawSkeleton = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="recipe-skeleton"], [aria-label="Loading recipe"]'))
            w.sawSkeleton = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(path);
      if (path.startsWith('/recipes/'))
        await expect(page.getByRole('heading', { level: 1, name: carried[0]!.title })).toBeVisible();
      else await expect(page.getByRole('link', { name: carried[0]!.title }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sawSkeleton: boolean }).sawSkeleton), path).toBe(false);
      // Then the device's own read takes over: the whole list, not only the page's first recipes.
      if (path === '/recipes')
        await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(carried.length);
      await context.close();
    }
  });
});

test.describe('offline', () => {
  test('a search during a first sync cut off by the network says the catalog is still incomplete, and finds the recipe once it is complete', async ({
    page,
    context,
  }) => {
    const sync = await cutOffFirstSync(context);
    await page.goto('/recipes');
    await sync.cutOff();

    await page.getByLabel('Search recipes').fill('sugar cookie sandwiches');
    await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
    await expect(
      page.getByText(
        'Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
        { exact: true },
      ),
    ).toBeVisible();

    // Back online: the sync finishes, the recipe is found and nothing says the list is partial.
    await sync.reconnect();
    await expect(page.getByRole('link', { name: 'Sugar Cookie Sandwiches with Raspberry' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/part of the recipe catalog|still downloading/)).toHaveCount(0);
  });

  test('a category whose list may still grow says so under its cards, never pushing them down', async ({
    page,
    context,
  }) => {
    const sync = await cutOffFirstSync(context);
    await page.goto('/recipes?tag=Bread');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const topBefore = (await firstCard.boundingBox())!.y;
    await sync.cutOff();
    const note = page.getByText(
      'Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
      { exact: true },
    );
    await expect(note).toBeVisible();
    // The cards stay where the visitor saw them; the note comes after the last one.
    expect((await firstCard.boundingBox())!.y).toBe(topBefore);
    const lastCard = (await page.getByRole('article').last().boundingBox())!;
    expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
  });

  test('a recipe the cut-off first sync has not brought yet is not called removed, and opens once back online', async ({
    page,
    context,
  }) => {
    const sync = await cutOffFirstSync(context);
    await page.goto('/recipes/one-bowl-white-bread');
    await sync.cutOff();

    // A link to it inside the app (as in a story), followed offline.
    await page.evaluate(() => {
      history.pushState({}, '', '/recipes/sugar-cookie-sandwiches-with-raspberry');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible();
    await expect(
      page.getByText('This recipe is not on this device yet, and it could not be fetched while offline.'),
    ).toBeVisible();
    await expect(page.getByText(/renamed or removed/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse all recipes' })).toBeVisible();

    await sync.reconnect();
    await expect(page.getByRole('heading', { level: 1, name: 'Sugar Cookie Sandwiches with Raspberry' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('after one visit, home, list and a never-opened recipe render with no network', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    expect(await deviceRecipeCount(page)).toBeGreaterThanOrEqual(30);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Baking Journey');
    await expect(page.getByRole('region', { name: 'Featured Recipes' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    await page.goto('/recipes');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(30);
    await page.getByLabel('Search recipes').fill('raspberry');
    await expect(page.getByRole('link', { name: 'Raspberry Filling' })).toBeVisible();

    await page.goto('/recipes/coconut-buttercream');
    await expect(page.getByRole('heading', { level: 1, name: 'Coconut Buttercream' })).toBeVisible();
    await expect(page.locator('#ingredients li').first()).toBeVisible();
  });
});
