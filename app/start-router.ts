import { createBrowserRouter, loadRouteModules, type Router } from './router';
import { routes } from './routes';

let router: Router | undefined;

/**
 * The browser's router, made once at start (app/boot.tsx). When the page came rendered from the
 * server (decision 007), the lazily loaded modules of the routes it shows are loaded first:
 * the router then starts on the page itself, as the server rendered it, instead of on its
 * loading fallback, which would not match the HTML being hydrated.
 */
export async function startRouter({ hydrating }: { hydrating: boolean }): Promise<Router> {
  if (hydrating) await loadRouteModules(routes, window.location.pathname);
  router = createBrowserRouter(routes);
  return router;
}

/** The router made by startRouter; only code that runs after the start asks for it. */
export function appRouter(): Router {
  if (!router) throw new Error('The router is asked for before the app has started');
  return router;
}
