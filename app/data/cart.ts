import {
  CART_MAX_QUANTITY,
  addLine,
  cartLineKey,
  parseLegacyCart,
  removeLine,
  setLineQuantity,
  type CartLineData,
} from '../../shared/cart';
import { db, type CartLine } from './db';
import { recordChangeSoon } from './record-change';

/**
 * The cart on this device (docs/product.md#cart: Dexie, not localStorage). Every
 * change reads the lines, applies the pure rule from shared/cart.ts and writes the result in
 * one transaction, so two tabs cannot interleave half a change.
 */
export const LEGACY_CART_KEY = 'cart';

/** The db.shop row the shop mirrors its workshop and class list into (app/features/shop/shop-data.ts). */
const SHOP_WORKSHOPS_KEY = 'workshops';

export function cartLines(): Promise<CartLine[]> {
  return db.cart.orderBy('addedAt').toArray();
}

async function rewrite(change: (lines: CartLine[], spots: Map<number, number>) => CartLine[]): Promise<void> {
  await db.transaction('rw', db.cart, db.shop, db.meta, async () => {
    const before = await cartLines();
    const after = change(before, await classSpotsLeft());
    const keep = new Set(after.map((l) => l.key));
    await db.cart.bulkDelete(before.filter((l) => !keep.has(l.key)).map((l) => l.key));
    await db.cart.bulkPut(after);
    await recordCartChanges(before, after);
  });
}

/**
 * The lines that changed follow the account (docs/product.md#offline-and-sync): only their changed
 * fields, kept in the cart's transaction.
 */
async function recordCartChanges(before: CartLine[], after: CartLine[]): Promise<void> {
  const old = new Map(before.map((line) => [line.key, line]));
  for (const line of after) {
    const was = old.get(line.key) as Partial<CartLine> | undefined;
    old.delete(line.key);
    const { key, ...fields } = line;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(([name, value]) => was?.[name as keyof CartLine] !== value),
    );
    if (Object.keys(changed).length) await recordChangeSoon(db, 'cart', key, changed);
  }
  for (const key of old.keys()) await recordChangeSoon(db, 'cart', key, null);
}

/**
 * The shop's class list as this device last saw it (the `workshops` mirror that the shop writes
 * to db.shop, so it is there offline too): class id -> spots left. Entries that do not look
 * right are skipped, so a broken entry lifts only its own limit. The server checks again at
 * checkout; this only stops the cart from asking for seats that are known to be gone.
 */
export async function classSpotsLeft(): Promise<Map<number, number>> {
  const spots = new Map<number, number>();
  const cached = (await db.shop.get(SHOP_WORKSHOPS_KEY))?.value;
  if (!Array.isArray(cached)) return spots;
  for (const entry of cached as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, kind, spotsAvailable } = entry as Record<string, unknown>;
    if (
      kind === 'class' &&
      typeof id === 'number' &&
      typeof spotsAvailable === 'number' &&
      Number.isInteger(spotsAvailable) &&
      spotsAvailable >= 0
    ) {
      spots.set(id, spotsAvailable);
    }
  }
  return spots;
}

const limitOf = (spots: Map<number, number>) => (line: Pick<CartLine, 'type' | 'id'>) =>
  line.type === 'class' ? spots.get(line.id) : undefined;

/** A cart line with the spots left that this device knows for it (classes only). */
export type CartLineView = CartLine & { spotsLeft?: number };

/** The cart for the panel: each class line with its spots left, read together so both stay live. */
export async function cartView(): Promise<CartLineView[]> {
  const [lines, spots] = await Promise.all([cartLines(), classSpotsLeft()]);
  const spotsFor = limitOf(spots);
  return lines.map((line) => {
    const spotsLeft = spotsFor(line);
    return spotsLeft === undefined ? line : { ...line, spotsLeft };
  });
}

let lastAddedAt = 0;
/** Lines keep the order they were first added in, even when two adds share a millisecond. */
function nextAddedAt(): number {
  lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
  return lastAddedAt;
}

function toLine(data: CartLineData, addedAt: number): CartLine {
  const line: CartLine = {
    key: cartLineKey(data.type, data.id),
    id: data.id,
    type: data.type,
    title: data.title,
    price: data.price,
    quantity: data.quantity,
    addedAt,
  };
  if (data.imageUrl) line.imageUrl = data.imageUrl;
  return line;
}

export interface AddToCartResult {
  /** How many were added (0 when the line is already at its limit). */
  added: number;
  /** The line's quantity afterwards. */
  quantity: number;
  /** The limit used for a class: the spots left it knows. */
  spotsLeft?: number;
}

/**
 * spec 4: the same id and type raises the quantity; otherwise the line is appended. A class never
 * goes past its spots left: `spotsLeft` is the figure the visitor sees (the class card), else the
 * device's copy of the class list.
 */
export async function addToCart(
  data: Omit<CartLineData, 'quantity'> & { quantity?: number },
  options: { spotsLeft?: number } = {},
): Promise<AddToCartResult> {
  const key = cartLineKey(data.type, data.id);
  let result: AddToCartResult = { added: 0, quantity: 0 };
  await rewrite((lines, spots) => {
    const spotsLeft = data.type === 'class' ? (options.spotsLeft ?? spots.get(data.id)) : undefined;
    const before = lines.find((l) => l.key === key)?.quantity ?? 0;
    const after = addLine(lines, toLine({ ...data, quantity: data.quantity ?? 1 }, nextAddedAt()), spotsLeft);
    const quantity = after.find((l) => l.key === key)?.quantity ?? 0;
    result = { added: quantity - before, quantity, ...(spotsLeft === undefined ? {} : { spotsLeft }) };
    return after;
  });
  return result;
}

/** spec 4: removal is by id only. */
export function removeFromCart(id: number): Promise<void> {
  return rewrite((lines) => removeLine(lines, id));
}

/** spec 4: quantities below 1 are ignored; so is raising a class past its known spots left. */
export function setCartQuantity(id: number, quantity: number): Promise<void> {
  return rewrite((lines, spots) => setLineQuantity(lines, id, quantity, limitOf(spots)));
}

export async function clearCart(): Promise<void> {
  await rewrite(() => []);
}

/**
 * docs/product.md#cart: a cart saved by the old site under localStorage 'cart' is merged into the
 * device cart once, then the key is removed (also when it could not be read).
 */
export async function importLegacyCart(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage,
): Promise<number> {
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
    // Merged into what the device cart already holds, still no more than an order may hold.
    await rewrite((lines) =>
      legacy.reduce((acc, data) => addLine(acc, toLine(data, nextAddedAt()), CART_MAX_QUANTITY), lines),
    );
  }
  storage.removeItem(LEGACY_CART_KEY);
  return legacy.length;
}
