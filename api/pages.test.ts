import { RECIPE_CARD_SIZES, RECIPE_PHOTO_SIZES } from '../shared/images';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from './app';
import { routePreloads } from './pages';
import { makeTestApp } from './test/harness';

async function appWithShell({ withImages = false, hostileTitle = false } = {}) {
  const base = await makeTestApp();
  if (hostileTitle) base.db.prepare("UPDATE recipes SET title = ? WHERE slug = 'vanilla-buttercream'").run('Vanilla </script><script>alert(1)</script> Buttercream');
  // The test catalog is seeded without rendering images; give every recipe its stored-image URL.
  if (withImages) base.db.prepare("UPDATE recipes SET image_url = '/objects/recipe-' || slug").run();
  const dist = mkdtempSync(join(tmpdir(), 'sift-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Shell</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"x"}');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), `export const recipes = ${JSON.stringify('flour sugar butter '.repeat(400))};`);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'app/features/recipes/recipe-page.tsx': { file: 'assets/recipe-page-abc.js' },
      'app/features/recipes/recipes-page.tsx': { file: 'assets/recipes-page-abc.js' },
      'app/query-layout.tsx': { file: 'assets/query-layout-abc.js', imports: ['_query-abc.js'] },
      'app/features/shop/shop-page.tsx': { file: 'assets/shop-page-abc.js', imports: ['_query-abc.js'] },
      '_query-abc.js': { file: 'assets/query-abc.js' },
    }),
  );
  return createApp({ db: base.db, config: base.config, distDir: dist, log: () => undefined });
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

  it('preloads the image of the largest paint: the recipe photo, and on the home page the first featured card', async () => {
    const app = await appWithShell({ withImages: true });
    const recipe = await request(app).get('/recipes/vanilla-buttercream').expect(200);
    const photo = recipe.text.match(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/)!;
    expect(photo[1]).toBe('/objects/recipe-vanilla-buttercream/800');
    expect(photo[2]).toContain('/objects/recipe-vanilla-buttercream/400 400w');
    expect(photo[3]).toBe(RECIPE_PHOTO_SIZES);

    const featured = (await request(app).get('/api/recipes/featured').expect(200)).body as { imageUrl: string }[];
    const home = await request(app).get('/').expect(200);
    const card = home.text.match(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+" imagesizes="([^"]+)"/)!;
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
    expect(page.map((r) => [r.slug, r.title])).toEqual([['vanilla-buttercream', 'Vanilla </script><script>alert(1)</script> Buttercream']]);
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

  it("preloads a page's own chunk only on the routes that render it", async () => {
    const app = await appWithShell();
    const preloaded = async (path: string) => [...(await request(app).get(path).expect(200)).text.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(await preloaded('/recipes/vanilla-buttercream')).toEqual(['/assets/recipe-page-abc.js']);
    expect(await preloaded('/recipe/vanilla-buttercream')).toEqual(['/assets/recipe-page-abc.js']);
    expect(await preloaded('/recipes')).toEqual(['/assets/recipes-page-abc.js']);
    // The shop page sits in the layout that brings react-query (app/routes.tsx).
    expect(await preloaded('/shop')).toEqual(['/assets/query-layout-abc.js', '/assets/query-abc.js', '/assets/shop-page-abc.js']);
    // Not a recipe: the admin's add page and an unknown slug render other pages.
    expect(await preloaded('/recipes/add')).toEqual([]);
    expect(await preloaded('/recipes/no-such-bake')).toEqual([]);
    expect(await preloaded('/')).toEqual([]);
    await request(app).get('/.vite/manifest.json').expect(404);
  });

  it('answers other app routes with the shell and the site title', async () => {
    const app = await appWithShell();
    const res = await request(app).get('/shop').expect(200);
    expect(res.text).toContain('<title>Sift &#38; Story - Elevate Your Baking Journey</title>');
    expect(res.text).not.toContain('<!--app-head-->');
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

  it('treats a malformed %-escape as any unknown address: the shell for a page, 404 for a file, never a 500', async () => {
    const app = await appWithShell();
    for (const path of ['/recipes/%ZZ', '/%E0%A4%A', '/shop/%']) {
      const page = await request(app).get(path).set('Accept-Encoding', 'gzip, br').expect(200);
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

describe('route preloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'app/features/recipes/recipe-page.tsx': { file: 'assets/recipe-page-1.js', imports: ['_react-1.js', '_tools-1.js', 'index.html'] },
    '_tools-1.js': { file: 'assets/tools-1.js', imports: ['_fractions-1.js', '_tools-1.js'] },
    '_fractions-1.js': { file: 'assets/fractions-1.js' },
    'app/features/recipes/recipes-page.tsx': { file: 'assets/recipes-page-1.js' },
  };
  const shell = '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js">';

  it("names a page module's chunk and what it imports, once each, leaving out what the shell already loads", () => {
    const links = routePreloads(manifest, ['app/features/recipes/recipe-page.tsx'], shell);
    expect(links.match(/href="[^"]+"/g)).toEqual(['href="/assets/recipe-page-1.js"', 'href="/assets/tools-1.js"', 'href="/assets/fractions-1.js"']);
    expect(links).toMatch(/^<link rel="modulepreload" crossorigin href=/);
  });

  it('names the chunks of a layout and its page in order, a chunk they share once', () => {
    const links = routePreloads(manifest, ['app/features/recipes/recipes-page.tsx', 'app/features/recipes/recipe-page.tsx', '_tools-1.js'], shell);
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
