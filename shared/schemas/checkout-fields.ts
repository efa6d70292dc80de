/**
 * The checkout form's fields (docs/product.md#checkout): their limits, messages and the
 * refinements the schemas in shared/schemas/checkout.ts apply (the card's check digit, an expiry
 * not over, a postal code that fits the country), so the browser and the server check one set of
 * rules with the same words.
 */
import { oneLineMessage } from '../one-line';

/** docs/product.md#checkout: the billing countries, default US. */
export const CHECKOUT_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
] as const;
export type CountryCode = (typeof CHECKOUT_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = CHECKOUT_COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

/** docs/product.md#checkout: card field max 19 characters, CVC max 4; redirect after 1.5 s. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVC_MAX_LENGTH = 4;
export const CHECKOUT_REDIRECT_MS = 1500;

/**
 * The longest value each text field may hold. One table for both sides: the form's `maxLength`
 * and its messages, and the server's schema (shared/schemas/checkout.ts), so a buyer is never
 * refused by the server for something the form let through.
 */
export const CHECKOUT_MAX_LENGTHS = {
  name: 200,
  email: 254,
  address: 300,
  city: 100,
  state: 100,
  zipCode: 20,
} as const satisfies Partial<Record<keyof CheckoutFormValues, number>>;
export type CheckoutTextField = keyof typeof CHECKOUT_MAX_LENGTHS;

/** The field's name as its messages say it ('Billing address is required'). */
export const CHECKOUT_FIELD_NAMES = {
  name: 'Name',
  email: 'Email',
  address: 'Billing address',
  city: 'City',
  state: 'State/Province',
  zipCode: 'ZIP/Postal code',
} as const satisfies Record<CheckoutTextField, string>;

/** 'Name must be at most 200 characters': the same words on the form and from the server. */
export const tooLongMessage = (field: CheckoutTextField) =>
  `${CHECKOUT_FIELD_NAMES[field]} must be at most ${CHECKOUT_MAX_LENGTHS[field]} characters`;

/** 'Name must be on one line, without control characters': a name is written into the confirmation e-mail. */
export const notOneLineMessage = (field: CheckoutTextField) => oneLineMessage(CHECKOUT_FIELD_NAMES[field]);

/** MM/YY with month 01-12. */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

export interface CheckoutFormValues {
  name: string;
  email: string;
  cardNumber: string;
  expiryDate: string;
  cvc: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: CountryCode;
}
export type CheckoutField = keyof CheckoutFormValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  name: '',
  email: '',
  cardNumber: '',
  expiryDate: '',
  cvc: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
};

export const CHECKOUT_MESSAGES = {
  name: 'Name is required',
  email: 'Email is invalid',
  cardNumber: 'Card number must be 16 digits',
  cardChecksum: 'Card number is not valid',
  expired: 'This card has expired',
  expiryDate: 'Expiry date must be in MM/YY format',
  cvc: 'CVC must be 3-4 digits',
  address: 'Billing address is required',
  city: 'City is required',
  state: 'State/Province is required',
  zipCode: 'ZIP/Postal code is required',
  country: 'Please choose a country',
} as const satisfies Record<CheckoutField, string> & Record<string, string>;

export const cardDigits = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

/**
 * The card number's check digit (the Luhn algorithm every card network uses): catches a mistyped
 * or swapped digit in the browser, before anything is sent. Spaces are ignored.
 */
export function luhnValid(card: string): boolean {
  const digits = cardDigits(card);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * MM/YY, and not a month already over. A card is good through the last day of its month; the
 * month counts as over once it has ended everywhere (noon UTC on the 1st of the next month, when
 * it ends at UTC-12), so the browser and the server, whatever their clocks' zones, agree and a
 * buyer is never refused on the last evening of the month.
 */
export function expiryError(expiry: string, now: Date): string | undefined {
  const value = expiry.trim();
  if (!EXPIRY_PATTERN.test(value)) return CHECKOUT_MESSAGES.expiryDate;
  const month = Number(value.slice(0, 2));
  const year = 2000 + Number(value.slice(3, 5));
  // Date.UTC's month is 0-based, so `month` is already the month after the expiry one.
  const over = Date.UTC(year, month, 1, 12);
  return now.getTime() >= over ? CHECKOUT_MESSAGES.expired : undefined;
}

/** How each billing country writes its postal codes, and what to say when one does not fit. */
export const POSTAL_CODE_RULES: Record<CountryCode, { pattern: RegExp; message: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: 'ZIP code must be 5 digits, or ZIP+4 like 12345-6789' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, message: 'Postal code must look like A1A 1A1' },
  GB: {
    pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
    message: 'Postcode must be a UK postcode, like SW1A 1AA',
  },
  AU: { pattern: /^\d{4}$/, message: 'Postcode must be 4 digits' },
  DE: { pattern: /^\d{5}$/, message: 'Postal code must be 5 digits' },
  FR: { pattern: /^\d{5}$/, message: 'Postal code must be 5 digits' },
};

/** The ZIP/postal code checked against the chosen country's format; undefined when it fits. */
export function postalCodeError(zip: string, country: CountryCode): string | undefined {
  const value = zip.trim();
  if (!value) return CHECKOUT_MESSAGES.zipCode;
  const rule = POSTAL_CODE_RULES[country];
  if (!rule) return undefined;
  return rule.pattern.test(value) ? undefined : rule.message;
}

/** docs/architecture.md#security: only the last four card digits and the expiry ever leave the form. */
export function paymentInfoOf(values: Pick<CheckoutFormValues, 'cardNumber' | 'expiryDate'>) {
  return { cardLast4: cardDigits(values.cardNumber).slice(-4), expiryDate: values.expiryDate.trim() };
}

export function shippingInfoOf(values: CheckoutFormValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: values.country,
  };
}

/**
 * A signed-in buyer's checkout names, in this header, the account the device believes is
 * signed in. The server then books the order for that account or not at all: if the session
 * has ended meanwhile (a password change elsewhere, expiry) it answers 401 with one of the
 * messages below instead of quietly booking a guest order the account never sees.
 */
export const SIGNED_IN_USER_HEADER = 'X-Signed-In-User';
export const CHECKOUT_SESSION_MESSAGES = {
  ended: 'Your session has ended, so your order was not placed. Please sign in again to place it.',
  otherAccount:
    'This device is now signed in to a different account, so your order was not placed. Please sign in again to place it.',
} as const;
