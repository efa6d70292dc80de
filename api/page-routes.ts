import { isAppPage, isRecipeAddress, RECIPE_PAGE } from '../shared/app-pages';
import { groupForCombo } from '../shared/combo';
import { classDates } from '../shared/dates';
import type { Recipe } from '../shared/schemas/recipe';
import type { Deps } from './deps';

/**
 * The app's pages (shared/app-pages.ts, which the service worker reads too): any other address is
 * the 'Page Not Found' page, and a recipe address whose recipe does not exist is 'Recipe Not
 * Found'. Both are sent with HTTP 404 and noindex so search engines drop them
 * (docs/product.md#recipes); the app still shows them.
 *
 * Whether `path` is one of the app's pages; a recipe page only when its recipe exists.
 */
export function isKnownPage(path: string, recipes: Deps['repos']['recipes']): boolean {
  if (isAppPage(path)) return true;
  const recipe = RECIPE_PAGE.exec(path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (!recipe) return false;
  let key: string;
  try {
    key = decodeURIComponent(recipe[1]!);
  } catch {
    return false;
  }
  return !!recipes.findByKey(key);
}

export const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The pages the server renders beside the home page, the Recipes list and a recipe page (those
 * lead with recipes: api/pages.ts), one entry each (decision 007, issue 23). A page is added by an
 * entry here; its components must render the same on the server and in the browser's first
 * render (README, "A screen"), and e2e/server-rendered.spec.ts checks that for the listed paths.
 *
 * - `path`: the address, without its query, trailing slashes ignored.
 * - `recipes`: the recipes the page leads with, if any: written into the HTML's catalog-seed block
 *   (stored on the device at start, docs/decisions/005) and handed to the render.
 * - `data`: what else the page is drawn from, if anything: written into the HTML's page-data block
 *   (app/data/page-data.ts, read by the page's first render in the browser) and handed to the
 *   render. Its key is the page's own (`shop`); the page checks the value with its schema.
 *
 * A rendered page is kept until what it was drawn from changes: its recipes (by the catalog's
 * version) or its data (by the data's content, so a reservation that takes a spot is seen on the
 * next request, whichever code path took it).
 */
export interface RenderedRoute {
  path: RegExp;
  recipes?: (repos: Deps['repos']) => Recipe[];
  data?: (repos: Deps['repos']) => Record<string, unknown>;
}

/**
 * Both combiners (/create-combo, /recipe-compiler) lead with their recipe picker (docs/product.md#combos):
 * the first groups of the recipes they offer, whole, until COMBINER_HEAD recipes, each group's first page
 * (COMBINER_GROUP_PAGE, the picker's COMBO_GROUP_PAGE) by title. That fills a first screen; the device's
 * catalog fills in the groups below after takeover, so nothing on screen moves. Read once per catalog
 * version: the whole catalog is a long read at 10,000 recipes.
 */
const COMBINER_HEAD = 8;
const COMBINER_GROUP_PAGE = 12;
const combinerFirstGroups = new WeakMap<Deps['repos']['recipes'], { version: number; recipes: Recipe[] }>();

function combinerRecipes({ recipes }: Deps['repos']): Recipe[] {
  let kept = combinerFirstGroups.get(recipes);
  if (kept?.version !== recipes.version()) {
    const byTitle = recipes.list().sort((a, b) => a.title.localeCompare(b.title, 'en'));
    const first: Recipe[] = [];
    for (const group of groupForCombo(byTitle)) {
      if (first.length >= COMBINER_HEAD) break;
      first.push(...group.recipes.slice(0, COMBINER_GROUP_PAGE));
    }
    kept = { version: recipes.version(), recipes: first };
    combinerFirstGroups.set(recipes, kept);
  }
  return kept.recipes;
}

export const RENDERED_ROUTES: readonly RenderedRoute[] = [
  // docs/product.md#shop: both tabs, the classes and workshops with their spots, the videos.
  {
    path: /^\/shop$/,
    data: (repos) => {
      const workshops = repos.shop.listWorkshops();
      return { shop: { videos: repos.shop.listVideos(), workshops, classDates: classDates(workshops) } };
    },
  },
  { path: /^\/about$/ },
  // For a signed-in visitor, anyone else is sent home first (api/page-redirects.ts): the frame the
  // browser draws before the session check answers.
  { path: /^\/favorites$/ },
  { path: /^\/dashboard$/ },
  // The frame, for a visitor with a cart hint (api/page-redirects.ts); the device's cart fills it in.
  { path: /^\/checkout$/ },
  { path: /^\/admin\/login$/ },
  // The recipe picker of both combiners, from the catalog.
  { path: /^\/(create-combo|recipe-compiler)$/, recipes: combinerRecipes },
];

/** The rendered route for `path`, if the server renders it. */
export function renderedRoute(path: string): RenderedRoute | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return RENDERED_ROUTES.find((route) => route.path.test(trimmed));
}

/**
 * A recipe's address (`/recipes/:slug`, `/recipe/:slug`): when its recipe does not exist the app
 * answers with 'Recipe Not Found' once it has asked the device, which the browser renders; any
 * other unknown address is the 'Page Not Found' page, which the server renders.
 */
export { isRecipeAddress };
