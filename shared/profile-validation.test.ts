import { describe, expect, it } from 'vitest';
import { profilePayload, validateProfile, type ProfileForm } from './profile-validation';
import { profileSchema } from './schemas/auth';

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

describe('validateProfile', () => {
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
