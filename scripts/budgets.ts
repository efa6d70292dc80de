import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Size budgets computed from a build output dir (issue 7). Both figures are deterministic for a
 * given source tree, so CI enforces them (scripts/budgets.test.ts) and the bench prints them.
 *
 * KB here is 1000 bytes, as in Vite's own build log. Gzip is zlib's default level (6), what a
 * typical server (and Vite's report) uses.
 */
export const BUDGETS = {
  /**
   * The home route's first-load JavaScript, gzip: 110.3 KB with React Router in its declarative
   * mode (docs/decisions/023-react-router.md), 98.9 KB with the app's own router before it; the
   * issue that brought React Router back set 125 KB. React 19's client (react-dom, react, the
   * scheduler) is 67.7 KB of it and cannot shrink; React Router about 11 KB, the shell (header,
   * footer, auth, cart button) about 15 KB, the home page's own chunks 12 KB. The device database,
   * the sync, the service worker, the install offer and the header's offline corner load once the
   * page is taken over (docs/quality.md, first load). React Router's data mode would be 127.7 KB.
   * Since a card's total time is the length of the recipe's Ready-at plan (docs/decisions/034-the-
   * method-follows-the-amounts.md), the reader of a step's stages and times, about 2 KB, is on
   * the cards the home page leads with.
   */
  firstLoadJsGzip: 125_000,
  /**
   * Everything the service worker downloads on install (raw bytes, as the precache stores them).
   * ~0.9 MB at first (fonts, icons, the app's chunks), 1.49 MB before the shopping list, the
   * recipe notes, the sync of the baker's own data and the baker's tools arrived; the figure
   * leaves room for them without letting an accidental image or a duplicated vendor chunk slip in.
   * 1.61 MB once React Router, zustand and dexie-react-hooks (about 35 KB raw), the method model of
   * issue 33 (shared/method/) and the kitchen-true combiners arrived; 1.7 MB leaves the reviews and
   * the journal of issue 36 their room. 1.712 MB with a bake's photos and the one-tap review (their
   * dialog, form and sender, each loaded on demand: docs/decisions/041-a-bake-becomes-a-review.md).
   * 1.73 MB by the audits of 2026-11-30; 1.74 MB once every write of the baker's own data keeps its
   * change for the account in its own transaction (app/data/record-change.ts), about 1.5 KB.
   */
  precacheBytes: 1_740_000,
} as const;

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface FirstLoadJs {
  /** The entry script, then its static imports and modulepreloads, each once. */
  files: FileSize[];
  bytes: number;
  gzip: number;
  /** For each file, which file pulled it in (the entry pulls itself), to explain a regression. */
  importedBy: Record<string, string>;
}

export interface PrecacheSize {
  entries: number;
  bytes: number;
  gzip: number;
  /** Manifest URLs with no file in the build dir (would make the worker's install fail). */
  missing: string[];
  largest: FileSize[];
}

const gzipSize = (buffer: Buffer) => gzipSync(buffer).length;

function fileSize(distDir: string, file: string): FileSize {
  const buffer = readFileSync(join(distDir, file));
  return { file, bytes: buffer.length, gzip: gzipSize(buffer) };
}

/** `/assets/x.js` or `assets/x.js` -> `assets/x.js` (paths relative to the build dir). */
function normalize(url: string): string {
  return url.replace(/^\//, '').split(/[?#]/)[0]!;
}

/**
 * The static imports of a built ES module: `import{a}from"./x.js"`, `import"./x.js"`,
 * `export{a}from"./x.js"`. Dynamic `import("./x.js")` is not first-load and is not matched.
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The dynamic imports of a built ES module: `import("./x.js")`. */
export function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)].map((match) => match[1]!);
}

/** Scripts and modulepreloads named by the HTML shell, in document order. */
export function htmlScripts(html: string): { entries: string[]; preloads: string[] } {
  const entries = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => normalize(m[1]!));
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter((href): href is string => Boolean(href))
    .map(normalize);
  return { entries, preloads };
}

/** The home page's own module: a lazy route like every page, loaded before the app hydrates it. */
export const HOME_PAGE_MODULE = 'app/features/home/home-page.tsx';

/**
 * The modules of each public route a visitor may land on (app/routes.tsx): its page and the
 * layout it sits in, which the browser loads before it hydrates the page the server sent
 * (app/boot.tsx, app/lazy-page.tsx). 'not found' is any unknown address.
 */
export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '/': [HOME_PAGE_MODULE],
  '/recipes': ['app/features/recipes/recipes-page.tsx'],
  '/recipes/:id': ['app/features/recipes/recipe-page.tsx'],
  '/shop': ['app/query-layout.tsx', 'app/features/shop/shop-page.tsx'],
  '/about': ['app/features/about/about-page.tsx'],
  '/favorites': ['app/features/favorites/favorites-page.tsx'],
  '/dashboard': ['app/query-layout.tsx', 'app/features/account/dashboard-page.tsx'],
  '/checkout': ['app/query-layout.tsx', 'app/features/checkout/checkout-page.tsx'],
  '/admin/login': ['app/features/admin/admin-login-page.tsx'],
  '/create-combo': ['app/features/combos/create-combo-page.tsx'],
  '/recipe-compiler': ['app/features/combos/recipe-compiler-page.tsx'],
  'not found': ['app/features/not-found/not-found-page.tsx'],
};

/**
 * Each route's first-load JS (gzip), the app's start and the route's own chunks together: a
 * budget per route, so a page that starts pulling a library in fails the build by name. A
 * route's own part is printed beside it. About 3 KB over today's figures, which rose by 11.4 KB
 * each when React Router came back in its declarative mode, zustand and dexie-react-hooks with
 * it (docs/decisions/023-react-router.md; docs/quality.md, the promised stack). The
 * recipe page and the combiners carry what issues 17 and 24 put on them (the baker's tools and
 * 'Ready at' entry points, the note field, the timers' notifications, 'Add to shopping list',
 * the sync of saved combos); the tools' panels and the list's merging rules load only when used.
 * The AI combiner's page shows its limits without zod (shared/combine-limits.ts): the schemas of
 * its answer and of a refusal load with its first request, 27 KB less on a first visit.
 * The recipe page also carries its reviews (issue 36, 3.2 KB, 152.0 KB with them): the approved
 * ones are drawn by the server and taken over like the rest of the page; the form, its checks and
 * the photo upload load only for a signed-in baker. Cards show the approved ratings, 0.4-0.5 KB on
 * every route that shows cards; the Recipes list (125.4 KB) also sorts by them. 'I made this' and
 * the journal's list put about 4 KB more on the recipe page (158.3 KB) and the Bakes tab 8 KB on
 * the dashboard (144.2 KB; docs/decisions/038-the-bakers-journal.md); the combiners' parts follow
 * the method (169.3 KB). Measured after those merges, on 2026-11-29. Later that day the steps'
 * egg and fruit counts that follow the size, a bake's waiting photos kept per owner and a heart
 * that waits for the session check brought the recipe page to 161.0 KB: its budget is 162 KB.
 * In the evening, steps that count every food the ingredient list counts (vanilla beans, sticks,
 * roots) and a bake that says where its review stands brought the combiners to 172.0 KB and the
 * dashboard to 146.7: their budgets are 173 and 148 KB. On 2026-11-30 every write of the baker's
 * own data began keeping its change for the account in its own transaction, so a page closed at
 * once loses nothing (app/data/record-change.ts, about 0.4 KB on the recipe page: 162.1 KB): 163 KB.
 * Later that day the method's much deeper and much shallower bakes, muffin batter by its pan's
 * depth and a dough's advice by minutes (docs/decisions/034-the-method-follows-the-amounts.md)
 * brought the combiners, which carry the method, to 173.0 KB: 174 KB.
 */
export const ROUTE_BUDGETS: Record<keyof typeof ROUTE_MODULES, number> = {
  '/': BUDGETS.firstLoadJsGzip,
  '/recipes': 128_000,
  '/recipes/:id': 163_000,
  '/shop': 137_000,
  '/about': 107_000,
  '/favorites': 112_000,
  '/dashboard': 148_000,
  '/checkout': 130_000,
  '/admin/login': 104_000,
  '/create-combo': 174_000,
  '/recipe-compiler': 174_000,
  'not found': 102_000,
};

/** The built file of a source module, from Vite's build manifest. */
function builtFile(distDir: string, module: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in ${distDir}/.vite/manifest.json`);
  return chunk.file;
}

/** A route's first-load JS, and its own part: what it loads beyond the app's start. */
export interface RouteFirstLoad {
  route: string;
  total: FirstLoadJs;
  ownGzip: number;
  budget: number;
}

/** Every route of ROUTE_MODULES, measured as firstLoadJs measures the home page. */
export function routeFirstLoads(distDir: string): RouteFirstLoad[] {
  const start = new Set(firstLoadJs(distDir, []).files.map((f) => f.file));
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
    const total = firstLoadJs(distDir, modules);
    const ownGzip = total.files.filter((f) => !start.has(f.file)).reduce((sum, f) => sum + f.gzip, 0);
    return { route, total, ownGzip, budget: ROUTE_BUDGETS[route]! };
  });
}

/**
 * First-load JS of a route (by default the home route): the entry script(s) of index.html, every
 * chunk they import statically (transitively), every modulepreload, the app's start that the
 * entry script imports once the page is on screen (its dynamic imports, decision 007) and the
 * route's own modules (`modules`, its page and layout), with their static imports, each counted
 * once, gzip-compressed one by one as a server would send them.
 */
export function firstLoadJs(distDir: string, modules: readonly string[] = [HOME_PAGE_MODULE]): FirstLoadJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { entries, preloads } = htmlScripts(html);
  if (entries.length === 0) throw new Error(`${distDir}/index.html names no entry script`);
  const importedBy: Record<string, string> = {};
  const queue: string[] = [];
  const visit = (file: string, by: string) => {
    if (file in importedBy) return;
    if (!existsSync(join(distDir, file))) throw new Error(`${by} imports ${file}, which is not in ${distDir}`);
    importedBy[file] = by;
    queue.push(file);
  };
  const resolve = (specifier: string, from: string) =>
    specifier.startsWith('/') ? normalize(specifier) : posix.normalize(posix.join(posix.dirname(from), specifier));
  const walk = () => {
    while (queue.length) {
      const file = queue.shift()!;
      const source = readFileSync(join(distDir, file), 'utf8');
      for (const specifier of staticImports(source)) {
        if (/^[a-z]+:/i.test(specifier)) continue;
        visit(resolve(specifier, file), file);
      }
    }
  };
  // Static imports first, so each chunk is attributed to the chunk that really pulls it in.
  for (const entry of entries) visit(entry, 'index.html');
  walk();
  for (const preload of preloads) visit(preload, 'index.html (modulepreload)');
  walk();
  for (const entry of entries) {
    for (const specifier of dynamicImports(readFileSync(join(distDir, entry), 'utf8')))
      visit(resolve(specifier, entry), `${entry} (the app's start)`);
  }
  walk();
  for (const module of modules) visit(builtFile(distDir, module), `the router (${module})`);
  walk();
  const files = Object.keys(importedBy).map((file) => fileSize(distDir, file));
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    importedBy,
  };
}

/** The URLs in the worker's injected precache manifest (`[{"revision":..,"url":".."}, ...]`). */
export function precacheUrls(swSource: string): string[] {
  const urls: string[] = [];
  const entry =
    /\{\s*"?revision"?\s*:\s*(?:null|"[^"]*")\s*,\s*"?url"?\s*:\s*"([^"]+)"\s*\}|\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:\s*(?:null|"[^"]*")\s*\}/g;
  for (const match of swSource.matchAll(entry)) urls.push(normalize(match[1] ?? match[2]!));
  return [...new Set(urls)];
}

/** Sum of the files the service worker precaches on install. */
export function precacheSize(distDir: string): PrecacheSize {
  const swFile = join(distDir, 'sw.js');
  if (!existsSync(swFile)) throw new Error(`${swFile} is missing: was the app built with the PWA plugin?`);
  const urls = precacheUrls(readFileSync(swFile, 'utf8'));
  if (urls.length === 0) throw new Error(`${swFile} holds no precache manifest`);
  const missing = urls.filter((url) => !existsSync(join(distDir, url)) || !statSync(join(distDir, url)).isFile());
  const sizes = urls.filter((url) => !missing.includes(url)).map((url) => fileSize(distDir, url));
  return {
    entries: urls.length,
    bytes: sizes.reduce((sum, f) => sum + f.bytes, 0),
    gzip: sizes.reduce((sum, f) => sum + f.gzip, 0),
    missing,
    largest: [...sizes].sort((a, b) => b.bytes - a.bytes).slice(0, 8),
  };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** `tsx scripts/budgets.ts [distDir]`: prints both figures and exits 1 when one is over budget. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  const js = firstLoadJs(distDir);
  const precache = precacheSize(distDir);
  for (const f of js.files)
    console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)} gzip  (from ${js.importedBy[f.file]})`);
  console.log(`first-load JS (home): ${kb(js.gzip)} gzip, budget ${kb(BUDGETS.firstLoadJsGzip)}`);
  const routes = routeFirstLoads(distDir);
  for (const r of routes)
    console.log(
      `  ${r.route.padEnd(18)} ${kb(r.total.gzip).padStart(10)} gzip (its own ${kb(r.ownGzip)}), budget ${kb(r.budget)}`,
    );
  console.log(`precache: ${precache.entries} files, ${kb(precache.bytes)}, budget ${kb(BUDGETS.precacheBytes)}`);
  if (precache.missing.length) console.log(`precache entries without a file: ${precache.missing.join(', ')}`);
  const over =
    js.gzip > BUDGETS.firstLoadJsGzip ||
    routes.some((r) => r.total.gzip > r.budget) ||
    precache.bytes > BUDGETS.precacheBytes ||
    precache.missing.length > 0;
  process.exit(over ? 1 : 0);
}
