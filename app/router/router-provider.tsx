import { Component, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, type Router, type RouterState } from './create-router';
import type { Location } from './path';
import { RouteContext, RouteErrorContext, RouterContext, StateContext } from './contexts';

/**
 * Renders the router's page: the matched routes nested, each layout's Outlet showing the next.
 * The same in the browser and in the server's render, so the HTML the server sent is hydrated as
 * it is (docs/decisions/007-server-rendered-first-visit.md).
 */

/** The router's state, kept up with every move. Moves render as a transition, as React Router's did. */
function useStateOf(router: Router): RouterState {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    // A move made between this render and the subscription is not lost.
    setState(router.state);
    return unsubscribe;
  }, [router]);
  return state;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useStateOf(router);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>{renderMatches(state)}</StateContext>
    </RouterContext>
  );
}

/** A router around `children` with no route table, at `initialEntries`' last address (unit tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  const state = useStateOf(router);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>{children}</StateContext>
    </RouterContext>
  );
}

/** Where a layout route shows its child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

function renderMatches(state: RouterState): ReactNode {
  const { matches, error, location } = state;
  let last = matches.length - 1;
  let fallbackAt = -1;
  if (!state.initialized) {
    // Before the first page's modules are here: the nearest fallback above the first route still loading.
    const loadingAt = matches.findIndex((m) => m.route.lazy);
    for (let i = loadingAt; i >= 0 && fallbackAt < 0; i--)
      if (matches[i]!.route.hydrateFallbackElement !== undefined) fallbackAt = i;
    if (fallbackAt < 0) return null;
    last = fallbackAt;
  }
  if (error) last = error.index;
  const params = matches[0]?.params ?? {};
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const { route } = matches[i]!;
    let element: ReactNode;
    if (i === fallbackAt) element = route.hydrateFallbackElement;
    else if (error && i === error.index)
      element = <RouteErrorContext value={error.value}>{route.errorElement ?? null}</RouteErrorContext>;
    else element = route.element ?? (route.Component ? <route.Component /> : <Outlet />);
    let node = <RouteContext value={{ outlet, params, matches: matches.slice(0, i + 1) }}>{element}</RouteContext>;
    if (route.errorElement !== undefined && !(error && i === error.index))
      node = (
        <RouteErrorBoundary location={location} fallback={route.errorElement}>
          {node}
        </RouteErrorBoundary>
      );
    outlet = node;
  }
  return outlet;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route with an errorElement shows it when the route, or a route inside it, throws while rendering; a move clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown; location: Location }> {
  state = { failed: false, error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { failed: false, error: undefined, location: props.location };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}
