// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassChange } from '../../../shared/schemas/class-change';
import type { Order } from '../../../shared/schemas/checkout';
import { ClassesTab } from './orders-tabs';

const BREAD = 'Beginner Bread';
const zone = 'America/New_York';
const cancelledDate = { id: 1, title: BREAD, date: '2027-01-16T15:00:00.000Z', timeZone: zone, location: 'Studio' };
const laterDate = { id: 5, title: BREAD, date: '2027-02-13T15:00:00.000Z', timeZone: zone, location: 'Studio' };

function orderWith(change: Partial<ClassChange>, itemId: number): Order {
  return {
    id: 7,
    totalAmount: 13000,
    createdAt: '2026-11-22T17:00:00.000Z',
    shippingInfo: {
      name: 'Ada',
      email: 'ada@example.com',
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
        id: itemId,
        title: BREAD,
        price: 6500,
        quantity: 2,
        date: itemId === 5 ? laterDate.date : cancelledDate.date,
        location: 'Studio',
        timeZone: zone,
      },
    ],
    status: 'paid',
    refund: null,
    classChanges: [
      {
        id: 3,
        orderId: 7,
        cancelled: cancelledDate,
        seats: 2,
        amount: 13000,
        state: 'awaiting',
        decidedBy: null,
        chooseBy: '2026-12-13T12:00:00.000Z',
        decidedAt: null,
        movedTo: null,
        ...change,
      },
    ],
  };
}

const renderTab = (order: Order) =>
  render(
    <MemoryRouter>
      <ClassesTab lines={[{ order, item: order.items[0]! }]} loading={false} failed={false} />
    </MemoryRouter>,
  );

afterEach(() => cleanup());

describe("the buyer's Classes tab, for a class the bakery cancelled", () => {
  it('awaiting: says to choose from the e-mail, until when, and offers no calendar file', () => {
    renderTab(orderWith({}, 1));
    expect(screen.getByTestId('class-change-status').textContent).toBe(
      'Cancelled by the bakery: choose a refund or another date from our e-mail (until Sun, Dec 13, 2026, 7:00 AM EST)',
    );
    expect(screen.queryByRole('link', { name: /to your calendar/ })).toBeNull();
  });

  it('moved: the line is the new date, said as chosen, with its calendar file', () => {
    renderTab(orderWith({ state: 'moved', decidedBy: 'customer', movedTo: laterDate }, 5));
    expect(screen.getByTestId('class-change-status').textContent).toBe(
      'Moved to Sat, Feb 13, 2027, 10:00 AM EST, as you chose',
    );
    expect(screen.getByRole('link', { name: `Add ${BREAD} to your calendar` })).toBeTruthy();
  });

  it('refunded: says so with the amount', () => {
    renderTab(orderWith({ state: 'refunded', decidedBy: 'customer' }, 1));
    expect(screen.getByTestId('class-change-status').textContent).toBe(
      'Cancelled by the bakery: refunded in full, $130.00',
    );
    expect(screen.queryByRole('link', { name: /to your calendar/ })).toBeNull();
  });
});
