// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { AuthProvider } from '../auth';
import { CheckoutPage } from './checkout-page';

beforeEach(async () => {
  await Promise.all([db.cart.clear(), db.shop.clear()]);
  await db.cart.put({ key: 'class:2', id: 2, type: 'class', title: 'Buttercream Cake Decorating', price: 7500, quantity: 1, addedAt: 1 });
  useToastStore.setState({ toasts: [] });
  // Signed out: no session check, and no order may reach the network in these tests.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderCheckout() {
  const router = createMemoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], { initialEntries: ['/checkout'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: 'Pay $75.00' });
}

const focused = () => document.activeElement as HTMLElement | null;

describe('the checkout form after a failed submit', () => {
  it('moves focus to the first invalid field, already marked invalid and described by its message', async () => {
    const pay = await renderCheckout();
    pay.focus();
    fireEvent.click(pay);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Form Error', description: 'Please check the form for errors and try again.' });
    const name = screen.getByLabelText('Full Name');
    expect(focused()).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required');
  });

  it('goes to the first field still wrong, in form order, not to the first one on the page', async () => {
    const pay = await renderCheckout();
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Jo Baker' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jo@example.com' } });
    fireEvent.change(screen.getByLabelText('Card Number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry Date (MM/YY)'), { target: { value: '12/29' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Street Address'), { target: { value: '1 Mill Road' } });
    fireEvent.change(screen.getByLabelText('ZIP/Postal Code'), { target: { value: '05001' } });
    fireEvent.click(pay);
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(screen.getByText('State/Province is required')).toBeTruthy();
    expect(focused()).toBe(screen.getByLabelText('City'));
    expect(fetch).not.toHaveBeenCalledWith('/api/checkout', expect.anything());
  });
});
