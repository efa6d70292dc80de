import { describe, expect, it } from 'vitest';
import { profilePayload, type ProfileForm } from './account-fields';
import { profileFormErrors as validateProfile } from './auth';
import { profileSchema } from './auth';

const form = (overrides: Partial<ProfileForm> = {}): ProfileForm => ({
  username: 'maple',
  email: 'maple@example.com',
  firstName: 'Maple',
  lastName: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  ...overrides,
});

describe('the Edit Profile form, checked with the server schema', () => {
  it('accepts a profile without a password change', () => {
    expect(validateProfile(form())).toEqual({});
  });

  it('requires a username, also when only spaces are typed', () => {
    expect(validateProfile(form({ username: '   ' }))).toEqual({ username: 'Username is required' });
  });

  it('ignores a current password typed without a new one', () => {
    expect(validateProfile(form({ currentPassword: 'whatever' }))).toEqual({});
  });

  it('asks for the current password when a new one is typed', () => {
    expect(validateProfile(form({ newPassword: 'new-secret', confirmPassword: 'new-secret' }))).toEqual({
      currentPassword: 'Current password required',
    });
  });

  it("says the passwords don't match when only the confirmation is typed", () => {
    expect(validateProfile(form({ currentPassword: 'old-secret', confirmPassword: 'new-secret' }))).toEqual({
      confirmPassword: "Passwords don't match",
      newPassword: 'Password too short',
    });
  });

  it('refuses a new password under 6 characters and accepts exactly 6', () => {
    expect(
      validateProfile(form({ currentPassword: 'old-secret', newPassword: 'abcde', confirmPassword: 'abcde' })),
    ).toEqual({ newPassword: 'Password too short' });
    expect(
      validateProfile(form({ currentPassword: 'old-secret', newPassword: 'abcdef', confirmPassword: 'abcdef' })),
    ).toEqual({});
  });
});

describe('validateProfile: the account fields, as the server checks them', () => {
  it.each([
    ['email', 'maple@example', 'Please enter a valid email address'],
    ['email', 'maple @example.com', 'Please enter a valid email address'],
    ['email', `${'m'.repeat(243)}@example.com`, 'Email must be at most 254 characters'],
    ['username', 'maple syrup', 'Username may use letters, numbers, dots, dashes and underscores'],
    ['username', 'm'.repeat(51), 'Username must be at most 50 characters'],
    ['firstName', 'M'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', 'M'.repeat(101), 'Last name must be at most 100 characters'],
  ] as const)('%s %j gives %j, and the server schema the same words', (field, value, message) => {
    expect(validateProfile(form({ [field]: value }))).toEqual({ [field]: message });
    const refused = profileSchema.safeParse(profilePayload(form({ [field]: value })));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('takes an empty e-mail and names at their limits', () => {
    const edge = form({ email: '', username: 'm'.repeat(50), firstName: 'M'.repeat(100), lastName: 'M'.repeat(100) });
    expect(validateProfile(edge)).toEqual({});
    expect(profileSchema.safeParse(profilePayload(edge)).success).toBe(true);
  });
});

describe('profilePayload', () => {
  it('sends empty names as null and leaves the passwords out when not changing them', () => {
    expect(profilePayload(form({ username: ' maple ', currentPassword: 'typed-anyway' }))).toEqual({
      username: 'maple',
      email: 'maple@example.com',
      firstName: 'Maple',
      lastName: null,
    });
  });

  it('adds the current and new password when changing the password', () => {
    expect(
      profilePayload(form({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' })),
    ).toMatchObject({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });
});

describe('changing the e-mail needs the current password (docs/product.md#accounts)', () => {
  it.each([
    ['a new address', 'syrup@example.com'],
    ['no address', ''],
  ])('%s: asks for it, and sends it', (_, email) => {
    expect(validateProfile(form({ email }), 'maple@example.com')).toEqual({
      currentPassword: 'Current password required',
    });
    expect(validateProfile(form({ email, currentPassword: 'old-secret' }), 'maple@example.com')).toEqual({});
    expect(profilePayload(form({ email, currentPassword: 'old-secret' }), 'maple@example.com')).toEqual({
      username: 'maple',
      email,
      firstName: 'Maple',
      lastName: null,
      currentPassword: 'old-secret',
    });
  });

  it('a first address on an account without one needs it too; the same address (spaces aside) does not', () => {
    expect(validateProfile(form(), null)).toEqual({ currentPassword: 'Current password required' });
    expect(validateProfile(form({ email: ' maple@example.com ' }), 'maple@example.com')).toEqual({});
    expect(profilePayload(form({ currentPassword: 'typed' }), 'maple@example.com')).not.toHaveProperty(
      'currentPassword',
    );
  });
});

describe('one mailbox per e-mail field, names on one line: the form and the server say the same', () => {
  it.each([
    'a@x.com,postmaster,"x"<root>',
    'a@x.com;b@y.com',
    '"Maple" <maple@example.com>',
    'maple@example.com (Maple)',
    'maple@[127.0.0.1]',
    'maple@example.com\nBcc: all@example.com',
    'ma\u0000ple@example.com',
    'maple@exa\u200bmple.com',
    'maple@example..com',
  ])('refuses %j', (email) => {
    expect(validateProfile(form({ email, currentPassword: 'x' }), 'old@example.com')).toEqual({
      email: 'Please enter a valid email address',
    });
    const refused = profileSchema.safeParse({ ...profilePayload(form({ email })), email });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });

  it.each(["o'brien+cakes@example.co.uk", 'josé@bäckerei.de', 'maple.syrup@sub.example.com'])('takes %j', (email) => {
    expect(validateProfile(form({ email }))).toEqual({});
    expect(profileSchema.safeParse(profilePayload(form({ email }))).success).toBe(true);
  });

  it.each([
    [
      'firstName',
      'Maple\nP.S. Click http://evil.example',
      'First name must be on one line, without control characters',
    ],
    ['lastName', 'Sy\u202erup', 'Last name must be on one line, without control characters'],
    ['firstName', 'Ma\tple', 'First name must be on one line, without control characters'],
    ['lastName', 'Sy\u2028rup', 'Last name must be on one line, without control characters'],
  ] as const)('%s %j gives %j on the form and from the server', (field, value, message) => {
    expect(validateProfile(form({ [field]: value }))).toEqual({ [field]: message });
    const refused = profileSchema.safeParse(profilePayload(form({ [field]: value })));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('a line break at either end is trimmed away like a space', () => {
    expect(validateProfile(form({ lastName: 'Syrup\r\n' }))).toEqual({});
    expect(profilePayload(form({ lastName: 'Syrup\r\n' })).lastName).toBe('Syrup');
  });
});
