// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { RootLayout } from './root-layout';

beforeEach(async () => {
  await db.cart.clear();
  // Signed out: no session check reaches the network.
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderLayout() {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <h1>Featured Recipes</h1> }] }]);
  render(<RouterProvider router={router} />);
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
});
