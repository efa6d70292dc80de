import { use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { PageCouldNotOpen } from './shell/route-error';

/**
 * A page whose module loads on demand (docs/decisions/023-react-router.md): React's `lazy`, with
 * two things it lacks. `preload()` loads the module ahead of a render: before the browser
 * hydrates a page the server rendered, and before the server renders it, so that render is the
 * page itself and not a fallback. And a module that fails to load (offline before the service
 * worker held it, a new deploy) is not failed for good, as `lazy` keeps it: the page shows why,
 * in its own place, and the next move to it loads the module again.
 *
 * While the module loads, the page suspends; a move renders as a transition (React Router's
 * BrowserRouter), so the page the visitor is leaving stays on screen until this one can show:
 * no blank frame, no fallback between the two.
 */
export interface LazyPage {
  (): ReactNode;
  preload(): Promise<void>;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  /** The load a render waits for, and the move (location key) that started it. */
  let attempt:
    { key: string; failed: boolean; result: Promise<{ Page: ComponentType } | { error: unknown }> } | undefined;

  const loadPage = () =>
    (loading ??= load().then(
      (module) => (Page = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LoadedPage() {
    const { key } = useLocation();
    // Loaded ahead (preload): no waiting. Once a render has waited for a load, every later one
    // reads that load again, already settled (React asks a component that suspended to).
    if (Page && !attempt) return <Page />;
    // A failed load is tried again on the next move here, not on every render of this one.
    if (!attempt || (attempt.failed && attempt.key !== key)) {
      const next = {
        key,
        failed: false,
        result: loadPage().then(
          (Loaded) => ({ Page: Loaded }),
          (error: unknown) => {
            next.failed = true;
            return { error };
          },
        ),
      };
      attempt = next;
    }
    const result = use(attempt.result);
    if ('error' in result) return <PageCouldNotOpen error={result.error} />;
    return <result.Page />;
  }
  LoadedPage.preload = () => loadPage().then(() => undefined);
  return LoadedPage;
}

/** Loads the page modules of the routes that show `pathname`; rejects when one does not arrive. */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()));
}
