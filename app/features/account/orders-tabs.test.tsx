// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/checkout';
import { ClassesTab } from './orders-tabs';

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
  it('says when a booked class starts: the day and the time, as the shop shows it', () => {
    render(
      <MemoryRouter>
        <ClassesTab lines={[{ order, item: order.items[0]! }]} loading={false} failed={false} />
      </MemoryRouter>,
    );
    const date = new Date(classDate);
    const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(screen.getByRole('heading', { name: CAKE })).toBeTruthy();
    expect(screen.getByText(`${day} at ${time}`)).toBeTruthy();
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
