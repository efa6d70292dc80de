import { createContext, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router';
import type { Params, RouteMatch } from './path';

/**
 * What the router's components and hooks read. The router itself never changes for a tree, so a
 * component that only navigates (useNavigate) does not render again on every move; the state
 * does, with each move.
 */
export const RouterContext = createContext<Router | null>(null);
export const StateContext = createContext<RouterState | null>(null);

/** The route being rendered: what its Outlet shows and the params of the address. */
export interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
  matches: RouteMatch[];
}
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {}, matches: [] });

/** The failure an errorElement shows (useRouteError). */
export const RouteErrorContext = createContext<unknown>(undefined);
