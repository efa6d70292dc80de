// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../data/db';
import { clearAdminSession, saveAdminSession } from '../features/admin';
import { RootLayout } from './root-layout';

beforeEach(async () => {
  await db.cart.clear();
  // Signed out: no session check reaches the network.
  vi.stubGlobal(
    'fetch',
    async () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A page that shows a skeleton before its heading, as one reading the device does. */
function HeadingLater() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>Later</h1> : <p>Loading</p>;
}

function renderLayout(at = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Featured Recipes</h1> },
          {
            path: '/recipes',
            element: (
              <>
                <h1>Recipes</h1>
                <input aria-label="Search recipes" />
              </>
            ),
          },
          { path: '/shop', element: <h1>Shop</h1> },
          { path: '/recipes/:slug', element: <h1>A recipe</h1> },
          { path: '/later', element: <HeadingLater /> },
          { path: '/recipes/edit/:slug', element: <h1>Edit Recipe</h1> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the root layout', () => {
  it("shows the header's cart with its count", async () => {
    await db.cart.put({ key: 'class:1', id: 1, type: 'class', title: 'Bread', price: 6500, quantity: 2, addedAt: 1 });
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Shopping cart, 2 items' })).toBeTruthy();
  });

  it('keeps the page and the navigation when the device cannot read the cart: only the cart button goes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.cart, 'toArray').mockRejectedValue(new Error('The device storage failed'));
    renderLayout();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Shopping cart/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Featured Recipes' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on this page')).toBeNull();
  });

  // docs/product.md (Header): the mobile menu closes on route change, also when a menu link leads
  // to the page's own path (only its query changes, or nothing does).
  it.each([
    ['/recipes?tag=Bread', 'Recipes', '/recipes', ''],
    ['/shop', 'Shop', '/shop', ''],
    ['/recipes', 'Shop', '/shop', ''],
  ])('closes the mobile menu on %s when its %s link is chosen', async (at, link, path, search) => {
    const router = renderLayout(at);
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(menu).getByRole('link', { name: link }));
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.search).toBe(search);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  // docs/product.md#admin: the header reads the tab's isAdmin flag; an admin gets the way back to the dashboard.
  it("links the footer's social chips to the bakery's own accounts", async () => {
    renderLayout('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/siftandstory',
    );
    expect(within(footer).getByRole('link', { name: 'Pinterest' }).getAttribute('href')).toBe(
      'https://www.pinterest.com/siftandstory',
    );
  });

  it('shows an Admin link to the dashboard while the tab holds an admin session, and none after it ends', async () => {
    const router = renderLayout('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();

    saveAdminSession('admin_1_abc');
    await act(() => router.navigate('/recipes'));
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/dashboard');

    clearAdminSession();
    await act(() => router.navigate('/shop'));
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it("marks the page's own link as current: Recipes on a recipe, Admin on the admin's recipe forms under /recipes", async () => {
    saveAdminSession('admin_1_abc');
    const router = renderLayout('/recipes/lemon-bars');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Recipes']);

    await act(() => router.navigate('/recipes/edit/lemon-bars'));
    expect(current()).toEqual(['Admin']);

    await act(() => router.navigate('/'));
    expect(current()).toEqual(['Home']);
    clearAdminSession();
  });
});

// After a move to another page, a screen reader hears where the visitor now is.
describe('focus after a move to another page', () => {
  const focusedText = () => document.activeElement?.textContent ?? '';

  it("goes to the new page's heading, not on the first load", async () => {
    const router = renderLayout('/');
    await screen.findByRole('heading', { name: 'Featured Recipes' });
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/shop'));
    expect(focusedText()).toBe('Shop');
    expect(screen.getByRole('heading', { name: 'Shop' }).getAttribute('tabindex')).toBe('-1');
  });

  it('stays where it is for a change of the query or the hash, and on Back', async () => {
    const router = renderLayout('/recipes');
    const search = await screen.findByRole('textbox', { name: 'Search recipes' });
    search.focus();
    await act(() => router.navigate('/recipes?search=lemon'));
    await act(() => router.navigate('/recipes?search=lemon#results'));
    expect(document.activeElement).toBe(search);

    await act(() => router.navigate('/shop'));
    expect(focusedText()).toBe('Shop');
    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Recipes' });
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the heading when a link leads to the same page with another query (the footer's categories on Recipes)", async () => {
    const router = renderLayout('/recipes');
    await screen.findByRole('heading', { name: 'Recipes' });
    const bread = screen.getByRole('contentinfo').querySelector<HTMLAnchorElement>('a[href="/recipes?tag=Bread"]')!;
    bread.focus();
    await act(() => router.navigate('/recipes?tag=Bread'));
    expect(focusedText()).toBe('Recipes');
  });

  it('waits for a heading that comes after a skeleton, unless the visitor has moved focus meanwhile', async () => {
    const router = renderLayout('/');
    await screen.findByRole('heading', { name: 'Featured Recipes' });
    await act(() => router.navigate('/later'));
    await vi.waitFor(() => expect(focusedText()).toBe('Later'));

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/later'));
    const cart = screen.getByRole('button', { name: /Shopping cart/ });
    cart.focus();
    await screen.findByRole('heading', { name: 'Later' });
    expect(document.activeElement).toBe(cart);
  });
});
