import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { cartSubtotal } from '../../../shared/cart';
import { paymentInfoOf, shippingInfoOf } from '../../../shared/schemas/checkout-fields';
import { ApiError } from '../../data/api';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { lazyModule, useIdlePreload } from '../../hooks/use-idle-preload';
import { arrivalHref } from '../../../shared/arrivals';
import { toast } from '../../components/ui/toast-store';
import { useAuth } from '../auth';
import { useOnline } from '../offline';
import { focusFirstInvalid } from '../../components/form-field';
import { refreshWorkshops } from '../shop';
import { attemptFor, attemptRefused, forgetAttempt, markSent, unansweredAttempt } from './checkout-attempt';
import { placeOrder, type CheckoutReceipt } from './checkout-api';
import { checkoutFailureOf } from './checkout-failure';
import { useCheckoutForm } from './use-checkout-form';
import { useLastAttempt } from './use-last-attempt';
import { usePayFocus } from './use-pay-focus';

export const LAST_ATTEMPT_UNKNOWN =
  'Your last payment was sent but no answer came back, so it may already have gone through. We check it with our server before you can pay again: please connect to the internet and try again.';

// The server's own schema checks the form (issue 34); zod stays out of the page's first load.
const checkoutRules = lazyModule(() => import('../../../shared/schemas/checkout'));

const formError = (description = 'Please check the form for errors and try again.') =>
  toast({ title: 'Form Error', description, variant: 'destructive' });

/**
 * The checkout (docs/product.md#checkout): the cart, the form, the payment and its outcome.
 * Needs the network: offline, it says so and keeps the cart.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading: authLoading, sessionEnded } = useAuth();
  const online = useOnline();
  // Read through the device's loader (docs/decisions/002): the page is taken over before the
  // database's code has arrived (issue 23).
  const lines = useDeviceQuery((db) => db.cart.orderBy('addedAt').toArray(), []);
  const form = useCheckoutForm(user);
  const [processing, setProcessing] = useState(false);
  const [receipt, setReceipt] = useState<CheckoutReceipt | null>(null);
  const [networkFailed, setNetworkFailed] = useState(false);
  const placedRef = useRef(false);
  /** A payment request is on its way (its own answer settles it). */
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The server's words when it refused the order because the session had ended. */
  const [signedOutReason, setSignedOutReason] = useState<string | null>(null);
  const focus = usePayFocus(() => setSignedOutReason(null));
  /** The form's rules are on their way (a first submit before they had loaded). */
  const checkingRef = useRef(false);
  useIdlePreload(checkoutRules);

  // An empty cart goes home, which says so (app/features/home/use-arrival.ts); not after our own
  // successful order.
  const empty = lines !== undefined && lines.length === 0;
  useEffect(() => {
    if (!empty || placedRef.current) return;
    navigate(arrivalHref('checkout'), { replace: true });
  }, [empty, navigate]);

  // The cart's class limits are the server's: read the class list now (the cart reads the device copy).
  useEffect(() => {
    if (navigator.onLine) void refreshWorkshops(queryClient);
  }, [queryClient]);

  /** The order is placed (just now, or by an earlier attempt found on the server). */
  const orderPlaced = async (placed: CheckoutReceipt) => {
    if (placedRef.current) return;
    placedRef.current = true;
    setReceipt(placed);
    // Said with the confirmation on screen, not after the device's cart has been emptied.
    toast({
      title: 'Order Placed Successfully',
      description: 'Thank you! Your spots are booked. See you in the kitchen.',
      variant: 'success',
    });
    forgetAttempt();
    await (await import('../../data/cart')).clearCart();
    void refreshWorkshops(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
  };

  const accountId = user?.id ?? null;
  const last = useLastAttempt({
    accountId,
    authLoading,
    online,
    busy: () => placedRef.current || sendingRef.current,
    orderPlaced,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lines?.length || processing || receipt || checkingRef.current) return;
    checkingRef.current = true;
    const rules = await checkoutRules().catch(() => null);
    checkingRef.current = false;
    // Offline before the service worker kept the rules: nothing can be sent either.
    if (!rules) return setNetworkFailed(true);
    // The card's checksum, a past expiry and a postal code that does not fit the country are
    // refused here, under their fields, before anything is sent.
    const found = rules.checkoutFormErrors(form.values, new Date());
    // Rendered now, so the first invalid field already carries its message when it takes focus.
    flushSync(() => form.setErrors(found));
    if (Object.keys(found).length) {
      formError();
      return focusFirstInvalid(formRef.current);
    }
    if (!navigator.onLine) return setNetworkFailed(true);
    // An earlier payment that was never answered may have been placed: find out before paying again.
    const earlier = unansweredAttempt();
    if (earlier && earlier.account === accountId) {
      setProcessing(true);
      const outcome = await last.settle(earlier);
      flushSync(() => setProcessing(false));
      if (outcome === 'placed') return;
      if (outcome === 'unknown') {
        toast({ title: 'Checkout Failed', description: LAST_ATTEMPT_UNKNOWN, variant: 'destructive' });
        return focus.payAgain();
      }
    }
    const order = {
      totalAmount: cartSubtotal(lines),
      items: lines.map((l) => ({ type: l.type, id: l.id, title: l.title, price: l.price, quantity: l.quantity })),
      shippingInfo: shippingInfoOf(form.values),
      paymentInfo: paymentInfoOf(form.values),
    };
    // The key is per account: after signing in again as the same user, a retry reuses it.
    const attempt = attemptFor(order, accountId);
    setProcessing(true);
    setNetworkFailed(false);
    markSent(attempt);
    sendingRef.current = true;
    let focusPay = true;
    try {
      await orderPlaced(await placeOrder(order, attempt, accountId));
    } catch (err) {
      // An answer, even a refusal, says the order was not placed; a network error says nothing.
      if (err instanceof ApiError) attemptRefused(err.status);
      const failure = checkoutFailureOf(err);
      if (failure.kind === 'offline') {
        // The request may have reached the server: the next Pay asks the server about it first.
        last.setState('unknown');
        if (!navigator.onLine) setNetworkFailed(true);
      }
      if (failure.kind === 'other' && failure.staleSpots) await refreshWorkshops(queryClient);
      if (failure.kind === 'fields') {
        flushSync(() => form.setErrors(failure.errors));
        formError(failure.description);
        return focusFirstInvalid(formRef.current);
      }
      // A refused card (402) says why: 'Your card was declined.'
      toast({ title: 'Checkout Failed', description: failure.description, variant: 'destructive' });
      if (failure.kind === 'signed-out') {
        focusPay = false;
        // Nothing was booked; the cart and the form stay as they are for the retry.
        setSignedOutReason(failure.description);
        await sessionEnded();
        focus.signInAgain(failure.description);
      }
    } finally {
      sendingRef.current = false;
      flushSync(() => setProcessing(false));
      if (focusPay) focus.payAgain();
    }
  };

  return {
    lines,
    total: lines ? cartSubtotal(lines) : null,
    ...form,
    online,
    offline: !online || networkFailed,
    processing,
    receipt,
    lastAttempt: last.state,
    signedOutReason: signedOutReason !== null && !user ? signedOutReason : null,
    submit,
    formRef,
    ...focus,
  };
}
