import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { cartSubtotal } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import { cartView, clearCart } from '../../data/cart';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { cartOpen, setCartOpen } from '../../components/layout/ui-store';
import { useStore } from 'zustand';
import { dismissToasts } from '../../components/ui/toast-store';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { useFocusReturn } from '../../components/ui/focus-return';
import { CartLineRow } from './cart-line-row';
import { stillToCome } from '../../../shared/dates';
import { useClassSchedule, type ClassSchedule } from './class-schedule';

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
          onKeyDown={closeOnEscape(close)}
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
                    gone={line.type !== 'video' && noLongerOffered(schedule, line.id)}
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

/**
 * Whether checkout would refuse the class or workshop `id`: the device's copy of the shop's list no
 * longer has it (cancelled, or it has taken place by the server's clock), or has it with a start the
 * device's clock has passed (a copy saved before, read offline). False while nothing is known: an empty
 * or unread list says nothing (docs/product.md#cart).
 */
function noLongerOffered(schedule: Map<number, ClassSchedule> | undefined, id: number, now = new Date()) {
  if (!schedule?.size) return false;
  const listed = schedule.get(id);
  return !listed || !stillToCome(listed.date, now);
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
