// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { saveAdminSession } from './admin-session';
import { json, renderRoutes, stubApi, toastTitles, type Answer } from './admin-test-utils';
import { ClassesTab } from './classes-tab';
import { OrdersTab } from './orders-tab';

const CAKE = 'Buttercream Cake Decorating';
const classLine = {
  type: 'class' as const,
  id: 2,
  title: CAKE,
  price: 7500,
  quantity: 2,
  date: '2027-01-16T15:00:00.000Z',
  location: 'The Sift & Story kitchen',
  timeZone: 'America/New_York',
};
const order = (id: number, status: 'paid' | 'cancelled' = 'paid') => ({
  id,
  createdAt: '2026-11-20T12:00:00.000Z',
  buyerName: 'Jo Baker',
  buyerEmail: 'jo@example.com',
  items: [classLine],
  totalAmount: 15000,
  status,
  refund: status === 'cancelled' ? { kind: 'credit', amount: 15000 } : null,
});

let orders = [order(12), order(11, 'cancelled')];
const answer: { current: Answer } = { current: () => json(500, {}) };
let calls: ReturnType<typeof stubApi>;
const server: Answer = (method, url) => {
  if (url.startsWith('/api/admin/orders?'))
    return json(200, {
      orders,
      page: Number(new URL(url, 'http://x').searchParams.get('page')),
      pageSize: 20,
      total: 45,
    });
  if (url === '/api/admin/orders/12/cancel-preview')
    return json(200, { refund: { kind: 'full', amount: 15000 }, hoursBeforeClass: 80.5 });
  if (method === 'POST' && url === '/api/admin/orders/12/cancel') {
    orders = [{ ...order(12, 'cancelled'), refund: { kind: 'full', amount: 15000 } }, order(11, 'cancelled')];
    return json(200, orders[0]);
  }
  if (url === '/api/admin/classes')
    return json(200, {
      classes: [
        {
          id: 2,
          title: CAKE,
          date: classLine.date,
          timeZone: classLine.timeZone,
          location: classLine.location,
          spotsSold: 3,
          spotsLeft: 9,
          roster: [{ name: 'Jo Baker', email: 'jo@example.com', seats: 3, orderId: 12 }],
        },
      ],
    });
  return json(404, { message: 'Not found' });
};

beforeEach(() => {
  localStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_abc');
  orders = [order(12), order(11, 'cancelled')];
  answer.current = server;
  calls = stubApi(answer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Orders tab', () => {
  it('lists the orders with buyer, lines, total and status, and pages through them', async () => {
    renderRoutes([{ path: '/', element: <OrdersTab /> }], '/');
    const first = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(first).getByText('jo@example.com', { exact: false })).toBeTruthy();
    expect(within(first).getByText(`2 × ${CAKE}`, { exact: false })).toBeTruthy();
    expect(within(first).getByText('$150.00')).toBeTruthy();
    expect(within(first).getByTestId('order-status').textContent).toBe('Paid');
    const cancelled = screen.getByRole('article', { name: 'Order #11' });
    expect(within(cancelled).getByTestId('order-status').textContent).toBe('Cancelled');
    expect(within(cancelled).getByText('Credit of $150.00 toward a future workshop')).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(calls[0]!.authorization).toBe('Bearer admin_1_abc');

    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/orders?page=2&pageSize=20')).toBe(true);
  });

  it('shows the refund the policy gives now before the admin confirms, then cancels', async () => {
    renderRoutes([{ path: '/', element: <OrdersTab /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #12?' });
    await within(dialog).findByText('Refund now: Full refund of $150.00');
    expect(
      within(dialog).getByText('The class starts in 80 hours: 72 hours or more before, a full refund.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toastTitles()).toContain('Order cancelled'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/orders/12/cancel']);
    const updated = await screen.findByRole('article', { name: 'Order #12' });
    await waitFor(() => expect(within(updated).getByTestId('order-status').textContent).toBe('Cancelled'));
  });

  it('Keep order closes the confirmation and cancels nothing', async () => {
    renderRoutes([{ path: '/', element: <OrdersTab /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 12' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText(/Refund now/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the Classes tab', () => {
  it("shows each class's date in the bakery's zone, its seats and its roster", async () => {
    renderRoutes([{ path: '/', element: <ClassesTab /> }], '/');
    const section = await screen.findByRole('region', { name: CAKE });
    expect(within(section).getByText(`Sat, Jan 16, 2027, 10:00 AM EST · ${classLine.location}`)).toBeTruthy();
    expect(within(section).getByTestId('class-seats').textContent).toBe('3 sold · 9 left');
    const table = within(section).getByRole('table');
    expect(within(table).getByRole('cell', { name: 'Jo Baker' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '#12' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: `Download roster of ${CAKE} (CSV)` })).toBeTruthy();
    expect(within(section).getByRole('button', { name: `Print roster of ${CAKE}` })).toBeTruthy();
  });
});
