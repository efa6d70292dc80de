import { describe, expect, it } from 'vitest';
import { createPath, matchPath, matchRoutes, resolveTo, type RouteObject } from './path';

describe('matchPath', () => {
  it('reads params, decoded, and allows a trailing slash and any case', () => {
    expect(matchPath('/recipes/:id', '/recipes/lemon%20bars')?.params).toEqual({ id: 'lemon bars' });
    expect(matchPath('/recipes/:id', '/Recipes/scones/')?.params).toEqual({ id: 'scones' });
    expect(matchPath('/recipes/:id', '/recipes')).toBeNull();
    expect(matchPath('/recipes/:id', '/recipes/a/b')).toBeNull();
  });

  it('matches whole segments, and paths below it only with end: false', () => {
    expect(matchPath('/recipes', '/recipes/lemon-bars')).toBeNull();
    expect(matchPath({ path: '/recipes', end: false }, '/recipes/lemon-bars')).not.toBeNull();
    expect(matchPath({ path: '/recipes', end: false }, '/recipesx')).toBeNull();
    expect(matchPath({ path: '/', end: true }, '/shop')).toBeNull();
    expect(matchPath({ path: '/', end: true }, '/')).not.toBeNull();
  });

  it("gives a splat's rest as the '*' param", () => {
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
    expect(matchPath('/admin/*', '/admin/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/administer')).toBeNull();
  });
});

describe('matchRoutes', () => {
  const root: RouteObject = { children: [] };
  const home: RouteObject = { path: '/' };
  const recipe: RouteObject = { path: '/recipes/:id' };
  const queryLayout: RouteObject = { children: [] };
  const add: RouteObject = { path: '/recipes/add' };
  const shop: RouteObject = { path: '/shop' };
  const notFound: RouteObject = { path: '*' };
  queryLayout.children = [add, shop];
  root.children = [home, recipe, queryLayout, notFound];
  const table = [root];
  const chain = (pathname: string) => matchRoutes(table, pathname)?.map((m) => m.route);

  it('gives the layouts, outermost first, then the page', () => {
    expect(chain('/')).toEqual([root, home]);
    expect(chain('/shop')).toEqual([root, queryLayout, shop]);
    expect(matchRoutes(table, '/recipes/scones')!.at(-1)!.params).toEqual({ id: 'scones' });
  });

  it('prefers a fixed segment to a param wherever each sits in the table, and anything to the splat', () => {
    expect(chain('/recipes/add')).toEqual([root, queryLayout, add]);
    expect(chain('/recipes/scones')).toEqual([root, recipe]);
    expect(chain('/nowhere')).toEqual([root, notFound]);
  });

  it('finds nothing when no route takes the address', () => {
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });
});

describe('resolveTo', () => {
  it('keeps the path for a query or a hash alone, and resolves relative paths', () => {
    expect(resolveTo('?tag=Bread', '/recipes')).toEqual({ pathname: '/recipes', search: '?tag=Bread', hash: '' });
    expect(resolveTo({ hash: 'faq' }, '/about')).toEqual({ pathname: '/about', search: '', hash: '#faq' });
    expect(resolveTo('/shop?tab=workshops#top', '/')).toEqual({
      pathname: '/shop',
      search: '?tab=workshops',
      hash: '#top',
    });
    expect(resolveTo('../add', '/recipes/edit')).toEqual({ pathname: '/recipes/add', search: '', hash: '' });
    expect(createPath(resolveTo('?', '/recipes'))).toBe('/recipes');
  });
});
