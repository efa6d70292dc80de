import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
} from '../../../shared/schemas/checkout-fields';
import { RequiredNote } from '../../components/form-field';
import { CountrySelect, Field } from './checkout-fields';

interface CheckoutFormProps {
  values: CheckoutFormValues;
  errors: CheckoutErrors;
  onValue: (name: CheckoutField, value: string) => void;
}

/** The payment and billing fieldsets (docs/product.md#checkout); each message sits under its field. */
export function PaymentFields({ values, errors, onValue }: CheckoutFormProps) {
  const field = { values, errors, onValue };
  return (
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
  );
}

export function BillingFields({ values, errors, onValue }: CheckoutFormProps) {
  const field = { values, errors, onValue };
  return (
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
  );
}
