import { useEffect, useRef, useState } from 'react';
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
} from '../../../shared/schemas/checkout-fields';
import type { User } from '../../../shared/schemas/auth';
import { formatCardNumber, formatExpiry } from './checkout-fields';

/** The checkout form's values and the messages under its fields (docs/product.md#checkout). */
export function useCheckoutForm(user: User | null) {
  const [values, setValues] = useState<CheckoutFormValues>(EMPTY_CHECKOUT_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});

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
    // Errors clear per field on edit; the postal code is checked against the country, so a new
    // country clears its message too.
    setErrors((e) => {
      const cleared = name === 'country' ? (['country', 'zipCode'] as const) : [name];
      return cleared.some((f) => e[f]) ? { ...e, ...Object.fromEntries(cleared.map((f) => [f, undefined])) } : e;
    });
  };

  return { values, errors, setErrors, onValue };
}
