// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/checkout';
import { ClassesTab, PurchasesTab } from './orders-tabs';

const CAKE = 'Buttercream Cake Decorating';
const classDate = '2027-02-13T16:00:00.000Z';
const order: Order = {
  id: 7,
  totalAmount: 8500,
  createdAt: '2026-11-22T17:00:00.000Z',
  shippingInfo: {
    name: 'Jo Baker',
    email: 'jo@example.com',
    address: '1 Main St',
    city: 'Town',
    state: 'ST',
    zipCode: '12345',
    country: 'US',
  },
  paymentInfo: { cardLast4: '4242', expiryDate: '12/29' },
  items: [
    {
      type: 'class',
      id: 2,
      title: CAKE,
      price: 8500,
      quantity: 2,
      date: classDate,
      location: 'Sift & Story Studio',
      timeZone: 'America/New_York',
    },
  ],
  status: 'paid',
  refund: null,
};

afterEach(() => {
  cleanup();
});

describe('ClassesTab', () => {
  it("says when a booked class starts in the bakery's zone, the zone shown, with an 'Add to calendar' file", () => {
    render(
      <MemoryRouter>
        <ClassesTab lines={[{ order, item: order.items[0]! }]} loading={false} failed={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: CAKE })).toBeTruthy();
    expect(screen.getByText('Sat, Feb 13, 2027, 11:00 AM EST')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: `Add ${CAKE} to your calendar` });
    expect(decodeURIComponent(calendar.getAttribute('href')!)).toContain('DTSTART:20270213T160000Z');
  });

  it('offers no calendar file for a class whose order was cancelled, and says so', () => {
    const cancelled = { ...order, status: 'cancelled' as const, refund: { kind: 'credit' as const, amount: 8500 } };
    render(
      <MemoryRouter>
        <ClassesTab lines={[{ order: cancelled, item: order.items[0]! }]} loading={false} failed={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Cancelled (order #7)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /calendar/ })).toBeNull();
  });

  it('says the time is to be confirmed when the class no longer exists', () => {
    render(
      <MemoryRouter>
        <ClassesTab
          lines={[{ order, item: { ...order.items[0]!, date: null, location: null } }]}
          loading={false}
          failed={false}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('To be confirmed')).toHaveLength(2);
  });
});

describe('PurchasesTab', () => {
  it('shows each order as Paid, or Cancelled with the refund the policy gave', () => {
    const refunded = { ...order, id: 8, status: 'cancelled' as const, refund: { kind: 'full' as const, amount: 8500 } };
    const none = { ...order, id: 9, status: 'cancelled' as const, refund: { kind: 'none' as const, amount: 0 } };
    render(
      <MemoryRouter>
        <PurchasesTab orders={[none, refunded, order]} loading={false} failed={false} />
      </MemoryRouter>,
    );
    const statuses = screen.getAllByTestId('order-status').map((s) => s.textContent);
    expect(statuses).toEqual(['CancelledNo refund', 'CancelledRefunded $85.00', 'Paid']);
  });
});
