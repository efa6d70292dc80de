import { RECIPE_CARD_SIZES, RECIPE_LIST_CARD_SIZES, RECIPE_PHOTO_SIZES } from '../shared/images';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from './app';
import { renderedPages, routePreloads } from './pages';
import { classDates, formatClassDate } from '../shared/dates';
import type { Recipe } from '../shared/schemas/recipe';
import type { Video, Workshop } from '../shared/schemas/shop';
import { makeTestApp, registerUser } from './test/harness';
import { listen } from './test/route-table';

/**
 * A stand-in for the build's page renderer (DIST_DIR/server/entry-server.js, decision 007): it
 * answers with what it was given, and counts its calls in `globalThis[counter]`. The real one is
 * tested in app/entry-server.test.tsx and, hydrated, in e2e/server-rendered.spec.ts.
 */
function writeRenderer(dist: string, counter: string, body: string) {
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `export async function renderPage(url, recipes, data) { globalThis.${counter} = (globalThis.${counter} ?? 0) + 1; ${body} }`,
  );
}

async function appWithShell({
  withImages = false,
  hostileTitle = false,
  renderer = '',
  log = (_: unknown): void => undefined,
} = {}) {
  const base = await makeTestApp();
  if (hostileTitle)
    base.db
      .prepare("UPDATE recipes SET title = ? WHERE slug = 'vanilla-buttercream'")
      .run('Vanilla </script><script>alert(1)</script> Buttercream');
  // The test catalog is seeded without rendering images; give every recipe its stored-image URL.
  if (withImages) base.db.prepare("UPDATE recipes SET image_url = '/objects/recipe-' || slug").run();
  const dist = mkdtempSync(join(tmpdir(), 'sift-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shell</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"x"}');
  mkdirSync(join(dist, 'assets'));
  const asset = join(dist, 'assets', 'app-abc123.js');
  writeFileSync(asset, `export const recipes = ${JSON.stringify('flour sugar butter '.repeat(400))};`);
  // The build writes each text file's compressed copies beside it (vite.config.ts).
  writeFileSync(`${asset}.gz`, gzipSync(readFileSync(asset)));
  writeFileSync(`${asset}.br`, brotliCompressSync(readFileSync(asset)));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', dynamicImports: ['_libraries-abc.js', '_start-abc.js'] },
      '_libraries-abc.js': { file: 'assets/libraries-abc.js' },
      '_start-abc.js': { file: 'assets/start-abc.js', imports: ['_libraries-abc.js'] },
      'app/features/home/home-page.tsx': { file: 'assets/home-page-abc.js' },
      'app/features/recipes/recipe-page.tsx': { file: 'assets/recipe-page-abc.js' },
      'app/features/recipes/recipes-page.tsx': { file: 'assets/recipes-page-abc.js' },
      'app/query-layout.tsx': { file: 'assets/query-layout-abc.js', imports: ['_query-abc.js'] },
      'app/features/shop/shop-page.tsx': { file: 'assets/shop-page-abc.js', imports: ['_query-abc.js'] },
      '_query-abc.js': { file: 'assets/query-abc.js' },
    }),
  );
  const counter = `renders_${Math.random().toString(36).slice(2)}`;
  if (renderer) writeRenderer(dist, counter, renderer);
  const app = createApp({ db: base.db, config: base.config, distDir: dist, log });
  return Object.assign(app, { db: base.db, renders: () => (globalThis as Record<string, unknown>)[counter] ?? 0 });
}

describe('HTML pages', () => {
  it('fills a recipe route with its title, Open Graph tags and schema.org Recipe JSON-LD', async () => {
    const app = await appWithShell();
    const res = await request(app).get('/recipes/vanilla-buttercream').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>Vanilla Buttercream - Sift &#38; Story</title>');
    expect(res.text).toContain('<meta property="og:title" content="Vanilla Buttercream">');
    const json = res.text.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!;
    const ld = JSON.parse(json);
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe('Vanilla Buttercream');
    expect(ld.recipeIngredient.length).toBeGreaterThan(2);
    expect(ld.recipeInstructions[0]['@type']).toBe('HowToStep');
    expect(ld.prepTime).toMatch(/^PT/);
  });

  it('carries a Favorite Combo whole: its linked recipes in the page, every section and the page’s total in the JSON-LD', async () => {
    const app = await appWithShell();
    const html = (await request(app).get('/recipes/coconut-lemon-layer-cake').expect(200)).text;
    const seed = JSON.parse(html.match(/<script type="application\/json" id="catalog-seed">(.*?)<\/script>/)![1]!) as {
      slug: string;
    }[];
    // The combo, then what its story links: the server renders their sections, as the browser's first render does.
    expect(seed.map((r) => r.slug)).toEqual([
      'coconut-lemon-layer-cake',
      'classic-vanilla-layer-cake',
      'silky-lemon-curd',
      'coconut-buttercream',
    ]);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!) as {
      recipeIngredient: string[];
      recipeInstructions: { '@type': string; name: string; itemListElement: { text: string }[] }[];
      totalTime: string;
      recipeYield: string;
    };
    expect(ld.recipeIngredient).not.toContain('See referenced recipes');
    expect(ld.recipeIngredient).toContain('2 large egg yolks');
    expect(ld.recipeIngredient).toContain('1 cup (240 ml) fresh lemon juice (6 to 8 lemons)');
    expect(ld.recipeInstructions.map((s) => [s['@type'], s.name])).toEqual([
      // Stored at the 12 one cake serves, brought to the combo's fixed 24: two of each.
      ['HowToSection', 'Classic Vanilla Layer Cake (2 batches)'],
      ['HowToSection', 'Silky Lemon Curd (2 batches)'],
      ['HowToSection', 'Coconut Buttercream (3 batches)'],
      ['HowToSection', 'Putting it together'],
    ]);
    expect(ld.recipeInstructions[1]!.itemListElement.length).toBeGreaterThan(2);
    // The page's Total counts the sections' steps: the same figure (shared/combo-recipe.ts, bakeableCombo).
    const { bakeableCombo } = await import('../shared/combo-recipe');
    const { totalMinutes } = await import('../shared/total-time');
    const { isoDuration } = await import('../shared/durations');
    const byslug = (slug: string) =>
      request(app)
        .get(`/api/recipes/${slug}`)
        .then((r) => r.body as Recipe);
    const [combo, ...linked] = await Promise.all(seed.map((r) => byslug(r.slug)));
    expect(ld.totalTime).toBe(isoDuration(totalMinutes(bakeableCombo(combo!, linked))!));
    expect(ld.totalTime).not.toBe('PT1H35M');
    expect(ld.recipeYield).toBe('24 servings');
  });

  it('preloads the image of the largest paint: the recipe photo, and on the home page the first featured card', async () => {
    const app = await appWithShell({ withImages: true });
    const recipe = await request(app).get('/recipes/vanilla-buttercream').expect(200);
    const photo = recipe.text.match(
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/,
    )!;
    expect(photo[1]).toBe('/objects/recipe-vanilla-buttercream/800');
    expect(photo[2]).toContain('/objects/recipe-vanilla-buttercream/400 400w');
    expect(photo[3]).toBe(RECIPE_PHOTO_SIZES);

    const featured = (await request(app).get('/api/recipes/featured').expect(200)).body as { imageUrl: string }[];
    const home = await request(app).get('/').expect(200);
    const card = home.text.match(
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+" imagesizes="([^"]+)"/,
    )!;
    expect(card[1]).toBe(`${featured[0]!.imageUrl}/800`);
    expect(card[2]).toBe(RECIPE_CARD_SIZES);

    const shop = await request(app).get('/shop').expect(200);
    expect(shop.text).not.toContain('rel="preload" as="image"');
  });

  it('writes the recipes a page leads with into a JSON data block: the featured ones on the home page, the recipe on its page', async () => {
    const app = await appWithShell({ hostileTitle: true });
    const seedOf = (html: string) => {
      const block = html.match(/<script type="application\/json" id="catalog-seed">(.*?)<\/script>/)!;
      expect(block[1]).not.toContain('<');
      return JSON.parse(block[1]!) as { slug: string; title: string; featured: boolean; ingredients: string[] }[];
    };
    const featured = (await request(app).get('/api/recipes/featured').expect(200)).body as { slug: string }[];
    const home = seedOf((await request(app).get('/').expect(200)).text);
    expect(home.map((r) => r.slug)).toEqual(featured.map((r) => r.slug));
    expect(home.every((r) => r.featured && r.ingredients.length > 0)).toBe(true);

    const page = seedOf((await request(app).get('/recipes/vanilla-buttercream').expect(200)).text);
    expect(page.map((r) => [r.slug, r.title])).toEqual([
      ['vanilla-buttercream', 'Vanilla </script><script>alert(1)</script> Buttercream'],
    ]);
    expect((await request(app).get('/shop').expect(200)).text).not.toContain('catalog-seed');
  });

  it('leads the list page with its first six recipes by title (of its tag), and a searched list with none', async () => {
    const app = await appWithShell({ withImages: true });
    const seedOf = (html: string) => {
      const block = html.match(/<script type="application\/json" id="catalog-seed">(.*?)<\/script>/);
      return block ? (JSON.parse(block[1]!) as { slug: string; title: string; tags: string[] }[]) : [];
    };
    const all = (await request(app).get('/api/recipes').expect(200)).body as { slug: string; title: string }[];
    const byTitle = all.map((r) => r.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const html = (await request(app).get('/recipes').expect(200)).text;
    const list = seedOf(html);
    expect(list.map((r) => r.title)).toEqual(byTitle.slice(0, 6));
    expect(html).toContain(`<link rel="preload" as="image" href="/objects/recipe-${list[0]!.slug}/800"`);
    // Two columns of cards on a phone: the preload and the cards ask for the same, smaller file.
    expect(html.match(/<link rel="preload" as="image" [^>]*imagesizes="([^"]+)"/)![1]).toBe(RECIPE_LIST_CARD_SIZES);
    expect(html).toContain(`sizes="${RECIPE_LIST_CARD_SIZES}"`);

    const bread = seedOf((await request(app).get('/recipes?tag=bread').expect(200)).text);
    expect(bread.length).toBeGreaterThan(0);
    expect(bread.every((r) => r.tags.some((t) => t.toLowerCase() === 'bread'))).toBe(true);

    // As on the device, a tag wins over a search.
    expect(seedOf((await request(app).get('/recipes?tag=bread&search=lemon').expect(200)).text)).toEqual(bread);
    const searched = (await request(app).get('/recipes?search=lemon').expect(200)).text;
    expect(searched).not.toContain('catalog-seed');
    expect(searched).not.toContain('rel="preload" as="image"');
    await request(app).get('/recipes?tag=a&tag=b').expect(200);
  });

  it("preloads the app's start, then a page's own chunk only on the routes that render it", async () => {
    const app = await appWithShell();
    const preloaded = async (path: string, status = 200) =>
      [
        ...(await request(app).get(path).expect(status)).text.matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    const start = ['/assets/libraries-abc.js', '/assets/start-abc.js'];
    expect(await preloaded('/recipes/vanilla-buttercream')).toEqual([...start, '/assets/recipe-page-abc.js']);
    expect(await preloaded('/recipe/vanilla-buttercream')).toEqual([...start, '/assets/recipe-page-abc.js']);
    expect(await preloaded('/recipes')).toEqual([...start, '/assets/recipes-page-abc.js']);
    // The shop page sits in the layout that brings react-query (app/routes.tsx).
    expect(await preloaded('/shop')).toEqual([
      ...start,
      '/assets/query-layout-abc.js',
      '/assets/query-abc.js',
      '/assets/shop-page-abc.js',
    ]);
    // Not a recipe: the admin's add page and an unknown slug render other pages.
    expect(await preloaded('/recipes/add')).toEqual(start);
    expect(await preloaded('/recipes/no-such-bake', 404)).toEqual(start);
    expect(await preloaded('/')).toEqual([...start, '/assets/home-page-abc.js']);
    await request(app).get('/.vite/manifest.json').expect(404);
  });

  it('answers other app routes with the shell and the site title', async () => {
    const app = await appWithShell();
    const res = await request(app).get('/shop').expect(200);
    expect(res.text).toContain('<title>Sift &#38; Story - Elevate Your Baking Journey</title>');
    expect(res.text).not.toContain('<!--app-head-->');
  });

  it('answers an unknown page and a missing recipe with 404 and noindex, the app shell still showing its page', async () => {
    const app = await appWithShell();
    const visitor = request.agent(app);
    await registerUser(visitor);
    for (const path of ['/no-such-page', '/recipes/no-such-recipe', '/recipe/no-such-recipe', '/admin/nothing']) {
      const res = await request(app).get(path).expect(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.text, path).toContain('<meta name="robots" content="noindex">');
      expect(res.text, path).toContain('<div id="root">');
    }
    for (const path of [
      '/',
      '/recipes',
      '/recipes/vanilla-buttercream',
      '/recipe/vanilla-buttercream/',
      '/recipes/add',
      '/recipes/edit/vanilla-buttercream',
      '/shop',
      '/workshops',
      '/checkout',
      '/dashboard',
      '/reset-password',
      '/notices/confirm',
      '/notices/unsubscribe',
      '/admin/login',
      '/admin/dashboard',
      '/profile/edit',
      '/favorites',
      '/about',
      '/recipe-compiler',
      '/create-combo',
    ]) {
      // A signed-in visitor with a cart: nobody is sent away (see the redirects below).
      const res = await visitor.get(path).set('Cookie', 'has_cart=1').expect(200);
      expect(res.text, path).not.toContain('noindex');
    }
  });

  it("robots.txt lets crawlers read the site and the admin's sign-in page, not the rest of /admin/ nor the API", async () => {
    const robots = (
      await request(await appWithShell())
        .get('/robots.txt')
        .expect(200)
    ).text;
    // As Google and Lighthouse read it: the longest matching rule wins, `$` ends a path.
    const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, path]) => ({
      allow: kind === 'Allow',
      length: path!.length,
      matches: (p: string) => (path!.endsWith('$') ? p === path!.slice(0, -1) : p.startsWith(path!)),
    }));
    const allowed = (p: string) =>
      rules.filter((r) => r.matches(p)).sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))[0]
        ?.allow ?? true;
    for (const p of ['/', '/recipes', '/recipes/vanilla-buttercream', '/shop', '/about', '/admin/login'])
      expect(allowed(p), p).toBe(true);
    for (const p of ['/admin/', '/admin/dashboard', '/admin/login/x', '/admin/login-help', '/api/recipes'])
      expect(allowed(p), p).toBe(false);
  });

  it('serves robots.txt, sitemap.xml and the manifest, never the shell', async () => {
    const app = await appWithShell();
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toMatch(/^User-agent: \*/);
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('/recipes/vanilla-buttercream</loc>');
    const manifest = await request(app).get('/manifest.webmanifest').expect(200);
    expect(manifest.text).toBe('{"name":"x"}');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const app = await appWithShell();
    const res = await request(app).get('/assets/missing-abc123.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('treats a malformed %-escape as any unknown address: the shell with 404 for a page, 404 for a file, never a 500', async () => {
    const app = await appWithShell();
    for (const path of ['/recipes/%ZZ', '/%E0%A4%A', '/shop/%']) {
      const page = await request(app).get(path).set('Accept-Encoding', 'gzip, br').expect(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<div id="root">');
    }
    for (const path of ['/assets/%ZZ.js', '/icons/%E0%A4%A.png']) {
      const file = await request(app).get(path).set('Accept-Encoding', 'gzip, br').expect(404);
      expect(file.text).not.toContain('<div id="root">');
    }
  });

  it('sends built files and cached JSON compressed when the browser accepts it', async () => {
    const app = await appWithShell();
    const js = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toMatch(/immutable/);
    expect(js.text).toContain('flour sugar butter');
    const br = await request(app).get('/assets/app-abc123.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    const list = await request(app).get('/api/recipes').set('Accept-Encoding', 'gzip').expect(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.body.length).toBeGreaterThan(30);
    const plain = await request(app).get('/api/recipes').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

interface ShopData {
  videos: Video[];
  workshops: Workshop[];
  classDates?: Record<string, string>;
}

describe("the server's render of a page", () => {
  const ECHO = 'return `<main data-url="${url}">${recipes.map((r) => `<h2>${r.title}</h2>`).join(\'\')}</main>`;';
  /** Echoes the page's data as JSON (escaped as the HTML would be). */
  const ECHO_DATA =
    'return `<main data-url="${url}">${JSON.stringify(data ?? null).replace(/</g, "\\\\u003c")}</main>`;';
  const rootOf = (html: string) => html.match(/<div id="root">(.*)<\/div><\/body>/s)![1]!;

  it('puts the rendered home page, list and recipe inside #root, from the recipes the page carries, with no script preloads', async () => {
    const app = await appWithShell({ renderer: ECHO });
    const featured = (await request(app).get('/api/recipes/featured').expect(200)).body as { title: string }[];
    const home = await request(app).get('/').expect(200);
    expect(rootOf(home.text)).toBe(
      // The page is rendered at the site's public origin (PUBLIC_URL), whatever the request's Host.
      `<main data-url="http://localhost:3000/">${featured.map((r) => `<h2>${r.title}</h2>`).join('')}</main>`,
    );

    const recipe = await request(app).get('/recipes/vanilla-buttercream').expect(200);
    expect(rootOf(recipe.text)).toContain('<h2>Vanilla Buttercream</h2>');
    // The app's scripts load once the page is on screen (app/main.tsx): none is preloaded.
    expect(recipe.text).not.toContain('modulepreload');
    expect(home.text).not.toContain('modulepreload');

    const list = await request(app).get('/recipes?tag=bread').expect(200);
    expect(rootOf(list.text)).toMatch(/^<main data-url="http:\/\/[^"]+\/recipes\?tag=bread"><h2>/);
  });

  it('leaves the pages the browser renders to it: a search, an unknown recipe, the admin screens', async () => {
    const app = await appWithShell({ renderer: ECHO });
    for (const [path, status] of [
      ['/recipes?search=lemon', 200],
      ['/recipes/no-such-bake', 404],
      ['/recipe/no-such-bake', 404],
      ['/admin/dashboard', 200],
      ['/recipes/add', 200],
      ['/workshops', 200],
    ] as const) {
      const html = (await request(app).get(path).expect(status)).text;
      expect(rootOf(html), path).toBe('');
    }
    expect(app.renders()).toBe(0);
    // A searched list still preloads its page's chunk, as before.
    expect((await request(app).get('/recipes?search=lemon').expect(200)).text).toContain(
      'href="/assets/recipes-page-abc.js"',
    );
  });

  it('renders the shop from its lists, which its HTML carries in a data block, one render per tab', async () => {
    const app = await appWithShell({ renderer: ECHO_DATA });
    const shop = async (path: string) => {
      const html = (await request(app).get(path).expect(200)).text;
      const block = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)!;
      expect(block[1]).not.toContain('<');
      return { root: rootOf(html), data: JSON.parse(block[1]!) as { shop: ShopData } };
    };
    const workshops = (await request(app).get('/api/shop/workshops').expect(200)).body as ShopData['workshops'];
    const videos = (await request(app).get('/api/shop/videos').expect(200)).body as ShopData['videos'];
    const page = await shop('/shop');
    // With each class's start as the cards say it, so the browser builds no time-zone formatter.
    expect(page.data).toEqual({ shop: { videos, workshops, classDates: classDates(workshops) } });
    expect(Object.values(page.data.shop.classDates ?? {})).toContain(
      formatClassDate(workshops[0]!.date, workshops[0]!.timeZone),
    );
    // The render was given the same lists the HTML carries.
    expect(JSON.parse(page.root.match(/^<main data-url="[^"]+">(.*)<\/main>$/s)![1]!)).toEqual(page.data);
    expect((await shop('/shop?tab=workshops')).data).toEqual(page.data);
    expect(app.renders()).toBe(2);
    await shop('/shop');
    expect(app.renders()).toBe(2);
    // The shop's page reads no recipes: its HTML carries none.
    expect((await request(app).get('/shop').expect(200)).text).not.toContain('catalog-seed');
  });

  it('renders the shop again once a reservation has taken a spot: its spots are never older than the page', async () => {
    const app = await appWithShell({ renderer: ECHO_DATA });
    const spotsOn = async (path: string, id: number) => {
      const root = rootOf((await request(app).get(path).expect(200)).text);
      const data = JSON.parse(root.match(/^<main data-url="[^"]+">(.*)<\/main>$/s)![1]!) as { shop: ShopData };
      return data.shop.workshops.find((w) => w.id === id)!.spotsAvailable;
    };
    const workshops = (await request(app).get('/api/shop/workshops').expect(200)).body as ShopData['workshops'];
    const bookable = workshops.find((w) => w.kind === 'class' && w.price !== null && w.spotsAvailable > 1)!;
    const before = await spotsOn('/shop?tab=workshops', bookable.id);
    expect(before).toBe(bookable.spotsAvailable);
    // A real order through the API, as the checkout page places it.
    await request(app)
      .post('/api/checkout')
      .send({
        userId: 'guest-1700000000000',
        totalAmount: bookable.price,
        items: [{ type: 'class', id: bookable.id, title: bookable.title, price: bookable.price, quantity: 1 }],
        shippingInfo: {
          name: 'Jo Baker',
          email: 'jo@example.com',
          address: '1 Mill Road',
          city: 'Willow Creek',
          state: 'VT',
          zipCode: '05001',
          country: 'US',
        },
        paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
      })
      .expect(201);
    expect(await spotsOn('/shop?tab=workshops', bookable.id)).toBe(before - 1);
    expect(app.renders()).toBe(2);
  });

  it('renders about, the signed-in pages, checkout and the admin login; every unknown address is one not-found render', async () => {
    const app = await appWithShell({ renderer: ECHO });
    const visitor = request.agent(app);
    await registerUser(visitor);
    for (const path of ['/about', '/favorites', '/dashboard', '/checkout', '/admin/login', '/about/']) {
      const html = (await visitor.get(path).set('Cookie', 'has_cart=1').expect(200)).text;
      expect(rootOf(html), path).toBe(`<main data-url="http://localhost:3000${path}"></main>`);
      expect(html, path).not.toContain('page-data');
    }
    expect(app.renders()).toBe(6);
    for (const path of ['/no-such-page', '/admin/nothing', '/shop/%', '/a/b/c?x=1']) {
      const html = (await request(app).get(path).expect(404)).text;
      expect(rootOf(html), path).toBe('<main data-url="http://localhost:3000/page-not-found"></main>');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
    expect(app.renders()).toBe(7);
  });

  it('answers a page the visitor is not for with home, drawn at the address that says why', async () => {
    const app = await appWithShell({ renderer: ECHO });
    const featured = (await request(app).get('/api/recipes/featured').expect(200)).body as { title: string }[];
    const home = (address: string) =>
      `<div id="root" data-address="${address.replace('&', '&#38;')}"><main data-url="http://localhost:3000${address}">` +
      `${featured.map((r) => `<h2>${r.title}</h2>`).join('')}</main></div>`;
    const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
    const homeHead = headOf((await request(app).get('/').expect(200)).text);
    expect(homeHead).toContain('id="catalog-seed"');
    const away = async (path: string, cookie?: string) => {
      const req = request(app).get(path);
      const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
      // Home's head, as home's own address has it: title, description, the recipes it carries.
      expect(headOf(res.text), path).toBe(homeHead);
      return res.text.match(/<div id="root".*<\/div><\/body>/s)![0].replace('</body>', '');
    };
    // docs/product.md#favorites, #accounts: no live session.
    expect(await away('/favorites')).toBe(home('/?from=favorites'));
    expect(await away('/favorites/')).toBe(home('/?from=favorites'));
    expect(await away('/dashboard')).toBe(home('/'));
    expect(await away('/profile/edit')).toBe(home('/'));
    // A session cookie that names no live session (ended, forged) is none.
    expect(await away('/dashboard', 'sid=not-a-session; signed_in=1')).toBe(home('/'));
    // docs/product.md#checkout: no cart hint, or one that says nothing.
    expect(await away('/checkout')).toBe(home('/?from=checkout'));
    expect(await away('/checkout', 'has_cart=0')).toBe(home('/?from=checkout'));
    // Home is drawn once per address it is drawn at ('/' already for home itself).
    expect(app.renders()).toBe(3);

    // The cart hint is about the device's cart, not the account: a signed-out visitor with a cart pays.
    const checkout = await request(app).get('/checkout').set('Cookie', 'has_cart=1').expect(200);
    expect(checkout.text).toContain('<div id="root"><main data-url="http://localhost:3000/checkout">');
    // A signed-in visitor gets her pages; the hint alone does not sign anyone in.
    const visitor = request.agent(app);
    await registerUser(visitor);
    expect((await visitor.get('/favorites').expect(200)).text).not.toContain('data-address');
    expect((await visitor.get('/profile/edit').expect(200)).text).not.toContain('data-address');
    await visitor.post('/api/auth/logout').expect(200);
    expect((await visitor.get('/favorites').expect(200)).text).toContain('data-address="/?from=favorites"');
  });

  it("inserts a recipe's text as it is, never as a replacement pattern", async () => {
    const app = await appWithShell({ renderer: ECHO });
    app.db
      .prepare("UPDATE recipes SET title = ?, description = ? WHERE slug = 'vanilla-buttercream'")
      .run("Vanilla $' $& Buttercream", 'Costs $` less than $$5');
    const html = (await request(app).get('/recipes/vanilla-buttercream').expect(200)).text;
    expect(rootOf(html)).toContain("<h2>Vanilla $' $& Buttercream</h2>");
    expect(html).toContain('Costs $` less than $$5');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('renders a page once per catalog version, and again after the catalog changes', async () => {
    const app = await appWithShell({ renderer: ECHO });
    await request(app).get('/recipes/vanilla-buttercream').expect(200);
    await request(app).get('/recipes/vanilla-buttercream').expect(200);
    expect(app.renders()).toBe(1);
    await request(app).get('/recipes/vanilla-buttercream?print=1').expect(200);
    expect(app.renders()).toBe(2);
    // As an admin edit does (api/db/recipes.ts): the recipe changes and the catalog's counter moves on.
    app.db.prepare("UPDATE recipes SET title = 'Vanilla Bean Buttercream' WHERE slug = 'vanilla-buttercream'").run();
    app.db.prepare('UPDATE change_counter SET value = value + 1 WHERE id = 1').run();
    const html = (await request(app).get('/recipes/vanilla-buttercream').expect(200)).text;
    expect(app.renders()).toBe(3);
    expect(html).toContain('<h2>Vanilla Bean Buttercream</h2>');
  });

  it('sends the page for the browser to render when the render fails, and logs why', async () => {
    const logged: unknown[] = [];
    const app = await appWithShell({
      renderer: "throw new Error('window is not defined');",
      log: (m) => logged.push(m),
    });
    const html = (await request(app).get('/recipes/vanilla-buttercream').expect(200)).text;
    expect(rootOf(html)).toBe('');
    expect(html).toContain('href="/assets/recipe-page-abc.js"');
    expect(html).toContain('id="catalog-seed"');
    expect(String(logged[0])).toContain('window is not defined');
  });

  it('keeps the renderer to itself: no file of the server folder is served, however the path is spelled', async () => {
    const app = await appWithShell({ renderer: ECHO });
    const client = await listen(app);
    try {
      const spellings = [
        '/server/entry-server.js',
        '//server/entry-server.js',
        '///server//entry-server.js',
        '/server%2fentry-server.js',
        '/server%2Fentry-server.js',
        '/%73erver/entry-server.js',
        '/./server/entry-server.js',
        '/%2e/server/entry-server.js',
        '/assets/../server/entry-server.js',
        '/assets/%2e%2e/server/entry-server.js',
        '/assets/%2E%2E%2Fserver%2Fentry-server.js',
        '/../server/entry-server.js',
        '/server\\entry-server.js',
        '/server%5centry-server.js',
        '/.%5cserver%5centry-server.js',
        '/server/./entry-server.js',
        '/server/',
        '/server',
        '/.vite/manifest.json',
        '//.vite/manifest.json',
        '/%2evite/manifest.json',
        '/assets/../.vite/manifest.json',
      ];
      for (const path of spellings)
        for (const method of ['GET', 'HEAD'])
          for (const encoding of [undefined, 'gzip', 'br, gzip']) {
            const res = await client.send({
              method,
              path,
              headers: encoding ? { 'Accept-Encoding': encoding } : {},
            });
            const what = `${method} ${path} (${encoding ?? 'identity'})`;
            expect(res.status, what).toBe(404);
            expect(res.headers.get('content-encoding'), what).toBeNull();
            expect(res.text, what).not.toMatch(/renderPage|globalThis|"index\.html"/);
          }
      // The build's public files still are, a hashed asset and the web app manifest.
      expect((await client.send({ method: 'GET', path: '/assets/app-abc123.js' })).status).toBe(200);
      expect((await client.send({ method: 'GET', path: '//manifest.webmanifest' })).status).toBe(200);
    } finally {
      await client.close();
    }
  });
});

describe('route preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'app/features/recipes/recipe-page.tsx': {
      file: 'assets/recipe-page-1.js',
      imports: ['_react-1.js', '_tools-1.js', 'index.html'],
    },
    '_tools-1.js': { file: 'assets/tools-1.js', imports: ['_fractions-1.js', '_tools-1.js'] },
    '_fractions-1.js': { file: 'assets/fractions-1.js' },
    'app/features/recipes/recipes-page.tsx': { file: 'assets/recipes-page-1.js' },
  };
  const shell =
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js">';

  it("names a page module's chunk and what it imports, once each, leaving out what the shell already loads", () => {
    const links = routePreloads(manifest, ['app/features/recipes/recipe-page.tsx'], shell);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/recipe-page-1.js"',
      'href="/assets/tools-1.js"',
      'href="/assets/fractions-1.js"',
    ]);
    expect(links).toMatch(/^<link rel="modulepreload" crossorigin href=/);
  });

  it('names the chunks of a layout and its page in order, a chunk they share once', () => {
    const links = routePreloads(
      manifest,
      ['app/features/recipes/recipes-page.tsx', 'app/features/recipes/recipe-page.tsx', '_tools-1.js'],
      shell,
    );
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/recipes-page-1.js"',
      'href="/assets/recipe-page-1.js"',
      'href="/assets/tools-1.js"',
      'href="/assets/fractions-1.js"',
    ]);
  });

  it('names nothing for a page without a module, a module the build does not have, or a missing manifest', () => {
    expect(routePreloads(manifest, [], shell)).toBe('');
    expect(routePreloads(manifest, ['app/features/shop/shop-page.tsx'], shell)).toBe('');
    expect(routePreloads({}, ['app/features/recipes/recipe-page.tsx'], shell)).toBe('');
  });
});

describe('rendered pages kept', () => {
  it('keeps pages up to its bytes, the least recently used going first, and draws a page again for a new version', async () => {
    // 4,000 bytes: two pages of 900 characters (1,804 bytes each with their address), not three.
    const cached = renderedPages(4000);
    const drawn: string[] = [];
    const draw = (address: string) => async () => {
      drawn.push(address);
      return 'x'.repeat(900);
    };
    await cached('/a', '1', draw('/a'));
    await cached('/b', '1', draw('/b'));
    await cached('/a', '1', draw('/a')); // kept: /a is now the most recently used
    await cached('/c', '1', draw('/c')); // /b goes
    await cached('/a', '1', draw('/a'));
    await cached('/b', '1', draw('/b'));
    expect(drawn).toEqual(['/a', '/b', '/c', '/b']);
    // A page drawn from an older catalog is drawn again.
    await cached('/b', '2', draw('/b'));
    expect(drawn).toEqual(['/a', '/b', '/c', '/b', '/b']);
    // A page larger than the whole bound is answered, never kept.
    const huge = async () => 'x'.repeat(5000);
    expect(await cached('/huge', '1', huge)).toHaveLength(5000);
    await cached('/b', '2', draw('/b'));
    expect(drawn).toHaveLength(5);
  });
});
