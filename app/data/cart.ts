import { addLine, cartLineKey, parseLegacyCart, removeLine, setLineQuantity, type CartLineData } from '../../shared/cart';
import { db, type CartLine } from './db';

/**
 * The cart on this device (spec visitor 4; DESIGN decision 4: Dexie, not localStorage). Every
 * change reads the lines, applies the pure rule from shared/cart.ts and writes the result in
 * one transaction, so two tabs cannot interleave half a change.
 */
export const LEGACY_CART_KEY = 'cart';

export function cartLines(): Promise<CartLine[]> {
  return db.cart.orderBy('addedAt').toArray();
}

async function rewrite(change: (lines: CartLine[]) => CartLine[]): Promise<void> {
  await db.transaction('rw', db.cart, async () => {
    const before = await cartLines();
    const after = change(before);
    const keep = new Set(after.map((l) => l.key));
    await db.cart.bulkDelete(before.filter((l) => !keep.has(l.key)).map((l) => l.key));
    await db.cart.bulkPut(after);
  });
}

let lastAddedAt = 0;
/** Lines keep the order they were first added in, even when two adds share a millisecond. */
function nextAddedAt(): number {
  lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
  return lastAddedAt;
}

function toLine(data: CartLineData, addedAt: number): CartLine {
  const line: CartLine = { key: cartLineKey(data.type, data.id), id: data.id, type: data.type, title: data.title, price: data.price, quantity: data.quantity, addedAt };
  if (data.imageUrl) line.imageUrl = data.imageUrl;
  return line;
}

/** spec 4: the same id and type raises the quantity; otherwise the line is appended. */
export async function addToCart(data: Omit<CartLineData, 'quantity'> & { quantity?: number }): Promise<void> {
  await rewrite((lines) => addLine(lines, toLine({ ...data, quantity: data.quantity ?? 1 }, nextAddedAt())));
}

/** spec 4: removal is by id only. */
export function removeFromCart(id: number): Promise<void> {
  return rewrite((lines) => removeLine(lines, id));
}

/** spec 4: quantities below 1 are ignored. */
export function setCartQuantity(id: number, quantity: number): Promise<void> {
  return rewrite((lines) => setLineQuantity(lines, id, quantity));
}

export async function clearCart(): Promise<void> {
  await db.cart.clear();
}

/**
 * DESIGN decision 4: a cart saved by the old site under localStorage 'cart' is merged into the
 * device cart once, then the key is removed (also when it could not be read).
 */
export async function importLegacyCart(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage): Promise<number> {
  if (!storage) return 0;
  let json: string | null;
  try {
    json = storage.getItem(LEGACY_CART_KEY);
  } catch {
    return 0; // storage blocked (private mode, sandboxed frame)
  }
  if (json === null) return 0;
  const legacy = parseLegacyCart(json);
  if (legacy.length) {
    await rewrite((lines) => legacy.reduce((acc, data) => addLine(acc, toLine(data, nextAddedAt())), lines));
  }
  storage.removeItem(LEGACY_CART_KEY);
  return legacy.length;
}
