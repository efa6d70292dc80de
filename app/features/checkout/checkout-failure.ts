import {
  CHECKOUT_SESSION_MESSAGES,
  type CheckoutErrors,
  type CheckoutField,
} from '../../../shared/schemas/checkout-fields';
import { ApiError, NetworkError } from '../../data/api';

const FAILED_TEXT = 'There was an error processing your payment. Please try again.';

/** What the checkout page does with a refused or failed payment. */
export type CheckoutFailure =
  /** The request never reached the server: say checkout needs a connection (docs/architecture.md#data-flow). */
  | { kind: 'offline'; description: string }
  /** The signed-in session ended on the server: sign in again, nothing was booked. */
  | { kind: 'signed-out'; description: string }
  /** The server refused billing details: show its words on the fields. */
  | { kind: 'fields'; description: string; errors: CheckoutErrors }
  | { kind: 'other'; description: string; staleSpots: boolean };

const SHIPPING_FIELDS = new Set<CheckoutField>(['name', 'email', 'address', 'city', 'state', 'zipCode', 'country']);

/** Field messages from a 400's issues (`shippingInfo.city`), the first per field. */
function shippingErrorsOf(err: ApiError): CheckoutErrors {
  const errors: CheckoutErrors = {};
  try {
    const body = JSON.parse(err.bodyText) as { issues?: { path?: unknown; message?: unknown }[] };
    for (const issue of body.issues ?? []) {
      const [group, field] = typeof issue.path === 'string' ? issue.path.split('.') : [];
      if (group !== 'shippingInfo' || !SHIPPING_FIELDS.has(field as CheckoutField) || typeof issue.message !== 'string')
        continue;
      errors[field as CheckoutField] ??= issue.message;
    }
  } catch {
    // not JSON: no field to point at
  }
  return errors;
}

/**
 * docs/product.md#checkout (Checkout): 'Checkout Failed' with the generic text unless the server said why
 * the order was refused (400, 402, 404, 409); a 5xx or an unknown error keeps the generic text.
 */
export function checkoutFailureOf(err: unknown): CheckoutFailure {
  if (err instanceof NetworkError) return { kind: 'offline', description: FAILED_TEXT };
  if (!(err instanceof ApiError)) return { kind: 'other', description: FAILED_TEXT, staleSpots: false };
  if (err.status === 401)
    return { kind: 'signed-out', description: err.serverMessage || CHECKOUT_SESSION_MESSAGES.ended };
  if (err.status === 400) {
    const errors = shippingErrorsOf(err);
    if (Object.keys(errors).length)
      return { kind: 'fields', description: 'Please check the form for errors and try again.', errors };
  }
  // 409: a price, a total or the spots left changed; the server's sentence says which.
  if (err.status === 409) return { kind: 'other', description: err.serverMessage || FAILED_TEXT, staleSpots: true };
  // 402: the payment provider refused the card ('Your card was declined.'); nothing was booked.
  if (err.status === 402) return { kind: 'other', description: err.serverMessage || FAILED_TEXT, staleSpots: false };
  // 400 / 404 about the order itself ('... is coming soon and cannot be bought yet.'): its words too.
  if (err.status === 400 || err.status === 404)
    return { kind: 'other', description: err.serverMessage || FAILED_TEXT, staleSpots: false };
  return { kind: 'other', description: FAILED_TEXT, staleSpots: false };
}
