/**
 * Cart rules (docs/product.md#cart), pure so the device store and tests share them. Prices are
 * integer cents.
 */
export type CartLineType = 'video' | 'class' | 'workshop';

export interface CartLineData {
  id: number;
  type: CartLineType;
  title: string;
  price: number;
  quantity: number;
  imageUrl?: string;
}

/**
 * The most of one line an order may hold (POST /api/checkout refuses more). Here, not in the
 * zod schema that uses it, so the cart keeps zod out of the first load (decision 002).
 */
export const CART_MAX_QUANTITY = 10_000;

export const cartLineKey = (type: CartLineType, id: number) => `${type}:${id}`;

/**
 * spec 4: a line whose id AND type match raises that line's quantity; otherwise it is appended.
 * `limit` is how many the line may hold (a class's spots left, as this device last saw them): an
 * add never takes a line past it, and never lowers a line already above it (the server has the
 * final word at checkout, and the cart never loses what the visitor chose).
 */
export function addLine<L extends CartLineData>(lines: readonly L[], line: L, limit = Infinity): L[] {
  const quantity = isValidQuantity(line.quantity) ? line.quantity : 1;
  const index = lines.findIndex((l) => l.id === line.id && l.type === line.type);
  if (index === -1) {
    const capped = Math.min(quantity, limit);
    return capped >= 1 ? [...lines, { ...line, quantity: capped }] : [...lines];
  }
  return lines.map((l, i) =>
    i === index ? { ...l, quantity: Math.max(l.quantity, Math.min(l.quantity + quantity, limit)) } : l,
  );
}

/** spec 4: removal is by id only (every line with that id goes). */
export function removeLine<L extends CartLineData>(lines: readonly L[], id: number): L[] {
  return lines.filter((l) => l.id !== id);
}

/**
 * spec 4: quantity can only be set to 1 or more; lower (or non-whole) values are ignored. A raise
 * past a line's limit (see addLine) is ignored too; lowering is always allowed.
 */
export function setLineQuantity<L extends CartLineData>(
  lines: readonly L[],
  id: number,
  quantity: number,
  limitOf: (line: L) => number | undefined = () => undefined,
): L[] {
  if (!isValidQuantity(quantity)) return [...lines];
  return lines.map((l) => {
    if (l.id !== id) return l;
    const limit = limitOf(l) ?? Infinity;
    return quantity > l.quantity && quantity > limit ? l : { ...l, quantity };
  });
}

/** Whether one more of this line fits under its limit (undefined: no known limit). */
export const canRaiseQuantity = (line: Pick<CartLineData, 'quantity'>, limit: number | undefined) =>
  limit === undefined || line.quantity < limit;

/** 'Only 2 spots left' / 'Only 1 spot left' / 'No spots left', shown where a class line is at its limit. */
export function spotsLeftNote(spotsLeft: number): string {
  if (spotsLeft <= 0) return 'No spots left';
  return `Only ${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

/** spec 9: line total = price x quantity. */
export const lineTotal = (line: Pick<CartLineData, 'price' | 'quantity'>) => line.price * line.quantity;

/** spec 9: subtotal = sum of line totals. */
export const cartSubtotal = (lines: readonly Pick<CartLineData, 'price' | 'quantity'>[]) =>
  lines.reduce((sum, l) => sum + lineTotal(l), 0);

/** spec 9: item count = sum of quantities. */
export const cartItemCount = (lines: readonly Pick<CartLineData, 'quantity'>[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0);

/** spec 9: video 'Video Tutorial', class 'In-Person Class', anything else 'Workshop'. */
export function lineTypeLabel(type: string): string {
  if (type === 'video') return 'Video Tutorial';
  if (type === 'class') return 'In-Person Class';
  return 'Workshop';
}

const TYPES: readonly string[] = ['video', 'class', 'workshop'];

/**
 * Reads a cart saved by the old site (`localStorage.cart`, a JSON list; docs/product.md#cart).
 * Lines that do not look like cart lines, or that checkout would refuse (the checks of
 * checkoutItemSchema in shared/schemas/checkout.ts), are dropped; a quantity past what an
 * order may hold is brought down to it, also after duplicates merge by the add rule. The
 * price is checked against the catalog at checkout.
 */
export function parseLegacyCart(json: string | null): CartLineData[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  let lines: CartLineData[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const id = typeof e.id === 'string' && /^\d+$/.test(e.id) ? Number(e.id) : e.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) continue;
    if (typeof e.type !== 'string' || !TYPES.includes(e.type)) continue;
    if (typeof e.title !== 'string' || !e.title.trim()) continue;
    if (typeof e.price !== 'number' || !Number.isSafeInteger(e.price) || e.price < 0) continue;
    const quantity =
      typeof e.quantity === 'number' && isValidQuantity(e.quantity) ? Math.min(e.quantity, CART_MAX_QUANTITY) : 1;
    const line: CartLineData = {
      id,
      type: e.type as CartLineType,
      title: e.title.slice(0, 200),
      price: e.price,
      quantity,
    };
    if (!Number.isSafeInteger(lineTotal(line))) continue;
    if (typeof e.imageUrl === 'string' && e.imageUrl) line.imageUrl = e.imageUrl;
    lines = addLine(lines, line, CART_MAX_QUANTITY);
  }
  return lines;
}
