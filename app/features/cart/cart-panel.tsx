import { lazy, Suspense, useState } from 'react';
import { cartOpen } from '../../components/layout/ui-store';
import { useStore } from 'zustand';

// The sheet (Radix Dialog) loads the first time the cart opens: it stays out of first-load JS.
const CartSheet = lazy(() => import('./cart-sheet').then((m) => ({ default: m.CartSheet })));

/** docs/product.md#cart (Cart panel), opened by the header's cart button. */
export function CartPanel() {
  const open = useStore(cartOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartSheet />
    </Suspense>
  );
}
