import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useNavigate } from 'react-router';
import { cartSubtotal } from '../../../shared/cart';
import {
  CARD_NUMBER_MAX_LENGTH,
  CHECKOUT_REDIRECT_MS,
  CVC_MAX_LENGTH,
  EMPTY_CHECKOUT_FORM,
  SIGNED_IN_USER_HEADER,
  paymentInfoOf,
  shippingInfoOf,
  validateCheckoutForm,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
} from '../../../shared/checkout-validation';
import { formatPrice } from '../../../shared/money';
import { ApiError, apiRequest } from '../../data/api';
import { cartLines, clearCart } from '../../data/cart';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { prefersReducedMotion } from '../../components/ui/motion';
import { useAuth, useAuthDialog } from '../auth';
import { useOnline } from '../offline';
import { focusFirstInvalid, RequiredNote } from '../../components/form-field';
import { refreshWorkshops } from '../shop';
import {
  attemptFor,
  attemptRefused,
  forgetAttempt,
  markSent,
  unansweredAttempt,
  type CheckoutAttempt,
} from './checkout-attempt';
import { checkoutFailureOf } from './checkout-failure';
import { CountrySelect, Field, formatCardNumber, formatExpiry } from './checkout-fields';
import { OrderSummary } from './order-summary';
import { SignInAgain } from './sign-in-again';

/** spec visitor 2 / 4 / 5 / 8 (Checkout). Needs the network (DESIGN 3): offline, it says so and keeps the cart. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading: authLoading, sessionEnded } = useAuth();
  const authDialog = useAuthDialog();
  const online = useOnline();
  const lines = useLiveQuery(cartLines, []);
  const [values, setValues] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [processing, setProcessing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [networkFailed, setNetworkFailed] = useState(false);
  /**
   * A payment sent earlier and never answered (a reload mid-payment, a dropped connection):
   * 'checking' while the server is asked what became of it, 'unknown' when it could not be asked.
   */
  const [lastAttempt, setLastAttempt] = useState<'clear' | 'checking' | 'unknown'>(() =>
    unansweredAttempt() ? 'checking' : 'clear',
  );
  /** The server's words when it refused the order because the session had ended. */
  const [signedOutReason, setSignedOutReason] = useState<string | null>(null);
  const placedRef = useRef(false);
  /** A payment request is on its way (its own answer settles it). */
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const signInAgainRef = useRef<HTMLButtonElement>(null);

  // spec visitor 2: an empty cart redirects home with a toast (not after our own successful order).
  const empty = lines !== undefined && lines.length === 0;
  useEffect(() => {
    if (!empty || placedRef.current) return;
    toast({
      title: 'Empty Cart',
      description: 'Your cart is empty. Add a class before checking out.',
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [empty, navigate]);

  // spec visitor 4: home 1.5 s after the order, unless the buyer has already gone elsewhere.
  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => navigate('/'), CHECKOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // The cart's class limits are the server's: read the class list now (the cart reads the device copy).
  useEffect(() => {
    if (navigator.onLine) void refreshWorkshops(queryClient);
  }, [queryClient]);

  /** spec visitor 4 / 8: the order is placed (just now, or by an earlier attempt found on the server). */
  const orderPlaced = async () => {
    if (placedRef.current) return;
    placedRef.current = true;
    setPlaced(true);
    // Said with the confirmation on screen, not after the device's cart has been emptied.
    toast({
      title: 'Order Placed Successfully',
      description: 'Thank you! Your spots are booked. See you in the kitchen.',
      variant: 'success',
    });
    forgetAttempt();
    await clearCart();
    void refreshWorkshops(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
  };

  /**
   * What became of a payment sent and never answered: placed (finish as a success does), not
   * placed (forget it: the buyer pays anew), or unknown (keep it and ask again later). The
   * server is asked in the account the attempt was made for, which is where it keeps the key.
   */
  const settleLastAttempt = async (
    attempt: CheckoutAttempt,
    cancelled: () => boolean = () => false,
  ): Promise<'placed' | 'clear' | 'unknown'> => {
    setLastAttempt('checking');
    const outcome = await lastAttemptOutcome(attempt, cancelled);
    if (cancelled()) return outcome;
    if (outcome === 'placed') await orderPlaced();
    else if (outcome === 'clear') forgetAttempt();
    setLastAttempt(outcome === 'unknown' ? 'unknown' : 'clear');
    return outcome;
  };

  const accountId = user?.id ?? null;
  useEffect(() => {
    if (authLoading || placedRef.current || sendingRef.current) return;
    const attempt = unansweredAttempt();
    // Made for another account than the one here now: it can only be looked up from that one.
    if (!attempt || attempt.account !== accountId) return setLastAttempt('clear');
    if (!online) return setLastAttempt('unknown');
    let cancelled = false;
    void settleLastAttempt(attempt, () => cancelled);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the account or the connection changes
  }, [authLoading, accountId, online]);

  // Signed-in buyers start with their name and e-mail filled in.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      name: v.name || user.name || [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: v.email || user.email || '',
    }));
  }, [user]);

  const onValue = (name: CheckoutField, raw: string) => {
    const value = name === 'cardNumber' ? formatCardNumber(raw) : name === 'expiryDate' ? formatExpiry(raw) : raw;
    setValues((v) => ({ ...v, [name]: value }));
    // spec visitor 5: errors clear per field on edit.
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lines?.length || processing || placed) return;
    const found = validateCheckoutForm(values);
    // Render the errors now, so the first invalid field (in form order) already carries
    // aria-invalid and its message when it takes focus and a screen reader reads it out.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length) {
      toast({
        title: 'Form Error',
        description: 'Please check the form for errors and try again.',
        variant: 'destructive',
      });
      focusFirstInvalid(formRef.current);
      return;
    }
    if (!navigator.onLine) {
      setNetworkFailed(true);
      return;
    }
    // An earlier payment that was never answered may have been placed: find out before paying
    // again. The server keeps its key under the account it was sent for, so only that one can ask.
    const earlier = unansweredAttempt();
    if (earlier && earlier.account === accountId) {
      setProcessing(true);
      const outcome = await settleLastAttempt(earlier);
      flushSync(() => setProcessing(false));
      if (outcome === 'placed') return;
      if (outcome === 'unknown') {
        toast({ title: 'Checkout Failed', description: LAST_ATTEMPT_UNKNOWN, variant: 'destructive' });
        giveFocusBackToPay();
        return;
      }
    }
    const order = {
      totalAmount: cartSubtotal(lines),
      items: lines.map((l) => ({ type: l.type, id: l.id, title: l.title, price: l.price, quantity: l.quantity })),
      shippingInfo: shippingInfoOf(values),
      paymentInfo: paymentInfoOf(values),
    };
    // The key is per account: after signing in again as the same user, a retry reuses it.
    const attempt = attemptFor(order, accountId);
    setProcessing(true);
    setNetworkFailed(false);
    markSent(attempt);
    sendingRef.current = true;
    // Where focus goes after a failure: back to Pay, unless the sign-in dialog takes it.
    let focusPay = true;
    try {
      // Signed in, the order says for whom: the server refuses it (401) rather than booking a
      // guest order if that session has ended meanwhile.
      await apiRequest(
        'POST',
        '/api/checkout',
        { userId: user ? String(user.id) : attempt.guestId, ...order },
        { idempotencyKey: attempt.key, headers: user ? { [SIGNED_IN_USER_HEADER]: String(user.id) } : undefined },
      );
      await orderPlaced();
    } catch (err) {
      // An answer, even a refusal, says the order was not placed; a network error says nothing.
      if (err instanceof ApiError) attemptRefused(err.status);
      const failure = checkoutFailureOf(err);
      if (failure.kind === 'offline') {
        // No answer: the request may have reached the server and placed the order. Never say
        // nothing was charged; the next Pay asks the server about it first.
        setLastAttempt('unknown');
        if (!navigator.onLine) setNetworkFailed(true);
      }
      // The cart shows the spots left the server just gave (it reads the device copy).
      if (failure.kind === 'other' && failure.staleSpots) await refreshWorkshops(queryClient);
      if (failure.kind === 'fields') {
        flushSync(() => setErrors(failure.errors));
        toast({ title: 'Form Error', description: failure.description, variant: 'destructive' });
        focusFirstInvalid(formRef.current);
        return;
      }
      toast({ title: 'Checkout Failed', description: failure.description, variant: 'destructive' });
      if (failure.kind === 'signed-out') {
        focusPay = false;
        // Nothing was booked; the cart and the form stay as they are for the retry.
        setSignedOutReason(failure.description);
        await sessionEnded();
        signInAgain(failure.description);
      }
    } finally {
      sendingRef.current = false;
      flushSync(() => setProcessing(false));
      if (focusPay) giveFocusBackToPay();
    }
  };

  /**
   * Pay was disabled while 'Processing...', which dropped focus to the page: after a failure it
   * goes back to Pay, in the middle of the screen so the toast at the bottom does not cover it.
   * Not when focus went somewhere on purpose (a field to fix).
   */
  const giveFocusBackToPay = () => {
    const pay = payRef.current;
    if (document.activeElement !== document.body || !pay?.isConnected || pay.disabled) return;
    pay.focus({ preventScroll: true });
    pay.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const signInAgain = (reason: string) =>
    authDialog.open({
      reason,
      onDone: (signedIn) => {
        if (signedIn) setSignedOutReason(null);
        // Once the dialog has let go of focus: to Pay when signed in, else to the offer to sign in.
        window.setTimeout(() => (signedIn ? payRef : signInAgainRef).current?.focus(), 0);
      },
    });

  if (placed) {
    return (
      <div className="container-page py-16">
        <div role="status" className="card mx-auto max-w-xl p-8 text-center">
          <h1 className="text-3xl">Order placed</h1>
          <p className="mt-3 text-cocoa">Thank you! Taking you back to the home page…</p>
        </div>
      </div>
    );
  }
  // An empty cart goes home (above). While the cart is still being read from the device, the page
  // is drawn already, at its full height: on a reload the router restores the scroll position at
  // once, and an empty page would leave the buyer in the footer, pushed further down as the form arrived.
  if (lines?.length === 0) return null;

  const total = lines ? cartSubtotal(lines) : null;
  const showOffline = !online || networkFailed;
  const lastAttemptNote =
    lastAttempt === 'checking'
      ? LAST_ATTEMPT_CHECKING
      : lastAttempt === 'unknown'
        ? online
          ? LAST_ATTEMPT_UNKNOWN_ONLINE
          : LAST_ATTEMPT_UNKNOWN
        : null;
  const field = { values, errors, onValue };
  const mustSignIn = signedOutReason !== null && !user;

  return (
    <div className="container-page py-10">
      <h1 className="text-4xl">Checkout</h1>
      {showOffline && (
        <div role="alert" className="mt-6 rounded-2xl border-2 border-butter bg-butter/30 p-4">
          <p className="font-semibold">Checkout needs an internet connection.</p>
          <p className="text-[15px] text-cocoa">
            {lastAttempt === 'unknown'
              ? 'Your cart is saved on this device. Connect to the internet to find out whether your last payment went through.'
              : 'Your cart is saved on this device. Connect to the internet and try again: nothing has been charged.'}
          </p>
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <OrderSummary lines={lines} />
        </div>
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => void submit(e)}
          className="space-y-8 lg:order-1"
          aria-label="Payment"
        >
          <fieldset className="card p-6">
            <legend className="sr-only">Payment details</legend>
            <h2 className="text-2xl" aria-hidden="true">
              Payment Details
            </h2>
            <RequiredNote className="mt-1" />
            {/* Expiry wider than CVC: its label keeps to one line on a phone, level with CVC's. */}
            <div className="mt-4 grid grid-cols-[3fr_2fr] gap-4">
              <Field {...field} name="name" label="Full Name" autoComplete="name" className="col-span-2" />
              <Field {...field} name="email" label="Email" type="email" autoComplete="email" className="col-span-2" />
              <Field
                {...field}
                name="cardNumber"
                label="Card Number"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                placeholder="1234 5678 9012 3456"
                className="col-span-2"
              />
              <Field
                {...field}
                name="expiryDate"
                label="Expiry Date (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={5}
                placeholder="MM/YY"
              />
              <Field
                {...field}
                name="cvc"
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={CVC_MAX_LENGTH}
                placeholder="123"
              />
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-cocoa">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 0 1 8 0v4" />
              </svg>
              Only the last four digits of your card and its expiry date are sent with your order.
            </p>
          </fieldset>
          <fieldset className="card p-6">
            <legend className="sr-only">Billing address</legend>
            <h2 className="text-2xl" aria-hidden="true">
              Billing Address
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field
                {...field}
                name="address"
                label="Street Address"
                autoComplete="street-address"
                className="sm:col-span-2"
              />
              <Field {...field} name="city" label="City" autoComplete="address-level2" />
              <Field {...field} name="state" label="State/Province" autoComplete="address-level1" />
              <Field {...field} name="zipCode" label="ZIP/Postal Code" autoComplete="postal-code" />
              <CountrySelect values={values} onValue={onValue} />
            </div>
          </fieldset>
          <div>
            {/* Beside Pay, where the buyer is when the order is refused. */}
            {mustSignIn && (
              <SignInAgain
                reason={signedOutReason}
                onSignIn={() => signInAgain(signedOutReason)}
                buttonRef={signInAgainRef}
              />
            )}
            {/* Why Pay is off, beside it: on a phone the alert at the top is out of view. Not live: the alert speaks. */}
            {!online && (
              <p id="pay-offline-reason" className="mb-3 text-center text-sm font-semibold text-ink">
                Connect to the internet to pay.
              </p>
            )}
            <p
              role="status"
              className={
                lastAttemptNote ? 'mb-3 rounded-2xl border-2 border-butter bg-butter/30 p-3 text-sm' : 'sr-only'
              }
            >
              {lastAttemptNote}
            </p>
            <button
              ref={payRef}
              type="submit"
              className="btn-accent w-full py-3 text-lg"
              disabled={processing || !online || lastAttempt === 'checking' || total === null}
              aria-describedby={!online ? 'pay-offline-reason' : undefined}
            >
              {processing ? 'Processing...' : total === null ? 'Pay' : `Pay ${formatPrice(total)}`}
            </button>
            <p className="mt-3 text-center text-sm text-cocoa">
              By placing your order you agree to our{' '}
              <Link to="/about#terms" className="font-semibold text-crust underline">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/shop?tab=workshops" className="font-semibold text-crust underline">
                cancellation policy
              </Link>
              .
            </p>
          </div>
        </form>
      </div>
    </div>
  );
}

const LAST_ATTEMPT_CHECKING = 'Checking whether your last payment went through…';
const LAST_ATTEMPT_UNKNOWN_ONLINE =
  'Your last payment was sent but no answer came back, so it may already have gone through. Press Pay to find out: we ask our server first, so you are never charged twice.';
const LAST_ATTEMPT_UNKNOWN =
  'Your last payment was sent but no answer came back, so it may already have gone through. We check it with our server before you can pay again: please connect to the internet and try again.';
/** How long to wait before asking again about a payment the server is still working on. */
const STILL_RUNNING_RETRY_MS = 2000;

/**
 * Asks the server what became of an attempt (DESIGN 3): 'placed' (it holds the order for that
 * key), 'clear' (no order was placed with it), or 'unknown' (no answer). While the first request
 * is still running there (409) it asks again; the server lets go of a key after two minutes.
 */
async function lastAttemptOutcome(
  attempt: CheckoutAttempt,
  cancelled: () => boolean,
): Promise<'placed' | 'clear' | 'unknown'> {
  while (!cancelled()) {
    try {
      await apiRequest('GET', `/api/checkout/attempts/${encodeURIComponent(attempt.key)}`);
      return 'placed';
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return 'clear';
      if (!(err instanceof ApiError && err.status === 409)) return 'unknown';
    }
    await new Promise((resolve) => setTimeout(resolve, STILL_RUNNING_RETRY_MS));
  }
  return 'unknown';
}
