import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './bench/build';
import { routePreloads } from '../api/pages';
import {
  BUDGETS,
  dynamicImports,
  firstLoadJs,
  htmlScripts,
  kb,
  precacheSize,
  routeFirstLoads,
  precacheUrls,
  staticImports,
} from './budgets';

describe('budget helpers', () => {
  it('finds static imports and skips dynamic ones', () => {
    const source = 'import{a as b}from"./x-1.js";import"./y.js";export{c}from"./z.js";const l=()=>import("./lazy.js");';
    expect(staticImports(source)).toEqual(['./x-1.js', './y.js', './z.js']);
  });

  it('finds the dynamic imports the entry script starts the app with', () => {
    const source =
      'const s=async()=>{await import("./libraries-a.js");await d(()=>import(`./start-b.js`),[])};import"./x.js";';
    expect(dynamicImports(source)).toEqual(['./libraries-a.js', './start-b.js']);
  });

  it('reads entry scripts and modulepreloads from the HTML shell', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/v-b.js">';
    expect(htmlScripts(html)).toEqual({ entries: ['assets/index-a.js'], preloads: ['assets/v-b.js'] });
  });

  it('reads the injected precache manifest', () => {
    const sw =
      'x([{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/a-1.js"},{url:"b.css",revision:"d"}])';
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/a-1.js', 'b.css']);
  });
});

describe('size budgets of a production build', () => {
  let distDir = '';
  beforeAll(() => {
    distDir = buildApp();
  }, 90_000);
  afterAll(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it(`keeps the home route's first-load JS within ${kb(BUDGETS.firstLoadJsGzip)} gzip`, () => {
    const js = firstLoadJs(distDir);
    const breakdown = js.files.map((f) => `${f.file} ${kb(f.gzip)} (from ${js.importedBy[f.file]})`).join('\n  ');
    expect(
      js.gzip,
      `first-load JS is ${kb(js.gzip)} gzip (budget ${kb(BUDGETS.firstLoadJsGzip)}):\n  ${breakdown}`,
    ).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip);
  });

  const holding = (mark: string, files: string[]) =>
    files.filter((file) => readFileSync(join(distDir, file), 'utf8').includes(mark));

  it("keeps each public route's first-load JS within its own budget", () => {
    const routes = routeFirstLoads(distDir);
    expect(routes.map((r) => r.route)).toContain('/shop');
    const over = routes
      .filter((r) => r.total.gzip > r.budget)
      .map((r) => `${r.route}: ${kb(r.total.gzip)} gzip (its own ${kb(r.ownGzip)}), budget ${kb(r.budget)}`);
    expect(over, 'routes over their first-load budget').toEqual([]);
    // The home route is measured the same way by both.
    expect(routes.find((r) => r.route === '/')!.total.gzip).toBe(firstLoadJs(distDir).gzip);
  });

  it.each(['/shop', '/checkout'])(
    'takes %s over without the device database or the schema library (issue 23)',
    (route) => {
      const files = routeFirstLoads(distDir)
        .find((r) => r.route === route)!
        .total.files.map((f) => f.file);
      expect(holding('DatabaseClosed', files), 'Dexie').toEqual([]);
      expect(holding('$ZodError', files), 'zod').toEqual([]);
    },
  );

  // Libraries that load after the first screen (docs/decisions/002), each found by a string of
  // its own that no other code in the app carries: Dexie names its error classes from a word
  // list, react-query's provider hook has its own message.
  const LATER_LIBRARIES = [
    { name: 'the device database (Dexie)', mark: 'DatabaseClosed' },
    { name: 'react-query', mark: 'No QueryClient set' },
  ];

  it.each(LATER_LIBRARIES)('leaves $name out of the first load of home, Recipes and a recipe page', ({ mark }) => {
    const built = readdirSync(join(distDir, 'assets')).map((file) => `assets/${file}`);
    expect(
      holding(
        mark,
        built.filter((file) => file.endsWith('.js')),
      ),
      'the build holds the library somewhere',
    ).not.toEqual([]);
    expect(
      holding(
        mark,
        firstLoadJs(distDir).files.map((f) => f.file),
      ),
      'home',
    ).toEqual([]);
    // What the server preloads for a route: its own chunk and the chunks it imports (api/pages.ts).
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
    for (const page of ['app/features/recipes/recipes-page.tsx', 'app/features/recipes/recipe-page.tsx']) {
      const preloaded = [...routePreloads(manifest, [page], '').matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]!);
      expect(preloaded, page).not.toEqual([]);
      expect(holding(mark, preloaded), page).toEqual([]);
    }
  });

  it("asks for the stylesheet first, and a first visit's early requests fit six connections", () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (pattern: RegExp) => head.search(pattern);
    const stylesheet = at(/<link rel="stylesheet"/);
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(at(/<link rel="preload"/));
    expect(stylesheet).toBeLessThan(at(/<script type="module"/));
    // The page's own tags (the largest paint's photo preload) come right after the stylesheet.
    expect(at(/<!--app-head-->/)).toBeGreaterThan(stylesheet);
    expect(at(/<!--app-head-->/)).toBeLessThan(at(/<link rel="preload"/));
    // Over HTTP/1.1 a browser opens six connections to a server: the stylesheet, the photo, the
    // fonts and the entry's scripts must not need a seventh.
    const requests = (head.match(/<link rel="(?:stylesheet|preload|modulepreload)"|<script type="module"/g) ?? [])
      .length;
    expect(requests + 1, 'early requests, with the photo a page preloads').toBeLessThanOrEqual(6);
  });

  it(`keeps the service worker's precache within ${kb(BUDGETS.precacheBytes)}, every entry a real file`, () => {
    const precache = precacheSize(distDir);
    expect(precache.missing, 'precache entries without a built file').toEqual([]);
    const largest = precache.largest.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ');
    expect(
      precache.bytes,
      `precache is ${kb(precache.bytes)} in ${precache.entries} files (budget ${kb(BUDGETS.precacheBytes)}); largest: ${largest}`,
    ).toBeLessThanOrEqual(BUDGETS.precacheBytes);
    expect(precache.entries).toBeGreaterThan(5);
  });
});
