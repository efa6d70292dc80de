import { createBrowserHistory, createMemoryHistory, type History, type NavigationType } from './history';
import { matchRoutes, resolveTo, type Location, type Path, type RouteMatch, type RouteObject, type To } from './path';

/**
 * The router's state and its moves (docs/decisions/018-own-router.md), without React. A move to
 * a page whose module is not loaded yet keeps the current page (and, for a link, the address)
 * until the module has arrived, then switches at once: no blank frame and no fallback between
 * the two pages. A module that fails to load shows the nearest errorElement instead.
 */

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  /** False while the first page's modules load on a start with nothing on screen. */
  initialized: boolean;
  /** A module that failed to load, shown by the errorElement of matches[index]. */
  error: { index: number; value: unknown } | null;
  /** After this state is shown: scroll to this y, leave the scroll alone (false), or go to the top or the hash (null). */
  restoreScrollPosition: number | false | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  /** Resolves once the move is shown (or superseded by a later one). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Calls `listener` with every new state; returns the unsubscribe. */
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Lets the router keep scroll positions by key (ScrollRestoration); returns the undo. */
  enableScrollRestoration(
    positions: Record<string, number>,
    getY: () => number,
    getKey: (location: Location) => string,
  ): () => void;
  dispose(): void;
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Loads a route's module once (each route's `lazy`) and puts what it gives on the route. */
function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then(
      (loaded) => {
        Object.assign(route, loaded, { lazy: undefined });
      },
      (err: unknown) => {
        // Tried again on the next move there (the network may be back).
        loading.delete(route);
        throw err;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

const loadMatches = (matches: RouteMatch[]) => Promise.all(matches.map((m) => loadRoute(m.route)));

/** Loads the modules of the routes that show `pathname` (before a hydration, or the server's render). */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  await loadMatches(matchRoutes(routes, pathname) ?? []);
}

/** The route whose errorElement shows a failure at matches[index]: the nearest one above, or the outermost. */
function boundaryOf(matches: RouteMatch[], index: number): number {
  for (let i = index; i >= 0; i--) if (matches[i]!.route.errorElement !== undefined) return i;
  return 0;
}

export function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let scroll: {
    positions: Record<string, number>;
    getY: () => number;
    getKey: (location: Location) => string;
  } | null = null;
  let initialScrollRestored = false;
  /** Each move's number: a move that finishes loading after a later one started is dropped. */
  let latest = 0;

  const firstMatches = matchRoutes(routes, history.location.pathname) ?? [];
  let state: RouterState = {
    location: history.location,
    navigationType: history.action,
    matches: firstMatches,
    initialized: !firstMatches.some((m) => m.route.lazy),
    error: null,
    restoreScrollPosition: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };
  const savedPosition = (location: Location) => {
    if (!scroll) return null;
    const y = scroll.positions[scroll.getKey(location)];
    return typeof y === 'number' ? y : null;
  };
  const saveScroll = () => {
    if (scroll) scroll.positions[scroll.getKey(state.location)] = scroll.getY();
  };

  /** Shows `matches` once their modules are here; `write` puts the address in the history first (a link's move). */
  async function move(navigationType: NavigationType, matches: RouteMatch[], write: () => Location): Promise<void> {
    const id = ++latest;
    let error: RouterState['error'] = null;
    if (matches.some((m) => m.route.lazy)) {
      const results = await Promise.allSettled(matches.map((m) => loadRoute(m.route)));
      if (id !== latest) return;
      const failed = results.findIndex((r) => r.status === 'rejected');
      if (failed >= 0)
        error = { index: boundaryOf(matches, failed), value: (results[failed] as PromiseRejectedResult).reason };
    }
    const location = write();
    update({
      location,
      navigationType,
      matches,
      initialized: true,
      error,
      restoreScrollPosition: savedPosition(location),
    });
  }

  const unlisten = history.listen((location) => {
    saveScroll();
    void move('POP', matchRoutes(routes, location.pathname) ?? [], () => location);
  });

  const router: Router = {
    get state() {
      return state;
    },
    routes,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path: Path = resolveTo(to, state.location.pathname);
      saveScroll();
      const type = options.replace ? 'REPLACE' : 'PUSH';
      return move(type, matchRoutes(routes, path.pathname) ?? [], () => {
        if (type === 'PUSH') history.push(path, options.state);
        else history.replace(path, options.state);
        return history.location;
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enableScrollRestoration(positions, getY, getKey) {
      scroll = { positions, getY, getKey };
      // A reload puts the page back where it was.
      if (!initialScrollRestored && state.initialized) {
        initialScrollRestored = true;
        const y = savedPosition(state.location);
        if (y !== null) update({ restoreScrollPosition: y });
      }
      return () => {
        scroll = null;
      };
    },
    dispose() {
      unlisten();
      listeners.clear();
    },
  };

  if (!state.initialized) void move(state.navigationType, firstMatches, () => state.location);
  return router;
}

export const createBrowserRouter = (routes: RouteObject[]): Router => createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router => createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
