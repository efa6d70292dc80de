// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { classSpotsLeft } from '../../data/cart';
import { db } from '../../data/db';
import { AuthProvider } from '../auth';
import { CheckoutPage } from './checkout-page';

beforeEach(async () => {
  await Promise.all([db.cart.clear(), db.shop.clear()]);
  await db.cart.put({
    key: 'class:2',
    id: 2,
    type: 'class',
    title: 'Buttercream Cake Decorating',
    price: 7500,
    quantity: 1,
    addedAt: 1,
  });
  toastStore.setState([], true);
  // Signed out: no session check, and no order may reach the network in these tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
});

let router: ReturnType<typeof createMemoryRouter>;
/** Renders /checkout and waits for its Pay button (none: does not wait). */
async function renderCheckout(payName: string | null = 'Pay $75.00') {
  router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/recipes', element: <h1>Recipes</h1> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return payName === null ? null : screen.findByRole('button', { name: payName });
}

const focused = () => document.activeElement as HTMLElement | null;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fillForm(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Full Name': 'Jo Baker',
    Email: 'jo@example.com',
    'Card Number': '4242424242424242',
    'Expiry Date (MM/YY)': '12/29',
    CVC: '123',
    'Street Address': '1 Mill Road',
    City: 'Willow Creek',
    'State/Province': 'VT',
    'ZIP/Postal Code': '05001',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the checkout form after a failed submit', () => {
  it('moves focus to the first invalid field, already marked invalid and described by its message', async () => {
    const pay = (await renderCheckout())!;
    pay.focus();
    fireEvent.click(pay);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(toastStore.getState()[0]).toMatchObject({
      title: 'Form Error',
      description: 'Please check the form for errors and try again.',
    });
    const name = screen.getByLabelText('Full Name');
    expect(focused()).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Name is required');
  });

  it('goes to the first field still wrong, in form order, not to the first one on the page', async () => {
    const pay = (await renderCheckout())!;
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

describe('the billing fields stop where the server does', () => {
  it('gives each text field the length the server accepts, and a value past it its own message, not a failed payment', async () => {
    const pay = (await renderCheckout())!;
    const limits = {
      'Full Name': 200,
      Email: 254,
      'Street Address': 300,
      City: 100,
      'State/Province': 100,
      'ZIP/Postal Code': 20,
    };
    for (const [label, max] of Object.entries(limits))
      expect(screen.getByLabelText(label).getAttribute('maxlength'), label).toBe(String(max));
    // A value set past the limit (autofill, a script) is caught before it is sent.
    fillForm({ 'ZIP/Postal Code': '0'.repeat(21) });
    fireEvent.click(pay);
    expect(await screen.findByText('ZIP/Postal code must be at most 20 characters')).toBeTruthy();
    expect(focused()).toBe(screen.getByLabelText('ZIP/Postal Code'));
    expect(fetch).not.toHaveBeenCalledWith('/api/checkout', expect.anything());
  });

  it("puts the server's refusal of a billing field on that field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          message: 'shippingInfo.city: City must be at most 100 characters',
          issues: [{ path: 'shippingInfo.city', message: 'City must be at most 100 characters' }],
        }),
      ),
    );
    const pay = (await renderCheckout())!;
    fillForm();
    fireEvent.click(pay);
    expect(await screen.findByText('City must be at most 100 characters')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('City')));
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Form Error' });
  });
});

describe('after the order is placed', () => {
  const placed = {
    orderId: 8,
    totalAmount: 7500,
    items: [
      {
        type: 'class',
        id: 2,
        title: 'Buttercream Cake Decorating',
        price: 7500,
        quantity: 1,
        date: '2027-01-16T15:00:00.000Z',
        location: 'The Sift & Story kitchen',
        timeZone: 'America/New_York',
      },
    ],
  };

  it("shows the order number and the class booked, with its date in the bakery's zone and its place", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, placed)),
    );
    const pay = (await renderCheckout())!;
    fillForm();
    fireEvent.click(pay);
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('#8');
    const booked = within(screen.getByRole('list', { name: 'What you booked' }));
    expect(booked.getByText('Buttercream Cake Decorating')).toBeTruthy();
    expect(booked.getByText('Sat, Jan 16, 2027, 10:00 AM EST')).toBeTruthy();
    expect(booked.getByText('The Sift & Story kitchen')).toBeTruthy();
    const calendar = booked.getByRole('link', { name: 'Add Buttercream Cake Decorating to your calendar' });
    const ics = decodeURIComponent(calendar.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain('DTSTART:20270116T150000Z');
    expect(ics).toContain('SUMMARY:Buttercream Cake Decorating');
    expect(calendar.getAttribute('download')).toBe('buttercream-cake-decorating.ics');
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Order Placed Successfully' });
  });

  it('keeps the confirmation past the 1.5 s of the old redirect, until the buyer leaves (decision 008)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, placed)),
    );
    const pay = (await renderCheckout())!;
    fillForm();
    fireEvent.click(pay);
    expect(await screen.findByText('Order placed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByTestId('order-number').textContent).toBe('#8');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the card checks made before anything is sent', () => {
  it.each([
    ['Card Number', '4242 4242 4242 4241', 'Card number is not valid'],
    ['Expiry Date (MM/YY)', '12/20', 'This card has expired'],
    ['ZIP/Postal Code', 'ABCDE', 'ZIP code must be 5 digits, or ZIP+4 like 12345-6789'],
  ])('%s %j: %j under the field, Form Error, nothing sent', async (label, value, message) => {
    const fetchMock = vi.fn(async () => json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const pay = (await renderCheckout())!;
    fillForm({ [label]: value });
    fireEvent.click(pay);
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(focused()).toBe(field);
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Form Error' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/checkout', expect.anything());
  });

  it('checks the postal code against the country chosen, and a new country clears its message', async () => {
    const pay = (await renderCheckout())!;
    fillForm({ 'ZIP/Postal Code': 'K1A 0B1' });
    fireEvent.click(pay);
    const zip = screen.getByLabelText('ZIP/Postal Code');
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows a refused card's reason (402) under 'Checkout Failed', and keeps the form", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(402, { message: 'Your card was declined. Please use a different card.', code: 'card_declined' }),
      ),
    );
    const pay = (await renderCheckout())!;
    fillForm({ 'Card Number': '4000 0000 0000 0002' });
    fireEvent.click(pay);
    await waitFor(() =>
      expect(toastStore.getState()[0]).toMatchObject({
        title: 'Checkout Failed',
        description: 'Your card was declined. Please use a different card.',
      }),
    );
    expect((screen.getByLabelText('Card Number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(await db.cart.count()).toBe(1);
    // A refusal is final for its key: the next try with another card is a new attempt.
    expect(sessionStorage.getItem('checkoutAttempt')).toBeNull();
  });
});

describe('when the session ended on the server while the device shows the buyer signed in', () => {
  const maple = {
    id: 3,
    username: 'maple',
    name: 'Maple Syrup',
    email: 'maple@example.com',
    firstName: null,
    lastName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const ended = 'Your session has ended, so your order was not placed. Please sign in again to place it.';

  it('sends the account it expects, keeps the cart and the form on a 401, signs out here and offers to sign in', async () => {
    document.cookie = 'signed_in=1';
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/me'
        ? json(200, maple)
        : url === '/api/checkout'
          ? json(401, { message: ended })
          : json(200, []),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pay = (await renderCheckout())!;
    await waitFor(() => expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Maple Syrup'));
    fillForm({ 'Full Name': 'Maple Syrup', Email: 'maple@example.com' });
    fireEvent.click(pay);

    expect(
      await screen.findByText('Your cart and the details you entered are still here: nothing has been charged.'),
    ).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/checkout')!;
    const init = (sent as unknown[])[1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers['X-Signed-In-User']).toBe('3');
    expect(JSON.parse(String(init.body)).userId).toBe('3');
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Checkout Failed', description: ended });
    // The sign-in dialog opens with the reason; closed, the page still offers it.
    // The sign-in dialog's module loads on demand: give it time on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText(ended).length).toBeGreaterThan(0);
    // Nothing was lost: the cart, the form.
    expect(await db.cart.count()).toBe(1);
    expect(
      (screen.getByLabelText('Street Address', { selector: 'input[name="address"]' }) as HTMLInputElement).value,
    ).toBe('1 Mill Road');
    expect(screen.getByRole('button', { name: 'Pay $75.00', hidden: true })).toBeTruthy();
  });
});

describe('a payment sent and never answered (a reload mid-payment)', () => {
  const KEY = 'checkout-5b0f4c1e-0000-4000-8000-000000000001';
  const unanswered = (account: number | null = null) =>
    sessionStorage.setItem(
      'checkoutAttempt',
      JSON.stringify({ fingerprint: 'earlier order', key: KEY, guestId: 'guest-1', account, sent: true }),
    );
  const stored = () =>
    JSON.parse(sessionStorage.getItem('checkoutAttempt') ?? 'null') as { key: string; sent?: boolean } | null;

  it('asks the server first and, when that order was placed, finishes as a success does', async () => {
    unanswered();
    const fetchMock = vi.fn(async (url: string) =>
      url === `/api/checkout/attempts/${KEY}` ? json(200, { orderId: 41 }) : json(500, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderCheckout(null);
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(toastStore.getState()[0]).toMatchObject({ title: 'Order Placed Successfully' });
    expect(await db.cart.count()).toBe(0);
    expect(stored()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/checkout', expect.anything());
    // The stored answer names the order: the confirmation gives its number.
    expect(screen.getByTestId('order-number').textContent).toBe('#41');
  });

  it('forgets it when the server never placed it, and the buyer pays with a new key', async () => {
    unanswered();
    const fetchMock = vi.fn(async (url: string) =>
      url === `/api/checkout/attempts/${KEY}`
        ? json(404, { message: 'No order was placed with this key.' })
        : url === '/api/checkout'
          ? json(201, { orderId: 42 })
          : json(500, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pay = (await renderCheckout())!;
    await waitFor(() => expect(stored()).toBeNull());
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    fillForm();
    fireEvent.click(pay);
    expect(await screen.findByText('Order placed')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/checkout')!;
    const key = ((sent as unknown[])[1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(key).toMatch(/^checkout-/);
    expect(key).not.toBe(KEY);
  });

  it('offline, says by Pay that the last payment may have gone through and keeps it to check later', async () => {
    unanswered();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const pay = (await renderCheckout())!;
      expect(await screen.findByText(/Your last payment was sent but no answer came back/)).toBeTruthy();
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      expect(stored()).toMatchObject({ key: KEY, sent: true });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('after a dropped answer, paying again with changed details first asks about the earlier key', async () => {
    let posts = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/checkout') {
        posts += 1;
        throw new TypeError('Failed to fetch');
      }
      if (url.startsWith('/api/checkout/attempts/')) return json(200, { orderId: 43 });
      return json(500, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const pay = (await renderCheckout())!;
    fillForm();
    fireEvent.click(pay);
    await waitFor(() => expect(toastStore.getState()[0]).toMatchObject({ title: 'Checkout Failed' }));
    expect(stored()).toMatchObject({ sent: true });
    fillForm({ City: 'Maple Falls' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $75.00' }));
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(posts).toBe(1);
  });

  it('a refusal is final: the attempt is forgotten, so the next try gets a new key', async () => {
    const keys: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit & { headers: Record<string, string> }) => {
        if (url !== '/api/checkout') return json(500, {});
        keys.push(init!.headers['Idempotency-Key']!);
        return json(400, {
          message:
            'Buttercream Cake Decorating cannot be booked yet: its price is still to be decided. Use Notify Me to hear when registration opens.',
        });
      }),
    );
    const pay = (await renderCheckout())!;
    fillForm();
    fireEvent.click(pay);
    // The server's sentence, not the generic text.
    await waitFor(() =>
      expect(toastStore.getState()[0]).toMatchObject({
        title: 'Checkout Failed',
        description:
          'Buttercream Cake Decorating cannot be booked yet: its price is still to be decided. Use Notify Me to hear when registration opens.',
      }),
    );
    expect(stored()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $75.00' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe("the cart's class limits after checkout", () => {
  const CAKE_CLASS = {
    id: 2,
    kind: 'class',
    title: 'Buttercream Cake Decorating',
    description: 'Pipe roses.',
    date: '2026-12-01T10:00:00.000Z',
    timeZone: 'America/New_York',
    location: 'Kitchen',
    price: 7500,
    imageUrl: null,
  };

  it('reads the class list again after a refusal for spots, so the cart shows the spots the server has', async () => {
    let spots = 4;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/shop/workshops') return json(200, [{ ...CAKE_CLASS, spotsAvailable: spots }]);
        if (url === '/api/checkout') {
          spots = 2;
          return json(409, {
            message: 'Sorry, there are not enough spots left in Buttercream Cake Decorating: only 2 spots are left.',
          });
        }
        return json(500, {});
      }),
    );
    await db.cart.update('class:2', { quantity: 3 });
    const pay = (await renderCheckout('Pay $225.00'))!;
    fillForm();
    fireEvent.click(pay);
    await waitFor(() =>
      expect(toastStore.getState()[0]).toMatchObject({
        title: 'Checkout Failed',
        description: expect.stringContaining('only 2 spots are left'),
      }),
    );
    await waitFor(async () => expect(await classSpotsLeft()).toEqual(new Map([[2, 2]])));
  });

  it('reads the class list anew after a refusal, even while the read made on opening the page is still on its way', async () => {
    let spots = 4;
    let answerFirstRead = () => undefined as void;
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/shop/workshops') {
          reads += 1;
          const answer = json(200, [{ ...CAKE_CLASS, spotsAvailable: spots }]);
          // The page's own read was answered with 4 spots, and reaches the app only after the refusal.
          if (reads === 1) await firstRead;
          return answer;
        }
        if (url === '/api/checkout') {
          spots = 2;
          setTimeout(answerFirstRead, 0);
          return json(409, {
            message: 'Sorry, there are not enough spots left in Buttercream Cake Decorating: only 2 spots are left.',
          });
        }
        return json(500, {});
      }),
    );
    await db.cart.update('class:2', { quantity: 3 });
    const pay = (await renderCheckout('Pay $225.00'))!;
    fillForm();
    fireEvent.click(pay);
    await waitFor(() => expect(toastStore.getState()[0]).toMatchObject({ title: 'Checkout Failed' }));
    await waitFor(async () => expect(await classSpotsLeft()).toEqual(new Map([[2, 2]])));
  });
});
