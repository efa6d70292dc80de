// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartOpen } from '../../components/layout/ui-store';
import { toast, toastStore } from '../../components/ui/toast-store';
import { db } from '../../data/db';
import { CartSheet } from './cart-sheet';

const CAKE = 'Buttercream Cake Decorating';

beforeEach(async () => {
  await Promise.all([db.cart.clear(), db.shop.clear()]);
  toastStore.setState([], true);
  cartOpen.setState(false);
});
afterEach(() => {
  cleanup();
});

/** The shop's class list as the device mirrors it (app/features/shop/shop-data.ts). */
const mirrorSpots = (spotsAvailable: number) =>
  db.shop.put({
    key: 'workshops',
    value: [{ id: 2, kind: 'class', title: CAKE, spotsAvailable }],
    savedAt: Date.now(),
  });
const putCake = (quantity: number) =>
  db.cart.put({ key: 'class:2', id: 2, type: 'class', title: CAKE, price: 7500, quantity, addedAt: 1 });

function openCart() {
  cartOpen.setState(true);
  const router = createMemoryRouter([{ path: '/', element: <CartSheet /> }]);
  render(<RouterProvider router={router} />);
}

const cakeLine = async () => within(await screen.findByRole('listitem', { name: CAKE }));
const quantity = async () => (await cakeLine()).getByTestId('line-quantity').textContent;

describe('a class line at its spots left', () => {
  it('disables + at the limit and says why, for sighted and screen-reader users', async () => {
    await mirrorSpots(2);
    await putCake(1);
    openCart();
    const line = await cakeLine();
    const plus = line.getByRole('button', { name: `Increase quantity of ${CAKE}` }) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    expect(line.queryByText('Only 2 spots left')).toBeNull();

    fireEvent.click(plus);
    await waitFor(async () => expect(await quantity()).toBe('2'));
    await waitFor(() => expect(plus.disabled).toBe(true));
    const note = line.getByText('Only 2 spots left');
    expect(plus.getAttribute('aria-describedby')).toBe(note.id);

    fireEvent.click(plus);
    await new Promise((r) => setTimeout(r, 50));
    expect(await quantity()).toBe('2');
    expect((await db.cart.get('class:2'))?.quantity).toBe(2);

    // Lowering stays possible and lifts the limit note.
    fireEvent.click(line.getByRole('button', { name: `Decrease quantity of ${CAKE}` }));
    await waitFor(() => expect(plus.disabled).toBe(false));
    expect(line.queryByText('Only 2 spots left')).toBeNull();
  });

  it('keeps a line that is above the spots left and asks to lower it', async () => {
    await mirrorSpots(2);
    await putCake(5);
    openCart();
    const line = await cakeLine();
    expect(await quantity()).toBe('5');
    expect(line.getByText('Only 2 spots left. Lower the quantity before you check out.')).toBeTruthy();
    expect((line.getByRole('button', { name: `Increase quantity of ${CAKE}` }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('has no limit for a class the device has not seen', async () => {
    await putCake(4);
    openCart();
    const line = await cakeLine();
    expect((line.getByRole('button', { name: `Increase quantity of ${CAKE}` }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(line.queryByTestId('spots-note')).toBeNull();
  });
});

describe('a class line no longer on the shop list', () => {
  const inADay = new Date(Date.now() + 86_400_000).toISOString();
  const listed = (id: number, title: string, date = inADay) => ({
    id,
    kind: 'class',
    title,
    spotsAvailable: 6,
    date,
    location: 'Sift & Story Studio',
    timeZone: 'America/New_York',
  });

  it('says it is no longer offered (cancelled, or it has taken place) and asks to remove it before checkout', async () => {
    // The device's list, read again since the line was added, no longer has class 2.
    await db.shop.put({ key: 'workshops', value: [listed(4, 'Macaron Masterclass')], savedAt: Date.now() });
    await putCake(1);
    openCart();
    const line = await cakeLine();
    const note = await line.findByText('No longer offered. Remove it before you check out.');
    const plus = line.getByRole('button', { name: `Increase quantity of ${CAKE}` }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('says the same of a class the device saved before it took place (offline, by the device clock)', async () => {
    // Saved yesterday, when the class was still to come; it started an hour ago.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await db.shop.put({ key: 'workshops', value: [listed(2, CAKE, anHourAgo)], savedAt: Date.now() - 86_400_000 });
    await putCake(1);
    openCart();
    const line = await cakeLine();
    await line.findByText('No longer offered. Remove it before you check out.');
    // Its date stays beside it: the baker sees why.
    expect(line.getByTestId('class-when-where')).toBeTruthy();
  });

  it('says nothing of the kind for a class the list still has', async () => {
    await db.shop.put({ key: 'workshops', value: [listed(2, CAKE)], savedAt: Date.now() });
    await putCake(1);
    openCart();
    const line = await cakeLine();
    await line.findByTestId('class-when-where');
    expect(line.queryByTestId('gone-note')).toBeNull();
  });
});

describe('the cart panel and the toast', () => {
  it('dismisses the toast on screen when it opens, so the toast does not cover Checkout and Clear Cart', async () => {
    await putCake(1);
    act(
      () =>
        void toast({
          title: 'Added to cart',
          description: `${CAKE} is in your cart. Your seat is confirmed at checkout.`,
          variant: 'success',
        }),
    );
    expect(toastStore.getState()[0]?.open).toBe(true);
    openCart();
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeTruthy();
    expect(toastStore.getState().every((t) => !t.open)).toBe(true);
  });
});
