import type { InputHTMLAttributes } from 'react';
import {
  CHECKOUT_COUNTRIES,
  CHECKOUT_MAX_LENGTHS,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
  type CheckoutTextField,
} from '../../../shared/schemas/checkout-fields';
import { TextField } from '../../components/form-field';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  name: Exclude<CheckoutField, 'country'>;
  label: string;
  values: CheckoutFormValues;
  errors: CheckoutErrors;
  onValue: (name: CheckoutField, value: string) => void;
}

const maxLengthOf = (name: CheckoutField): number | undefined =>
  name in CHECKOUT_MAX_LENGTHS ? CHECKOUT_MAX_LENGTHS[name as CheckoutTextField] : undefined;

/**
 * A checkout field (every one is required, docs/product.md#checkout). Text fields stop at the length the
 * server accepts (CHECKOUT_MAX_LENGTHS).
 */
export function Field({ name, label, values, errors, onValue, className, ...rest }: FieldProps) {
  return (
    <TextField
      id={`checkout-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      required
      value={values[name]}
      onChange={(e) => onValue(name, e.target.value)}
      maxLength={maxLengthOf(name)}
      className={className}
      {...rest}
    />
  );
}

export function CountrySelect({
  values,
  onValue,
}: {
  values: CheckoutFormValues;
  onValue: (name: CheckoutField, value: string) => void;
}) {
  return (
    <div>
      <label htmlFor="checkout-country" className="label">
        Country
      </label>
      <select
        id="checkout-country"
        name="country"
        className="input"
        value={values.country}
        onChange={(e) => onValue('country', e.target.value)}
      >
        {CHECKOUT_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** '4242424242424242' -> '4242 4242 4242 4242' as the buyer types (16 digits fill the 19 characters). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1229' -> '12/29'; a typed slash is kept. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
