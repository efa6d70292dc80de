import { usePageTitle } from '../../components/layout/use-page-title';
import { useAuth } from '../auth';
import { BillingFields, PaymentFields } from './checkout-form';
import { OrderConfirmation } from './order-confirmation';
import { OrderSummary } from './order-summary';
import { PaySection } from './pay-section';
import { useCheckout } from './use-checkout';

/** docs/product.md#checkout. Needs the network: offline, it says so and keeps the cart. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useAuth();
  const checkout = useCheckout();
  const { lines, values, errors, onValue } = checkout;

  if (checkout.receipt)
    return <OrderConfirmation receipt={checkout.receipt} email={values.email.trim()} signedIn={user !== null} />;
  // An empty cart goes home (in useCheckout). While the cart is still being read from the device,
  // the page is drawn already, at its full height: on a reload the router restores the scroll
  // position at once, and an empty page would leave the buyer in the footer.
  if (lines?.length === 0) return null;

  return (
    <div className="container-page py-10">
      <h1 className="text-4xl">Checkout</h1>
      {checkout.offline && (
        <div role="alert" className="mt-6 rounded-2xl border-2 border-butter bg-butter/30 p-4">
          <p className="font-semibold">Checkout needs an internet connection.</p>
          <p className="text-[15px] text-cocoa">
            {checkout.lastAttempt === 'unknown'
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
          ref={checkout.formRef}
          noValidate
          onSubmit={(e) => void checkout.submit(e)}
          className="space-y-8 lg:order-1"
          aria-label="Payment"
        >
          <PaymentFields values={values} errors={errors} onValue={onValue} />
          <BillingFields values={values} errors={errors} onValue={onValue} />
          <PaySection
            total={checkout.total}
            online={checkout.online}
            processing={checkout.processing}
            lastAttempt={checkout.lastAttempt}
            signedOutReason={checkout.signedOutReason}
            signInAgain={checkout.signInAgain}
            payRef={checkout.payRef}
            signInAgainRef={checkout.signInAgainRef}
          />
        </form>
      </div>
    </div>
  );
}
