import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { canRaiseQuantity, cartSubtotal, lineTotal, lineTypeLabel, spotsLeftNote } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import { cartView, clearCart, removeFromCart, setCartQuantity, type CartLineView } from '../../data/cart';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { cartOpen, setCartOpen } from '../../components/layout/ui-store';
import { useStore } from '../../components/use-store';
import { dismissToasts } from '../../components/ui/toast-store';
import { useFocusReturn } from '../../components/ui/focus-return';
import { ClassWhenWhere, useClassSchedule, type ClassSchedule } from './class-schedule';

/** docs/product.md#cart (Cart panel): a sheet from the right, kept in Dexie so it survives reloads and works offline. */
export function CartSheet() {
  const open = useStore(cartOpen);
  const lines = useDeviceQuery(() => cartView(), []);
  const schedule = useClassSchedule();
  const close = () => setCartOpen(false);
  useDismissToastsOnOpen(open);
  // Back to the header's cart button (or whatever opened the panel) when it closes.
  const focusReturn = useFocusReturn();

  return (
    <Dialog.Root open={open} onOpenChange={setCartOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px]" />
        <Dialog.Content
          {...focusReturn}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-md flex-col bg-flour shadow-2xl outline-none sm:rounded-l-3xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-oat px-5 py-4">
            <Dialog.Title className="font-display text-2xl text-ink">Shopping Cart</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close cart">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          {lines === undefined ? null : lines.length === 0 ? (
            <EmptyCart onContinue={close} />
          ) : (
            <>
              <ul className="flex-1 divide-y divide-oat overflow-y-auto px-5" aria-label="Cart items">
                {lines.map((line) => (
                  <CartLineRow
                    key={line.key}
                    line={line}
                    schedule={line.type === 'video' ? undefined : schedule?.get(line.id)}
                  />
                ))}
              </ul>
              <div className="border-t border-oat bg-white/70 px-5 py-5">
                <p className="flex items-baseline justify-between text-lg">
                  <span className="font-semibold">Subtotal</span>
                  <span className="font-display text-2xl font-semibold text-crust" data-testid="cart-subtotal">
                    {formatPrice(cartSubtotal(lines))}
                  </span>
                </p>
                <p className="mt-1 text-sm text-cocoa">Seats are confirmed when you check out.</p>
                <Link to="/checkout" className="btn-primary mt-4 w-full" onClick={close}>
                  Checkout
                </Link>
                <button type="button" className="btn-ghost mt-2 w-full" onClick={() => void clearCart()}>
                  Clear Cart
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EmptyCart({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
      <span className="grid h-20 w-20 place-items-center rounded-full bg-cream text-crust" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8h14l-1.5 11h-11z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
      </span>
      <p className="mt-5 font-display text-2xl text-ink">Your cart is empty</p>
      <p className="mt-2 text-cocoa">Reserve a spot in one of our hands-on classes and it will wait for you here.</p>
      <button type="button" className="btn-primary mt-6" onClick={onContinue}>
        Continue Shopping
      </button>
    </div>
  );
}

/**
 * A toast on screen would sit over part of this panel (its heading on a phone, its Subtotal,
 * Checkout and Clear Cart on a wider screen). What it said just before the panel opened ('Class
 * reserved', 'Not enough spots left') is now shown by the panel itself, so opening the panel
 * dismisses it.
 */
function useDismissToastsOnOpen(open: boolean) {
  useEffect(() => {
    if (open) dismissToasts();
  }, [open]);
}

function CartLineRow({ line, schedule }: { line: CartLineView; schedule?: ClassSchedule }) {
  const canRaise = canRaiseQuantity(line, line.spotsLeft);
  const noteId = `cart-line-${line.key.replace(':', '-')}-spots`;
  return (
    // On a phone the quantity row wraps, Remove under the steppers: on one line it ran under the
    // line's price, which took the taps on its right half.
    <li className="flex gap-3 py-4 sm:gap-4" aria-label={line.title}>
      {line.imageUrl && (
        <RecipeImage
          url={line.imageUrl}
          alt=""
          sizes="80px"
          className="h-16 w-16 shrink-0 rounded-xl sm:h-20 sm:w-20"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wider text-berry uppercase">{lineTypeLabel(line.type)}</p>
        <p className="font-semibold leading-snug">{line.title}</p>
        <ClassWhenWhere schedule={schedule} />
        <p className="text-sm text-cocoa">{formatPrice(line.price)} each</p>
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {/* At 1 it says it is disabled (aria-disabled) but keeps the focus: a real `disabled` dropped a
              keyboard user's focus out of the cart on the press that reached 1. */}
          <button
            type="button"
            className="icon-btn shrink-0 border border-oat bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
            aria-label={`Decrease quantity of ${line.title}`}
            aria-disabled={line.quantity <= 1}
            onClick={() => line.quantity > 1 && void setCartQuantity(line.id, line.quantity - 1)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              −
            </span>
          </button>
          <span
            className="min-w-8 px-1 text-center font-semibold tabular-nums"
            aria-label={`Quantity ${line.quantity}`}
            data-testid="line-quantity"
          >
            {line.quantity}
          </span>
          <button
            type="button"
            className="icon-btn shrink-0 border border-oat bg-white"
            aria-label={`Increase quantity of ${line.title}`}
            aria-describedby={canRaise ? undefined : noteId}
            disabled={!canRaise}
            onClick={() => void setCartQuantity(line.id, line.quantity + 1)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
          </button>
          <button
            type="button"
            className="btn-ghost ml-auto px-3 text-sm"
            aria-label={`Remove ${line.title}`}
            onClick={() => void removeFromCart(line.id)}
          >
            Remove
          </button>
        </div>
        {!canRaise && line.spotsLeft !== undefined && (
          <p id={noteId} className="mt-1 text-sm font-semibold text-berry" data-testid="spots-note">
            {spotsLeftNote(line.spotsLeft)}
            {line.quantity > line.spotsLeft
              ? line.spotsLeft === 0
                ? '. Remove it before you check out.'
                : '. Lower the quantity before you check out.'
              : ''}
          </p>
        )}
      </div>
      <p className="shrink-0 font-semibold text-crust" data-testid="line-price">
        {formatPrice(lineTotal(line))}
      </p>
    </li>
  );
}
