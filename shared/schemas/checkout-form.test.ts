import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MAX_LENGTHS,
  EMPTY_CHECKOUT_FORM,
  POSTAL_CODE_RULES,
  expiryError,
  luhnValid,
  postalCodeError,
  paymentInfoOf,
  shippingInfoOf,
  type CheckoutFormValues,
  type CheckoutTextField,
} from './checkout-fields';
import { surveyPayload, validateSurvey } from '../survey';
import { checkoutFormErrors as validateCheckoutForm, checkoutSchema } from './checkout';

const valid: CheckoutFormValues = {
  name: 'Jo Baker',
  email: 'jo@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/29',
  cvc: '123',
  address: '1 Mill Road',
  city: 'Willow Creek',
  state: 'VT',
  zipCode: '05001',
  country: 'US',
};

describe('validateCheckoutForm', () => {
  it('accepts a complete form', () => {
    expect(validateCheckoutForm(valid)).toEqual({});
    expect(validateCheckoutForm({ ...valid, cardNumber: '4242424242424242', cvc: '1234' })).toEqual({});
  });

  it('gives every message of spec 5 for an empty form', () => {
    expect(validateCheckoutForm(EMPTY_CHECKOUT_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      cardNumber: 'Card number must be 16 digits',
      expiryDate: 'Expiry date must be in MM/YY format',
      cvc: 'CVC must be 3-4 digits',
      address: 'Billing address is required',
      city: 'City is required',
      state: 'State/Province is required',
      zipCode: 'ZIP/Postal code is required',
    });
  });

  it.each([
    ['name', '   ', 'Name is required'],
    ['email', 'jo@example', 'Email is invalid'],
    ['email', 'jo example@x.com', 'Email is invalid'],
    ['cardNumber', '4242 4242 4242 424', 'Card number must be 16 digits'],
    ['cardNumber', '4242-4242-4242-4242', 'Card number must be 16 digits'],
    ['cardNumber', '4242 4242 4242 42424', 'Card number must be 16 digits'],
    ['expiryDate', '13/29', 'Expiry date must be in MM/YY format'],
    ['expiryDate', '00/29', 'Expiry date must be in MM/YY format'],
    ['expiryDate', '1/29', 'Expiry date must be in MM/YY format'],
    ['expiryDate', '12/2029', 'Expiry date must be in MM/YY format'],
    ['cvc', '12', 'CVC must be 3-4 digits'],
    ['cvc', '12345', 'CVC must be 3-4 digits'],
    ['cvc', '12a', 'CVC must be 3-4 digits'],
    ['address', '', 'Billing address is required'],
    ['city', ' ', 'City is required'],
    ['state', '', 'State/Province is required'],
    ['zipCode', '', 'ZIP/Postal code is required'],
  ] as const)('%s %j gives %j', (field, value, message) => {
    expect(validateCheckoutForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

describe('card checks as a processor makes them', () => {
  it('luhnValid accepts the common test cards and refuses a mistyped digit', () => {
    for (const card of ['4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 9995', '5555555555554444'])
      expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4224')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('a 16-digit number failing the checksum is "not valid"', () => {
    expect(validateCheckoutForm({ ...valid, cardNumber: '4242 4242 4242 4241' })).toEqual({
      cardNumber: 'Card number is not valid',
    });
  });

  const now = new Date('2026-11-27T10:00:00Z');
  it.each([
    ['12/20', 'This card has expired'],
    ['10/26', 'This card has expired'],
    ['11/26', undefined],
    ['12/26', undefined],
    ['01/27', undefined],
    ['13/27', 'Expiry date must be in MM/YY format'],
    ['1/27', 'Expiry date must be in MM/YY format'],
    ['', 'Expiry date must be in MM/YY format'],
  ])('expiry %j on 27 Nov 2026: %j', (expiry, message) => {
    expect(expiryError(expiry, now)).toBe(message);
    expect(validateCheckoutForm({ ...valid, expiryDate: expiry }, now)).toEqual(message ? { expiryDate: message } : {});
  });

  it('a month is over once it has ended in every time zone', () => {
    expect(expiryError('11/26', new Date('2026-12-01T11:59:59Z'))).toBeUndefined();
    expect(expiryError('11/26', new Date('2026-12-01T12:00:00Z'))).toBe('This card has expired');
  });

  it.each([
    ['US', '05001', true],
    ['US', '05001-1234', true],
    ['US', 'ABCDE', false],
    ['US', '0500', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a0b1', true],
    ['CA', '12345', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'M1 1AE', true],
    ['GB', '12345', false],
    ['AU', '2000', true],
    ['AU', '20000', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['FR', '75001', true],
    ['FR', 'F-75001', false],
  ] as const)('%s postal code %j fits: %s', (country, zip, fits) => {
    expect(postalCodeError(zip, country)).toBe(fits ? undefined : POSTAL_CODE_RULES[country].message);
    expect(validateCheckoutForm({ ...valid, country, zipCode: zip })).toEqual(
      fits ? {} : { zipCode: POSTAL_CODE_RULES[country].message },
    );
  });
});

describe('the length limits, the same on the form and on the server (one schema)', () => {
  const atLength = (field: CheckoutTextField, length: number) =>
    field === 'email' ? `${'j'.repeat(length - '@example.com'.length)}@example.com` : 'x'.repeat(length);
  const order = (values: CheckoutFormValues) => ({
    userId: 'guest-1700000000000',
    totalAmount: 6500,
    items: [{ type: 'class', id: 1, title: 'Beginner Bread', price: 6500, quantity: 1 }],
    shippingInfo: shippingInfoOf(values),
    paymentInfo: paymentInfoOf(values),
  });

  it.each([
    ['name', 200, 'Name must be at most 200 characters'],
    ['email', 254, 'Email must be at most 254 characters'],
    ['address', 300, 'Billing address must be at most 300 characters'],
    ['city', 100, 'City must be at most 100 characters'],
    ['state', 100, 'State/Province must be at most 100 characters'],
    ['zipCode', 20, 'ZIP/Postal code must be at most 20 characters'],
  ] as const)('%s: %i characters pass both, one more fails both with %j', (field, max, message) => {
    expect(CHECKOUT_MAX_LENGTHS[field]).toBe(max);
    const at = { ...valid, [field]: atLength(field, max) };
    // 20 characters fit the limit but no country's postal code: both say so under the field.
    expect(validateCheckoutForm(at)).toEqual(field === 'zipCode' ? { zipCode: POSTAL_CODE_RULES.US.message } : {});
    expect(checkoutSchema.safeParse(order(at)).error?.issues.map((i) => i.message) ?? []).toEqual(
      field === 'zipCode' ? [POSTAL_CODE_RULES.US.message] : [],
    );
    const over = { ...valid, [field]: atLength(field, max + 1) };
    expect(validateCheckoutForm(over)).toEqual({ [field]: message });
    const refused = checkoutSchema.safeParse(order(over));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`shippingInfo.${field}`, message],
    ]);
  });

  it('counts the value as sent, without the spaces around it', () => {
    expect(validateCheckoutForm({ ...valid, name: `  ${'x'.repeat(200)}  ` })).toEqual({});
  });

  it.each([
    [
      'name',
      'Jo Baker\nYour order was cancelled: call 555-0100',
      'Name must be on one line, without control characters',
    ],
    ['name', 'Jo\u0007 Baker', 'Name must be on one line, without control characters'],
    ['address', '1 Mill Road\r\nBcc: x', 'Billing address must be on one line, without control characters'],
    ['city', 'Willow\u202eCreek', 'City must be on one line, without control characters'],
  ] as const)('%s %j: refused on the form and by the server with the same words', (field, value, message) => {
    const values = { ...valid, [field]: value };
    expect(validateCheckoutForm(values)).toEqual({ [field]: message });
    const refused = checkoutSchema.safeParse(order(values));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`shippingInfo.${field}`, message],
    ]);
  });

  it.each(['jo@example.com,postmaster', 'Jo <jo@example.com>', '"x"<root>@example.com', 'jo@example.com\n'])(
    'e-mail %j: one mailbox only, refused on both sides as invalid',
    (email) => {
      const values = { ...valid, email: `${email}x` };
      expect(validateCheckoutForm(values)).toEqual({ email: 'Email is invalid' });
      const refused = checkoutSchema.safeParse(order(values));
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['shippingInfo.email', 'Email is invalid'],
      ]);
    },
  );
});

describe('the checkout payload', () => {
  it('carries only the last four digits and the expiry, and passes the server schema', () => {
    expect(paymentInfoOf(valid)).toEqual({ cardLast4: '4242', expiryDate: '12/29' });
    const payload = {
      userId: 'guest-1700000000000',
      totalAmount: 6500,
      items: [{ type: 'class', id: 1, title: 'Beginner Bread', price: 6500, quantity: 1 }],
      shippingInfo: shippingInfoOf({ ...valid, name: '  Jo Baker ' }),
      paymentInfo: paymentInfoOf(valid),
    };
    expect(payload.shippingInfo.name).toBe('Jo Baker');
    expect(checkoutSchema.parse(payload).paymentInfo).toEqual({ cardLast4: '4242', expiryDate: '12/29' });
    expect(JSON.stringify(payload)).not.toContain('4242 4242');
    expect(JSON.stringify(payload)).not.toContain('123');
  });
});

describe('validateSurvey', () => {
  it('asks for a valid e-mail first, then at least one class', () => {
    expect(validateSurvey({ email: '', classInterests: ['Tarts'] })).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
    });
    expect(validateSurvey({ email: 'jo@example', classInterests: ['Tarts'] })?.title).toBe('Invalid email');
    expect(validateSurvey({ email: 'jo@example.com', classInterests: [] })).toEqual({
      title: 'No classes selected',
      description: "Please select at least one class you're interested in.",
    });
    expect(validateSurvey({ email: 'jo@example.com', classInterests: ['Tarts'] })).toBeNull();
  });

  it('trims the suggestion and omits it when empty', () => {
    expect(surveyPayload({ email: ' jo@example.com ', classInterests: ['Tarts'], otherSuggestion: '   ' })).toEqual({
      email: 'jo@example.com',
      classInterests: ['Tarts'],
    });
    expect(
      surveyPayload({ email: 'jo@example.com', classInterests: ['Tarts'], otherSuggestion: ' Croissants ' })
        .otherSuggestion,
    ).toBe('Croissants');
  });
});
