import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartLines, cartView, clearCart, importLegacyCart, removeFromCart, setCartQuantity } from './cart';
import { db } from './db';

const bread = { id: 1, type: 'class' as const, title: 'Beginner Bread', price: 6500, imageUrl: '/objects/class-1' };
const macaron = { id: 4, type: 'class' as const, title: 'Macaron Masterclass', price: 9500 };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    has: (key: string) => data.has(key),
  };
}

const summary = async () => (await cartLines()).map((l) => `${l.key} x${l.quantity}`);

beforeEach(async () => {
  await db.cart.clear();
  await db.shop.clear();
});

/** The shop's class list as the device mirrors it (app/features/shop/shop-data.ts). */
function mirrorClasses(spots: Record<number, number>) {
  const value = Object.entries(spots).map(([id, spotsAvailable]) => ({
    id: Number(id),
    kind: 'class',
    title: `Class ${id}`,
    spotsAvailable,
  }));
  return db.shop.put({
    key: 'workshops',
    value: [...value, { id: 99, kind: 'workshop', spotsAvailable: 0 }],
    savedAt: Date.now(),
  });
}

describe('the device cart', () => {
  it('adds a class once and raises the quantity when it is added again', async () => {
    await addToCart(bread);
    await addToCart(macaron);
    await addToCart(bread);
    expect(await summary()).toEqual(['class:1 x2', 'class:4 x1']);
    const [line] = await cartLines();
    expect(line).toMatchObject({
      id: 1,
      type: 'class',
      title: 'Beginner Bread',
      price: 6500,
      imageUrl: '/objects/class-1',
    });
  });

  it('keeps a video and a class with the same id as two lines, and removes both by id', async () => {
    await addToCart(bread);
    await addToCart({ id: 1, type: 'video', title: 'Bread Basics', price: 0 });
    await addToCart(macaron);
    expect(await summary()).toEqual(['class:1 x1', 'video:1 x1', 'class:4 x1']);
    await removeFromCart(1);
    expect(await summary()).toEqual(['class:4 x1']);
  });

  it('sets a quantity of 1 or more and ignores lower ones', async () => {
    await addToCart(bread);
    await setCartQuantity(1, 3);
    expect(await summary()).toEqual(['class:1 x3']);
    await setCartQuantity(1, 0);
    await setCartQuantity(1, -2);
    expect(await summary()).toEqual(['class:1 x3']);
    await setCartQuantity(1, 1);
    expect(await summary()).toEqual(['class:1 x1']);
  });

  it('clears every line', async () => {
    await addToCart(bread);
    await addToCart(macaron);
    await clearCart();
    expect(await cartLines()).toEqual([]);
  });
});

describe('importLegacyCart (docs/product.md#cart)', () => {
  it('merges the legacy localStorage cart once and removes the key', async () => {
    await addToCart(bread);
    const storage = memoryStorage({
      cart: JSON.stringify([
        { id: 1, type: 'class', title: 'Beginner Bread', price: 6500, quantity: 2 },
        { id: 4, type: 'class', title: 'Macaron Masterclass', price: 9500, quantity: 1 },
      ]),
    });
    expect(await importLegacyCart(storage)).toBe(2);
    expect(storage.has('cart')).toBe(false);
    expect(await summary()).toEqual(['class:1 x3', 'class:4 x1']);
    // A second start finds nothing left to import.
    expect(await importLegacyCart(storage)).toBe(0);
    expect(await summary()).toEqual(['class:1 x3', 'class:4 x1']);
  });

  it('merges no further than an order may hold', async () => {
    await addToCart({ ...bread, quantity: 9_998 });
    const storage = memoryStorage({
      cart: JSON.stringify([{ id: 1, type: 'class', title: 'Beginner Bread', price: 6500, quantity: 1_000_000_000 }]),
    });
    expect(await importLegacyCart(storage)).toBe(1);
    expect(await summary()).toEqual(['class:1 x10000']);
  });

  it('drops an unreadable legacy cart without touching the device cart', async () => {
    await addToCart(macaron);
    const storage = memoryStorage({ cart: '{broken' });
    expect(await importLegacyCart(storage)).toBe(0);
    expect(storage.has('cart')).toBe(false);
    expect(await summary()).toEqual(['class:4 x1']);
  });

  it('does nothing when there is no legacy cart', async () => {
    expect(await importLegacyCart(memoryStorage())).toBe(0);
    expect(await cartLines()).toEqual([]);
  });
});

describe('spots left on the device', () => {
  it('does not add a class beyond the spots left the class card shows, and says so', async () => {
    expect(await addToCart(bread, { spotsLeft: 2 })).toEqual({ added: 1, quantity: 1, spotsLeft: 2 });
    expect(await addToCart(bread, { spotsLeft: 2 })).toEqual({ added: 1, quantity: 2, spotsLeft: 2 });
    expect(await addToCart(bread, { spotsLeft: 2 })).toEqual({ added: 0, quantity: 2, spotsLeft: 2 });
    expect(await summary()).toEqual(['class:1 x2']);
  });

  it('uses the class list saved on the device when no figure is given (offline too)', async () => {
    await mirrorClasses({ 1: 2 });
    await addToCart(bread);
    await addToCart(bread);
    expect((await addToCart(bread)).added).toBe(0);
    expect(await summary()).toEqual(['class:1 x2']);
  });

  it('ignores a raise past the spots left but lets the visitor lower the quantity', async () => {
    await mirrorClasses({ 1: 2 });
    await addToCart(bread);
    await setCartQuantity(1, 2);
    await setCartQuantity(1, 3);
    expect(await summary()).toEqual(['class:1 x2']);
    await setCartQuantity(1, 1);
    expect(await summary()).toEqual(['class:1 x1']);
  });

  it('keeps a line that the spots fell below, and shows the spots left with it', async () => {
    await addToCart({ ...bread, quantity: 5 });
    await mirrorClasses({ 1: 2 });
    await addToCart(bread);
    expect(await summary()).toEqual(['class:1 x5']);
    await addToCart({ id: 1, type: 'video', title: 'Bread Basics', price: 0 });
    expect((await cartView()).map((l) => [l.key, l.quantity, l.spotsLeft])).toEqual([
      ['class:1', 5, 2],
      ['video:1', 1, undefined],
    ]);
  });

  it('has no limit for a class the device has not seen', async () => {
    await mirrorClasses({ 4: 1 });
    await setCartQuantity(1, 9);
    await addToCart(bread);
    await setCartQuantity(1, 9);
    expect(await summary()).toEqual(['class:1 x9']);
  });
});
