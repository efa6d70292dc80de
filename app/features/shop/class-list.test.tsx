// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Workshop } from '../../../shared/schemas/shop';
import { toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { ClassList } from './class-list';

const CAKE = 'Buttercream Cake Decorating';
const cake: Workshop = {
  id: 2,
  kind: 'class',
  title: CAKE,
  description: 'Pipe, smooth and stack a layer cake.',
  date: '2027-01-16T15:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'The Sift & Story kitchen',
  price: 7500,
  imageUrl: null,
  spotsAvailable: 2,
};

beforeEach(async () => {
  await Promise.all([db.cart.clear(), db.shop.clear()]);
  toastStore.setState([], true);
});
afterEach(() => {
  cleanup();
});

const lastToast = () => toastStore.getState()[0];
const cakeQuantity = async () => (await db.cart.get('class:2'))?.quantity;

describe('Reserve a Spot', () => {
  it('adds up to the spots left, then tells the visitor instead of adding more', async () => {
    render(<ClassList workshops={{ data: [cake], isLoading: false, isError: false }} />);
    const card = within(screen.getByRole('article', { name: CAKE }));
    expect(card.getByTestId('spots-left').textContent).toBe('2 spots left');
    const reserve = card.getByRole('button', { name: `Reserve a spot in ${CAKE}` });

    fireEvent.click(reserve);
    await waitFor(async () => expect(await cakeQuantity()).toBe(1));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Added to cart',
        description: `${CAKE} is in your cart. Your seat is confirmed at checkout.`,
      }),
    );

    fireEvent.click(reserve);
    await waitFor(async () => expect(await cakeQuantity()).toBe(2));

    fireEvent.click(reserve);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Not enough spots left',
        description: `Only 2 spots are left in ${CAKE}, and your cart already has 2.`,
        variant: 'destructive',
      }),
    );
    fireEvent.click(reserve);
    await new Promise((r) => setTimeout(r, 50));
    expect(await cakeQuantity()).toBe(2);
  });

  it('says sold out, to screen readers too, and cannot be pressed when no spot is left', () => {
    render(<ClassList workshops={{ data: [{ ...cake, spotsAvailable: 0 }], isLoading: false, isError: false }} />);
    expect(screen.queryByRole('button', { name: `Reserve a spot in ${CAKE}` })).toBeNull();
    const button = screen.getByRole('button', { name: `${CAKE} is sold out` }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sold out');
  });
});
