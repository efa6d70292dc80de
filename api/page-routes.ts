import type { Deps } from './deps';

/**
 * The app's pages (app/routes.tsx): any other address is the 'Page Not Found' page, and a recipe
 * address whose recipe does not exist is 'Recipe Not Found'. Both are sent with HTTP 404 and
 * noindex so search engines drop them (docs/product.md#recipes); the app still shows them.
 */
const APP_PAGES = [
  /^\/$/,
  /^\/recipes$/,
  /^\/recipes\/(add|add-combo)$/,
  /^\/recipes\/edit\/[^/]+$/,
  /^\/recipe-compiler$/,
  /^\/create-combo$/,
  /^\/workshops$/,
  /^\/about$/,
  /^\/favorites$/,
  /^\/profile\/edit$/,
  /^\/reset-password$/,
  /^\/admin\/(login|dashboard)$/,
  /^\/shop$/,
  /^\/checkout$/,
  /^\/dashboard$/,
];
const RECIPE_PAGE = /^\/recipes?\/([^/]+)$/;

/** Whether `path` is one of the app's pages; a recipe page only when its recipe exists. */
export function isKnownPage(path: string, recipes: Deps['repos']['recipes']): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (APP_PAGES.some((page) => page.test(trimmed))) return true;
  const recipe = RECIPE_PAGE.exec(trimmed);
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
