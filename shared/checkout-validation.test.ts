import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MAX_LENGTHS,
  EMPTY_CHECKOUT_FORM,
  paymentInfoOf,
  shippingInfoOf,
  validateCheckoutForm,
  type CheckoutFormValues,
  type CheckoutTextField,
} from './checkout-validation';
import { surveyPayload, validateSurvey } from './survey';
import { checkoutSchema } from './schemas/checkout';

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

describe('the length limits, the same on the form and on the server', () => {
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
    expect(validateCheckoutForm(at)).toEqual({});
    expect(checkoutSchema.safeParse(order(at)).success).toBe(true);
    const over = { ...valid, [field]: atLength(field, max + 1) };
    expect(validateCheckoutForm(over)).toEqual({ [field]: message });
    const refused = checkoutSchema.safeParse(order(over));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`shippingInfo.${field}`, message],
    ]);
  });

  it('counts the value as sent, without the spaces around it', () => {
    expect(validateCheckoutForm({ ...valid, zipCode: `  ${'1'.repeat(20)}  ` })).toEqual({});
  });
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
