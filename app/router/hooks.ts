import { useCallback, useContext, useMemo } from 'react';
import type { NavigateOptions, Router, RouterState } from './create-router';
import type { NavigationType } from './history';
import type { Location, Params, To } from './path';
import { RouteContext, RouteErrorContext, RouterContext, StateContext } from './contexts';

/** The hooks pages read the address with, named and shaped as React Router's (docs/decisions/018-own-router.md). */

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook is used outside a RouterProvider');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook is used outside a RouterProvider');
  return state;
}

export const useLocation = (): Location => useRouterState().location;

/** How the page was reached: POP (a fresh load, Back, Forward), PUSH (a link) or REPLACE. */
export const useNavigationType = (): NavigationType => useRouterState().navigationType;

export const useParams = (): Params => useContext(RouteContext).params;

export const useRouteError = (): unknown => useContext(RouteErrorContext);

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

/** The same function for the whole visit: safe in an effect's dependencies. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate as NavigateFunction;
}

export type URLSearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];
export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((prev: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a setter that moves to the same path with another query (the hash dropped). */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
