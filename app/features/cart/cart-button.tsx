import { useEffect } from 'react';
import { keepCartHint } from '../../data/cart-hint';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { cartOpen, toggleCart } from '../../components/layout/ui-store';
import { useStore } from 'zustand';

/** The header's cart button; the badge is the total quantity (docs/product.md#cart). */
export function CartButton() {
  // docs/product.md#cart: the item count is the sum of quantities (shared/cart.ts cartItemCount, inlined to keep it out of first-load JS).
  const known = useDeviceQuery(
    async (db) => (await db.cart.toArray()).reduce((sum, line) => sum + line.quantity, 0),
    [],
  );
  const count = known ?? 0;
  const open = useStore(cartOpen);
  // The server reads it to send a visit to /checkout with an empty cart home at once (shared/arrivals.ts).
  useEffect(() => {
    if (known !== undefined) keepCartHint(known);
  }, [known]);
  // docs/product.md#cart: a cart left in localStorage by the old site moves into the device cart once.
  // The import code loads only when such a cart exists.
  useEffect(() => {
    if (!hasLegacyCart()) return;
    import('../../data/cart')
      .then((m) => m.importLegacyCart())
      .catch((err: unknown) => console.warn('Legacy cart import failed', err));
  }, []);
  return (
    <button
      type="button"
      className="icon-btn relative"
      onClick={toggleCart}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 8h14l-1.5 11h-11z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-berry px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}

function hasLegacyCart(): boolean {
  try {
    return localStorage.getItem('cart') !== null;
  } catch {
    return false;
  }
}
