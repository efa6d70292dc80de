/**
 * The app's pages (app/routes.tsx) by address, for whoever answers a navigation without drawing
 * it: the server (api/page-routes.ts) and the service worker (sw/sw.ts). Any other address is the
 * 'Page Not Found' page, answered with HTTP 404; a recipe address is a page when its recipe exists.
 */
export const APP_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/recipes$/,
  /^\/recipes\/(add|add-combo)$/,
  /^\/recipes\/edit\/[^/]+$/,
  /^\/recipe-compiler$/,
  /^\/create-combo$/,
  /^\/workshops$/,
  /^\/about$/,
  /^\/favorites$/,
  /^\/shopping-list$/,
  /^\/profile\/edit$/,
  /^\/reset-password$/,
  /^\/notices\/(confirm|unsubscribe)$/,
  /^\/class-change$/,
  /^\/admin\/(login|dashboard)$/,
  /^\/shop$/,
  /^\/checkout$/,
  /^\/dashboard$/,
];
export const RECIPE_PAGE = /^\/recipes?\/([^/]+)$/;

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `path` is one of the app's own pages (not counting recipe addresses). */
export const isAppPage = (path: string): boolean => APP_PAGES.some((page) => page.test(trimmed(path)));

/** A recipe's address (`/recipes/{slug}`, `/recipe/{slug}`), whether or not the recipe exists. */
export const isRecipeAddress = (path: string): boolean => RECIPE_PAGE.test(trimmed(path));
