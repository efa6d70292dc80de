import { describe, expect, it } from 'vitest';
import { profilePayload, validateProfile, type ProfileForm } from './profile-validation';

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
    expect(validateProfile(form({ newPassword: 'new-secret', confirmPassword: 'new-secret' }))).toEqual({ currentPassword: 'Current password required' });
  });

  it("says the passwords don't match when only the confirmation is typed", () => {
    expect(validateProfile(form({ currentPassword: 'old-secret', confirmPassword: 'new-secret' }))).toEqual({
      confirmPassword: "Passwords don't match",
      newPassword: 'Password too short',
    });
  });

  it('refuses a new password under 6 characters and accepts exactly 6', () => {
    expect(validateProfile(form({ currentPassword: 'old-secret', newPassword: 'abcde', confirmPassword: 'abcde' }))).toEqual({ newPassword: 'Password too short' });
    expect(validateProfile(form({ currentPassword: 'old-secret', newPassword: 'abcdef', confirmPassword: 'abcdef' }))).toEqual({});
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
    expect(profilePayload(form({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' }))).toMatchObject({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });
});
