import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Recipe } from '../shared/schemas/recipe';
import { App } from './app';
import { renderWithPageRecipes } from './data/catalog-seed';
import { renderWithPageData, type PageData } from './data/page-data';
import { routes } from './routes';

/**
 * The server's render of a page (decision 007), built into DIST_DIR/server by `npm run build` and
 * loaded by api/pages.ts. The same routes and components as in the browser, with the recipes and
 * the data the page's HTML carries (the Shop's lists) standing in for the device and the network,
 * as they do in the browser's first render: the browser then hydrates exactly this HTML.
 */
const handler = createStaticHandler(routes);

/**
 * The HTML inside #root for `url` (absolute), or null when the route does not render to a page
 * here (a redirect, an error). Every device read renders its default, as before the database opens.
 */
export async function renderPage(url: string, recipes: Recipe[], data: PageData = {}): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { pathname, search } = new URL(url);
  return renderWithPageRecipes(pathname + search, recipes, () =>
    renderWithPageData(pathname, data, () =>
      renderToString(
        <StrictMode>
          <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
        </StrictMode>,
      ),
    ),
  );
}
