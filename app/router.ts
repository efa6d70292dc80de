import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | undefined;

/**
 * The browser's router, made once at start (app/boot.tsx). When the page came rendered from the
 * server (decision 007), the lazily loaded modules of the routes it shows are loaded first:
 * the router then starts on the page itself, as the server rendered it, instead of on its
 * loading fallback, which would not match the HTML being hydrated.
 */
export async function startRouter({ hydrating }: { hydrating: boolean }): Promise<AppRouter> {
  if (hydrating) await loadRouteModules(routes, window.location.pathname);
  router = createBrowserRouter(routes);
  return router;
}

/** The router made by startRouter; only code that runs after the start asks for it. */
export function appRouter(): AppRouter {
  if (!router) throw new Error('The router is asked for before the app has started');
  return router;
}

/** Loads the lazy modules of the routes matching `pathname` and puts them on the routes, as React Router does. */
export async function loadRouteModules(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
