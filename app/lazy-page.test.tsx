// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import {
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page module on a slow network, resolved or rejected from the test. */
function slowModule(title: string) {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<{ Page: () => React.ReactNode }>((res, rej) => {
        resolve = () => res({ Page: () => <h1>{title}</h1> });
        reject = rej;
      }),
  );
  return { load, resolve: () => resolve(), reject: (err: unknown) => reject(err) };
}

let navigate: NavigateFunction;

function Layout() {
  navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <Suspense fallback={<p>Loading the page</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes([{ element: <Layout />, children: routes }]);
}

function show(routes: RouteObject[], at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Pages routes={routes} />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading').textContent;
const where = () => screen.getByTestId('where').textContent;
/** Lets the module's promise settle and React finish the move. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyPage', () => {
  it("keeps the page on screen until the next page's module is here, then shows it, loading it once", async () => {
    const shop = slowModule('Shop');
    show([
      { path: '/', element: <h1>Home</h1> },
      { path: '/shop', Component: lazyPage(shop.load, (m) => m.Page) },
    ]);
    await act(async () => navigate('/shop'));
    expect(heading()).toBe('Home');
    expect(screen.queryByText('Loading the page')).toBeNull();
    await act(async () => shop.resolve());
    await settle();
    expect(heading()).toBe('Shop');
    expect(where()).toBe('/shop');
    await act(async () => navigate('/'));
    await act(async () => navigate('/shop'));
    expect(heading()).toBe('Shop');
    expect(shop.load).toHaveBeenCalledOnce();
  });

  it('shows a later move when the visitor moves on while a module loads', async () => {
    const shop = slowModule('Shop');
    show([
      { path: '/', element: <h1>Home</h1> },
      { path: '/shop', Component: lazyPage(shop.load, (m) => m.Page) },
      { path: '/about', element: <h1>About</h1> },
    ]);
    await act(async () => navigate('/shop'));
    await act(async () => navigate('/about'));
    expect(heading()).toBe('About');
    await act(async () => shop.resolve());
    await settle();
    expect(heading()).toBe('About');
    expect(where()).toBe('/about');
  });

  it('says the page could not be opened when its module fails, in its place, and loads it again on the next move there', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = slowModule('Shop');
    const second = slowModule('Shop');
    const load = vi.fn().mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    show([
      { path: '/', element: <h1>Home</h1> },
      { path: '/shop', Component: lazyPage(load, (m: { Page: () => React.ReactNode }) => m.Page) },
    ]);
    await act(async () => navigate('/shop'));
    await act(async () => first.reject(new Error('offline')));
    await settle();
    expect(heading()).toBe('This page could not be opened');
    expect(where()).toBe('/shop');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(new Error('offline'));
    // Showing the failure again (another render of the same move) does not load it again.
    expect(load).toHaveBeenCalledOnce();
    await act(async () => navigate('/'));
    await act(async () => navigate('/shop'));
    expect(heading()).toBe('Home');
    await act(async () => second.resolve());
    await settle();
    expect(heading()).toBe('Shop');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPages', () => {
  it('loads the pages that show an address, which then render at once, and rejects when one does not arrive', async () => {
    const recipes = { Page: () => <h1>Recipes</h1> };
    const loadRecipes = vi.fn(async () => recipes);
    const loadShop = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [
      { path: '/recipes', Component: lazyPage(loadRecipes, (m) => m.Page) },
      { path: '/shop', Component: lazyPage(loadShop, (m: typeof recipes) => m.Page) },
    ];
    await preloadPages(routes, '/recipes');
    expect(loadRecipes).toHaveBeenCalledOnce();
    expect(loadShop).not.toHaveBeenCalled();
    // Rendered without suspending: what a hydration needs to match the server's page.
    render(
      <MemoryRouter initialEntries={['/recipes']}>
        <Suspense fallback={<p>Loading the page</p>}>
          <Pages routes={routes} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(heading()).toBe('Recipes');
    await expect(preloadPages(routes, '/shop')).rejects.toThrow('offline');
    // A failed load is not kept: the next one asks again.
    await expect(preloadPages(routes, '/shop')).rejects.toThrow('offline');
    expect(loadShop).toHaveBeenCalledTimes(2);
  });
});
