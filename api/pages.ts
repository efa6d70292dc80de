import type express from 'express';
import { Router } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND, BRAND_TAGLINE } from '../shared/brand';
import { REVIEW_PAGE } from '../shared/reviews';
import type { Recipe } from '../shared/schemas/recipe';
import type { ReviewPage } from '../shared/schemas/reviews';
import { recipeJsonLd } from '../shared/structured-data';
import { bakeableCombo, comboLinks, isFavoriteCombo } from '../shared/combo-recipe';
import { partSteps } from '../shared/method';
import { imageSources, RECIPE_CARD_SIZES, RECIPE_LIST_CARD_SIZES, RECIPE_PHOTO_SIZES } from '../shared/images';
import type { Deps } from './deps';
import { NOINDEX, isKnownPage, isRecipeAddress, renderedRoute } from './page-routes';
import { redirectFor } from './page-redirects';
import { ADDRESS_ATTRIBUTE } from '../shared/arrivals';
import { cacheHeaders, sendHtmlWithEtag } from './http/cache-control';
import { builtFiles } from './http/static-files';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const DEFAULT_DESCRIPTION =
  'Recipes, baking classes and video tutorials from a home baker: scale, print and cook offline.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: '<' escaped so no string can close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An image address as an absolute URL: an external one as it is, one of ours under the site's origin. */
export function absoluteUrl(src: string, base: string): string {
  return /^https?:\/\//i.test(src) ? src : base + src;
}

/**
 * Preloads the image that will be the page's largest paint, so the browser fetches it while the
 * scripts load instead of after they render (Lighthouse: LCP request discovery).
 */
function imagePreload(imageUrl: string | null, sizes: string): string {
  const image = imageSources(imageUrl);
  if (!image) return '';
  const set = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${set} fetchpriority="high">`;
}

/**
 * The recipes a page leads with, as a JSON data block the app writes to the device at start
 * (app/data/catalog-seed.ts), so a first visit paints them without waiting for the sync. A data
 * block is not a script: the CSP (script-src 'self') does not run it, and '<' is escaped.
 */
function catalogSeed(recipes: Recipe[]): string {
  return recipes.length ? `<script type="application/json" id="catalog-seed">${safeJson(recipes)}</script>` : '';
}

/**
 * What else a rendered page was drawn from (the Shop's lists), as a JSON data block its first
 * render in the browser reads (app/data/page-data.ts): the browser draws what the server drew.
 */
function pageDataBlock(json: string | undefined): string {
  return json ? `<script type="application/json" id="page-data">${json}</script>` : '';
}

/**
 * The recipes a Favorite Combo links, as the page shows them beside it (docs/product.md#combos): its HTML
 * carries them, so the server renders the combo's sections and its first render in the browser is the same.
 */
function linkedRecipes(recipe: Recipe, recipes: Deps['repos']['recipes']): Recipe[] {
  if (!isFavoriteCombo(recipe)) return [];
  return comboLinks(recipe.story).flatMap((link) => recipes.findBySlug(link.slug) ?? []);
}

/**
 * A recipe page leads with its recipe and, below the method, its first page of approved reviews
 * (docs/product.md#reviews): the render draws them, the page-data block carries them for the
 * browser's first render, and the schema.org block names the first few.
 */
function recipeHead(recipe: Recipe, base: string, reviews: ReviewPage, linked: Recipe[] = []): PageHead {
  const data = { reviews: { slug: recipe.slug, ...reviews } };
  const dataJson = safeJson(data);
  const image = imageSources(recipe.imageUrl, 1200);
  const url = `${base}/recipes/${recipe.slug}`;
  const title = `${recipe.title} - ${BRAND}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(recipe.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${escapeHtml(recipe.title)}">`,
    `<meta property="og:description" content="${escapeHtml(recipe.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(absoluteUrl(image.src, base))}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    // A Favorite Combo's sections and total time, as its page shows them.
    `<script type="application/ld+json">${safeJson(recipeJsonLd(bakeableCombo(recipe, linked, partSteps), base, reviews.reviews))}</script>`,
    imagePreload(recipe.imageUrl, RECIPE_PHOTO_SIZES),
    catalogSeed([recipe, ...linked]),
    pageDataBlock(dataJson),
  ];
  return { title, tags, render: { recipes: [recipe, ...linked], data, dataJson }, modules: PAGE_MODULES.recipe };
}

/** A chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks of the app's start, which the entry script imports (app/main.tsx): a page the browser
 * renders needs them at once, so its HTML preloads them beside the page's own (decision 007).
 */
export function appStart(manifest: Record<string, ManifestChunk>): string[] {
  return manifest['index.html']?.dynamicImports ?? [];
}

/**
 * Modules of lazily loaded public routes (app/routes.tsx): the page and any layout it sits in.
 * Their chunks are named in the HTML as modulepreload links, so the browser fetches them beside
 * the entry script instead of after it has run (one round trip less before the page paints).
 */
const PAGE_MODULES = {
  home: ['app/features/home/home-page.tsx'],
  recipes: ['app/features/recipes/recipes-page.tsx'],
  recipe: ['app/features/recipes/recipe-page.tsx'],
  shop: ['app/query-layout.tsx', 'app/features/shop/shop-page.tsx'],
  about: ['app/features/about/about-page.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** modulepreload links for page modules' chunks and the chunks they import, minus those the shell already names. */
export function routePreloads(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  shell: string,
): string {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js') && !shell.includes(`/${chunk.file}"`)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  for (const module of modules) visit(module, seen);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('\n    ');
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {}; // no build manifest: pages work, without the route preloads
  }
}

/** The home page leads with the featured recipes, the first card's photo its largest paint. */
function homeHead(featured: Recipe[]): PageHead {
  return {
    title: SITE_TITLE,
    tags: [DESCRIPTION, imagePreload(featured[0]?.imageUrl ?? null, RECIPE_CARD_SIZES), catalogSeed(featured)],
    render: { recipes: featured },
    modules: PAGE_MODULES.home,
  };
}

/**
 * Home in place of a page the visitor is not for (api/page-redirects.ts), rendered at the address
 * she is sent to. The app moves the address bar there before it reads it (app/main.tsx): what a
 * redirect did, without the redirect's round trip before anything paints.
 */
function homeAt(address: string, featured: Recipe[]): PageHead {
  const home = homeHead(featured);
  return { ...home, render: { ...home.render!, address } };
}

/** Recipes the list page's first screen shows: a phone sees one or two cards, a wide screen six. */
const LIST_HEAD = 6;

/**
 * The list page leads with its first recipes by title, of the `tag` it is filtered by. As on the
 * device, a tag wins over a search; a search alone is answered on the device, so it gets nothing.
 */
function listHead(req: express.Request, first: (limit: number, tag?: string) => Recipe[]): PageHead {
  const { tag, search } = req.query;
  const byTag = typeof tag === 'string' && tag !== '' && tag !== 'all' ? tag.slice(0, 100) : undefined;
  // A search is answered on the device: the browser renders the page (and its skeleton) itself.
  if (!byTag && typeof search === 'string' && search.trim())
    return { title: SITE_TITLE, tags: [DESCRIPTION], modules: PAGE_MODULES.recipes };
  const recipes = first(LIST_HEAD, byTag);
  return {
    title: SITE_TITLE,
    tags: [DESCRIPTION, imagePreload(recipes[0]?.imageUrl ?? null, RECIPE_LIST_CARD_SIZES), catalogSeed(recipes)],
    render: { recipes },
    modules: PAGE_MODULES.recipes,
  };
}

/**
 * What the HTML of an app route carries beyond the shell: its title and head tags; `render`, what
 * the server renders the page from when it renders it (decision 007): the recipes it leads with,
 * and its other data as the JSON its HTML carries; and the `modules` of its page, preloaded when
 * the browser renders it.
 */
interface PageHead {
  title: string;
  tags: string[];
  render?: PageRender;
  modules?: readonly string[];
}

interface PageRender {
  recipes: Recipe[];
  /** Its other data, and that as the JSON of its data block ('<' escaped). */
  data?: Record<string, unknown>;
  dataJson?: string;
  /** Rendered at and kept under this address instead of the request's (the not-found page). */
  address?: string;
}

/** Every unknown address shows the same 'Page Not Found' page: one render, one kept copy, whatever the address. */
const NOT_FOUND_ADDRESS = '/page-not-found';

const SITE_TITLE = `${BRAND} - ${BRAND_TAGLINE}`;
const DESCRIPTION = `<meta name="description" content="${escapeHtml(DEFAULT_DESCRIPTION)}">`;
const RECIPE_PATH = /^\/recipes?\/([a-z0-9-]+)\/?$/;

function pageHead(req: express.Request, repos: Deps['repos'], base: string): PageHead {
  const match = req.path.match(RECIPE_PATH);
  const recipe = match ? repos.recipes.findBySlug(match[1]!) : undefined;
  if (recipe)
    return recipeHead(
      recipe,
      base,
      repos.reviews.approved(recipe.id, REVIEW_PAGE.default),
      linkedRecipes(recipe, repos.recipes),
    );
  if (req.path === '/') return homeHead(repos.recipes.featured());
  if (/^\/recipes\/?$/.test(req.path)) return listHead(req, repos.recipes.listHead);
  const modules = /^\/shop\/?$/.test(req.path)
    ? PAGE_MODULES.shop
    : /^\/about\/?$/.test(req.path)
      ? PAGE_MODULES.about
      : undefined;
  const route = renderedRoute(req.path);
  if (!route) return { title: SITE_TITLE, tags: [DESCRIPTION], modules };
  const recipes = route.recipes?.(repos) ?? [];
  const data = route.data?.(repos);
  const dataJson = data ? safeJson(data) : undefined;
  return {
    title: SITE_TITLE,
    tags: [DESCRIPTION, catalogSeed(recipes), pageDataBlock(dataJson)],
    render: { recipes, data, dataJson },
    modules,
  };
}

/** The server's render of the app's pages (app/entry-server.tsx, built into DIST_DIR/server). */
interface PageRenderer {
  renderPage(url: string, recipes: Recipe[], data?: unknown): Promise<string | null>;
}

/** The build's page renderer, or null without one (a build from before it, API tests): pages then go out as the shell. */
async function loadRenderer(distDir: string, log: Deps['log']): Promise<PageRenderer | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    log(err);
    return null;
  }
}

/**
 * Rendered pages kept per address with the version of what they were drawn from: a page is
 * rendered once, not on every request, until that changes (an admin edit moves the catalog's
 * version; a reservation changes the Shop's lists). Bounded by bytes (README, Configuration); the
 * least recently used goes first.
 */
export const RENDERED_PAGES_MAX_BYTES = 16 * 1024 * 1024;

export function renderedPages(maxBytes = RENDERED_PAGES_MAX_BYTES) {
  // lru-cache keeps the bound: each page sized by its address and HTML (UTF-16, 2 bytes a unit).
  const pages = new LRUCache<string, { version: string; html: string | null }>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => (key.length + (page.html?.length ?? 0)) * 2 || 1,
  });
  return async (key: string, version: string, render: () => Promise<string | null>): Promise<string | null> => {
    const kept = pages.get(key);
    if (kept?.version === version) return kept.html;
    const html = await render();
    // The page is kept under the version it was drawn from, read before it rendered: an edit
    // meanwhile (here or in another process) makes the next request render it again.
    // Another request for the same page rendered it meanwhile: the newer version stays.
    if (pages.peek(key) !== kept) return html;
    pages.set(key, { version, html });
    return html;
  };
}

/** Built files: hashed assets forever, the rest (sw.js, the manifest, icons) revalidated. */
const FILE_CACHE = cacheHeaders();

/** The version of what a page is drawn from: the catalog's, and its data's content. */
function renderVersion(catalog: number, dataJson: string | undefined): string {
  return dataJson ? `${catalog}:${createHash('sha256').update(dataJson).digest('base64url')}` : String(catalog);
}

/**
 * The built app (dist/) and the HTML shell for every app route. Recipe routes get their title,
 * description, Open Graph tags and schema.org JSON-LD filled in before sending (docs/architecture.md#api); the
 * home, list and recipe pages also carry the recipes they lead with and preload their largest
 * paint's photo (docs/decisions/005), and come rendered by the server (decision 007); the pages
 * the browser renders preload the app's start and their own chunks.
 */
export function pagesRouter({ repos, log, config }: Deps, distDir: string): Router {
  const router = Router();
  // Every absolute link (canonical, og:url, JSON-LD, the sitemap) starts with PUBLIC_URL, never
  // with the request's Host or X-Forwarded-Proto, which a client chooses.
  const base = config.publicUrl;
  const indexFile = join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const manifest = readManifest(distDir);
  const renderer = loadRenderer(distDir, log);
  const cached = renderedPages();

  /** The page's HTML inside #root, or '' when the browser renders it (no renderer, or it failed: never an error page). */
  const renderBody = async (req: express.Request, page: PageRender): Promise<string> => {
    const render = await renderer;
    if (!render) return '';
    const address = page.address ?? req.originalUrl;
    const version = renderVersion(repos.recipes.version(), page.dataJson);
    try {
      return (await cached(address, version, () => render.renderPage(base + address, page.recipes, page.data))) ?? '';
    } catch (err) {
      log(err);
      return '';
    }
  };

  // The admin's sign-in page may be crawled, nothing else of /admin/ nor the API (decision 022).
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nAllow: /admin/login$\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      );
  });

  // Made once per catalog version: with 10,000 recipes it is a read of the whole catalog.
  let sitemap = { version: -1, xml: '' };
  router.get('/sitemap.xml', (_req, res) => {
    const version = repos.recipes.version();
    if (sitemap.version !== version) {
      const paths = ['/', '/recipes', '/shop', '/about', ...repos.recipes.list().map((r) => `/recipes/${r.slug}`)];
      const urls = paths.map((p) => `  <url><loc>${escapeHtml(base + p)}</loc></url>`).join('\n');
      sitemap = {
        version,
        xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      };
    }
    res.type('application/xml').send(sitemap.xml);
  });

  // The built files, their text precompressed (api/http/static-files.ts). The server's render is
  // code for this process, not a file for browsers, and neither is Vite's manifest: no spelling of
  // their paths reaches a file handler (api/http/built-paths.ts).
  const assets = join(distDir, 'assets') + sep;
  router.use(builtFiles(distDir, (file) => FILE_CACHE[file.startsWith(assets) ? 'immutable' : 'revalidate']));

  // Every other GET (and HEAD). Not a '/{*splat}' route: Express would decode its parameter and
  // fail a malformed %-escape (`/recipes/%ZZ`) before this code, where it is just an unknown page.
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Files that are missing (an old asset, a typo'd icon) get a real 404, never the HTML shell.
    if (/\.[a-z0-9]{2,12}$/i.test(req.path) || !template) return next();
    // A page the visitor is not for is home, at home's address (docs/decisions/020-home-in-place.md).
    const away = redirectFor(req, repos.users);
    const page = away ? homeAt(away, repos.recipes.featured()) : pageHead(req, repos, base);
    const known = isKnownPage(req.path, repos.recipes);
    // Any unknown address but a recipe's is the 'Page Not Found' page, the same for all of them.
    if (!known && !page.render && !isRecipeAddress(req.path)) page.render = { recipes: [], address: NOT_FOUND_ADDRESS };
    const body = page.render ? await renderBody(req, page.render) : '';
    // A rendered page fetches the app's scripts once it is on screen (app/main.tsx): preloading
    // them would put them ahead of its photo on a slow connection.
    const preloads = body ? '' : routePreloads(manifest, [...appStart(manifest), ...(page.modules ?? [])], template);
    const head = [...page.tags, known ? '' : NOINDEX, preloads].filter(Boolean).join('\n    ');
    // Replaced by functions: a recipe's text is never read as a replacement pattern ('$&').
    const root = away ? `<div id="root" ${ADDRESS_ATTRIBUTE}="${escapeHtml(away)}">` : '<div id="root">';
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(HEAD_MARKER, () => head)
      .replace(ROOT_ELEMENT, () => `${root}${body}</div>`);
    // Cache-Control by the page's class (api/http/cache-control.ts, set before this router).
    res.status(known ? 200 : 404).type('html');
    sendHtmlWithEtag(req, res, html);
  });

  router.use((req, res) => {
    res.status(404).type('text/plain').send(`Not found: ${req.path}`);
  });

  return router;
}
