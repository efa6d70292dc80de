import type { ComponentType, ReactNode } from 'react';

/**
 * Addresses and the route table: what a route is, how a path pattern matches a URL and how a
 * link's target becomes an address. The app's own router (docs/decisions/018-own-router.md)
 * keeps the names and shapes React Router gave these, so pages did not change.
 */

/** A route of the table (app/routes.tsx): a page, a layout around its children, or both. */
export interface RouteObject {
  /** Absolute ('/recipes/:id') or relative to the parent's; '*' matches any rest. None: a layout. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown in the route's place when its module fails to load or it (or a child) throws while rendering. */
  errorElement?: ReactNode;
  /** Shown while the first page's modules load on a start with nothing on screen. */
  hydrateFallbackElement?: ReactNode;
  /** The route's module, loaded on first use; what it resolves to is put on the route. */
  lazy?: () => Promise<Partial<Pick<RouteObject, 'element' | 'Component' | 'errorElement'>>>;
  children?: RouteObject[];
}

export interface Path {
  pathname: string;
  /** '' or '?a=b' */
  search: string;
  /** '' or '#id' */
  hash: string;
}

/** Where the visitor is: a history entry. `key` is 'default' on an entry the app did not make (a fresh load). */
export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

/** A link's or a navigation's target: an address ('/shop?tab=workshops', '?tag=Bread', '#faq') or its parts. */
export type To = string | Partial<Path>;

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: { path: string; end: boolean };
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>): string =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

/**
 * The address `to` leads to from `from`, as React Router resolves it: a target without a path
 * ('?tag=Bread', { hash: 'faq' }) stays on the current path; a relative path goes from the current one.
 */
export function resolveTo(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = target.pathname ?? from;
  if (!pathname.startsWith('/')) {
    const segments = from.replace(/\/+$/, '').split('/');
    for (const segment of pathname.split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    pathname = segments.join('/') || '/';
  }
  const search = target.search && target.search !== '?' ? target.search.replace(/^\??/, '?') : '';
  const hash = target.hash && target.hash !== '#' ? target.hash.replace(/^#?/, '#') : '';
  return { pathname, search, hash };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `pathname` matches `pattern` ('/recipes/:id', '/admin/*'), and with which params.
 * `end: false` also matches longer paths below it ('/recipes' matches '/recipes/lemon-bars').
 * Case-insensitive, a trailing slash allowed, as in React Router.
 */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const names: string[] = [];
  const splat = path === '*' || path.endsWith('/*');
  const base = path.replace(/\/?\*$/, '').replace(/\/+$/, '');
  let source =
    '^' +
    base
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escape(segment);
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
  if (splat) {
    names.push('*');
    source += base ? '(?:/(.*))?$' : '/?(.*)$';
  } else source += end ? '/?$' : '(?:/|$)';
  const found = new RegExp(source, 'i').exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : safeDecode(value);
  });
  return { params, pathname: found[0], pattern: { path, end } };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface Branch {
  path: string;
  score: number;
  routes: RouteObject[];
}

/**
 * React Router's ranking: more segments first, a fixed segment before a param before a splat, so
 * '/recipes/add' wins over '/recipes/:id' wherever each sits in the table; ties keep table order.
 */
function score(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (s.startsWith(':') ? 3 : s === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '', into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : [parentPath.replace(/\/+$/, ''), own].filter(Boolean).join('/');
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, into);
    if (route.path !== undefined)
      into.push({ path: path.startsWith('/') ? path : `/${path}`, score: score(path), routes: chain });
  }
  return into;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The routes, outermost layout first, that show `pathname`; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    branchCache.set(routes, branches);
  }
  for (const branch of branches) {
    const found = matchPath(branch.path, pathname);
    if (found) return branch.routes.map((route) => ({ route, params: found.params, pathname: found.pathname }));
  }
  return null;
}
