/**
 * The app's router (docs/decisions/018-own-router.md): the parts of React Router the app used,
 * with the same names and shapes, in a few KB instead of its 30 KB data router.
 */
export { createBrowserRouter, createMemoryRouter, createRouter, loadRouteModules } from './create-router';
export type { NavigateOptions, Router, RouterState } from './create-router';
export type { NavigationType } from './history';
export { matchPath, matchRoutes, createPath } from './path';
export type { Location, Params, Path, RouteMatch, RouteObject, To } from './path';
export {
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
  type SetURLSearchParams,
} from './hooks';
export { Link, Navigate, type LinkProps } from './link';
export { MemoryRouter, Outlet, RouterProvider } from './router-provider';
export { ScrollRestoration } from './scroll-restoration';
