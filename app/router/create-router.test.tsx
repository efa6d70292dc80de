// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type Router } from './create-router';
import { useLocation, useNavigationType, useParams, useRouteError, useSearchParams } from './hooks';
import { Navigate } from './link';
import type { RouteObject } from './path';
import { Outlet, RouterProvider } from './router-provider';

afterEach(cleanup);

/** A promise resolved or rejected from the test: a page module on a slow network. */
function slowModule() {
  let resolve!: (value: Partial<RouteObject>) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<Partial<RouteObject>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}${search}${hash}`}</p>;
}

function Failure() {
  const error = useRouteError();
  return <h1>{`Could not open: ${(error as Error).message}`}</h1>;
}

const layout = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    errorElement: <Failure />,
    hydrateFallbackElement: <p>Starting</p>,
    children,
  },
];

function show(router: Router) {
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('moves', () => {
  it('pushes, replaces and goes back, each with its navigation type and a key of its own', async () => {
    const router = show(
      createMemoryRouter(
        layout([
          { path: '/', element: <h1>Home</h1> },
          { path: '/shop', element: <h1>Shop</h1> },
          { path: '/about', element: <h1>About</h1> },
        ]),
      ),
    );
    expect(where()).toBe('POP /');
    expect(router.state.location.key).toBe('default');
    await act(() => router.navigate('/shop?tab=workshops'));
    expect(where()).toBe('PUSH /shop?tab=workshops');
    const shopKey = router.state.location.key;
    expect(shopKey).not.toBe('default');
    await act(() => router.navigate('/about#faq', { replace: true }));
    expect(where()).toBe('REPLACE /about#faq');
    expect(screen.getByRole('heading').textContent).toBe('About');
    await act(() => router.navigate(-1));
    expect(where()).toBe('POP /');
    expect(router.state.location.key).toBe('default');
    await act(() => router.navigate(1));
    expect(where()).toBe('POP /about#faq');
    expect(router.state.location.key).not.toBe(shopKey);
  });

  it('tells every subscriber about each move, with its location', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }]);
    const seen: string[] = [];
    const stop = router.subscribe(({ location }) => seen.push(location.pathname));
    await router.navigate('/a');
    await router.navigate('/b');
    stop();
    await router.navigate('/c');
    expect(seen).toEqual(['/a', '/b']);
  });

  it('gives the params of the address to the page and its layout', () => {
    function Param() {
      return <p>{`id ${useParams().id}`}</p>;
    }
    show(
      createMemoryRouter([{ element: <Outlet />, children: [{ path: '/recipes/:id', element: <Param /> }] }], {
        initialEntries: ['/recipes/scones'],
      }),
    );
    expect(screen.getByText('id scones')).toBeTruthy();
  });

  it('leads elsewhere from a Navigate in the table, replacing the entry', async () => {
    const router = createMemoryRouter(
      layout([
        { path: '/', element: <h1>Home</h1> },
        { path: '/workshops', element: <Navigate to="/shop?tab=workshops" replace /> },
        { path: '/shop', element: <h1>Shop</h1> },
      ]),
    );
    show(router);
    await act(() => router.navigate('/workshops'));
    expect(where()).toBe('REPLACE /shop?tab=workshops');
    await act(() => router.navigate(-1));
    expect(where()).toBe('POP /');
  });
});

describe('page modules loaded on demand', () => {
  it("keeps the current page, and its address, until the next page's module is here, then shows it", async () => {
    const module = slowModule();
    const lazy = vi.fn(() => module.promise);
    const router = show(
      createMemoryRouter(
        layout([
          { path: '/', element: <h1>Home</h1> },
          { path: '/shop', lazy },
        ]),
      ),
    );
    let done = false;
    void act(() => router.navigate('/shop')).then(() => (done = true));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(where()).toBe('POP /');
    expect(done).toBe(false);
    await act(async () => module.resolve({ Component: () => <h1>Shop</h1> }));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(screen.getByRole('heading').textContent).toBe('Shop');
    expect(where()).toBe('PUSH /shop');
    // Loaded once: the next visit shows it at once.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/shop'));
    expect(screen.getByRole('heading').textContent).toBe('Shop');
    expect(lazy).toHaveBeenCalledOnce();
  });

  it('drops a move overtaken by a later one while its module loads', async () => {
    const module = slowModule();
    const router = show(
      createMemoryRouter(
        layout([
          { path: '/', element: <h1>Home</h1> },
          { path: '/shop', lazy: () => module.promise },
          { path: '/about', element: <h1>About</h1> },
        ]),
      ),
    );
    const slow = router.navigate('/shop');
    await act(() => router.navigate('/about'));
    await act(async () => {
      module.resolve({ element: <h1>Shop</h1> });
      await slow;
    });
    expect(screen.getByRole('heading').textContent).toBe('About');
    expect(where()).toBe('PUSH /about');
  });

  it('shows the nearest errorElement, with the failure, when a module does not load, and tries again on the next move', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const router = show(
      createMemoryRouter(
        layout([
          { path: '/', element: <h1>Home</h1> },
          {
            path: '/shop',
            lazy: async () => {
              attempts += 1;
              if (attempts === 1) throw new Error('offline');
              return { element: <h1>Shop</h1> };
            },
          },
        ]),
      ),
    );
    await act(() => router.navigate('/shop'));
    expect(screen.getByRole('heading').textContent).toBe('Could not open: offline');
    expect(router.state.location.pathname).toBe('/shop');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/shop'));
    expect(screen.getByRole('heading').textContent).toBe('Shop');
  });

  it('shows the errorElement when a page throws while rendering, and the next page once the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    const router = show(
      createMemoryRouter(
        layout([
          { path: '/', element: <h1>Home</h1> },
          { path: '/bad', element: <Broken /> },
        ]),
        {
          initialEntries: ['/bad'],
        },
      ),
    );
    expect(screen.getByRole('heading').textContent).toBe('Could not open: broken');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('Home');
  });

  it("shows the fallback while the first page's module loads on a start with nothing on screen", async () => {
    const module = slowModule();
    show(createMemoryRouter(layout([{ path: '/', lazy: () => module.promise }])));
    expect(screen.getByText('Starting')).toBeTruthy();
    await act(async () => module.resolve({ element: <h1>Home</h1> }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Starting')).toBeNull();
  });
});

describe('useSearchParams', () => {
  function Tabs() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p data-testid="tab">{params.get('tab') ?? 'videos'}</p>
        <button type="button" onClick={() => setParams({ tab: 'workshops' })}>
          Workshops
        </button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (prev) => {
                prev.delete('tab');
                return prev;
              },
              { replace: true },
            )
          }
        >
          Videos
        </button>
      </>
    );
  }

  it('reads the query and moves to the same path with a new one', async () => {
    const router = show(
      createMemoryRouter(layout([{ path: '/shop', element: <Tabs /> }]), { initialEntries: ['/shop?x=1#top'] }),
    );
    await act(async () => screen.getByRole('button', { name: 'Workshops' }).click());
    expect(screen.getByTestId('tab').textContent).toBe('workshops');
    expect(where()).toBe('PUSH /shop?tab=workshops');
    await act(async () => screen.getByRole('button', { name: 'Videos' }).click());
    expect(screen.getByTestId('tab').textContent).toBe('videos');
    expect(where()).toBe('REPLACE /shop');
    expect(router.state.location.search).toBe('');
  });
});
