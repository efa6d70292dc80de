import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Recipe } from '../shared/schemas/recipe';
import { App } from './app';
import { renderWithPageRecipes } from './data/catalog-seed';
import { renderWithPageData, type PageData } from './data/page-data';
import { partStepsBeforeFirstRender } from './features/combos/part-steps';
import { preloadPages } from './lazy-page';
import { AppRoutes, routes } from './routes';

/**
 * The server's render of a page (decision 007), built into DIST_DIR/server by `npm run build` and
 * loaded by api/pages.ts. The same routes and components as in the browser, with the recipes and
 * the data the page's HTML carries (the Shop's lists) standing in for the device and the network,
 * as they do in the browser's first render: the browser then hydrates exactly this HTML.
 *
 * The HTML inside #root for `url` (absolute), or null when the route does not render to a page
 * here (a page module that failed to load). Every device read renders its default, as before the
 * database opens. The route's modules are loaded first, as the browser does before it hydrates
 * (app/boot.tsx), with a Favorite Combo's writer of its parts' steps: the render is the page
 * itself, never a loading fallback. React Router's StaticRouter holds the page's address.
 */
export async function renderPage(url: string, recipes: Recipe[], data: PageData = {}): Promise<string | null> {
  const { pathname, search, hash } = new URL(url);
  try {
    await preloadPages(routes, pathname);
    await partStepsBeforeFirstRender(pathname, recipes);
  } catch {
    return null;
  }
  return renderWithPageRecipes(pathname + search, recipes, () =>
    renderWithPageData(pathname, data, () =>
      renderToString(
        <StrictMode>
          <App
            router={
              <StaticRouter location={pathname + search + hash}>
                <AppRoutes />
              </StaticRouter>
            }
          />
        </StrictMode>,
      ),
    ),
  );
}
