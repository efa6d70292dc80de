import { oneLineMessage } from '../one-line';

/**
 * docs/product.md#accounts (Profile): the account fields' limits and messages, and the Edit Profile
 * form's values and payload. The form is checked with the server's own schema
 * (`profileFormErrors` in shared/schemas/auth.ts), so what the form lets through the server takes.
 */
export interface ProfileForm {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileForm;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const MIN_PASSWORD_LENGTH = 6;

/** The longest value each account field may hold: the inputs' maxLength and the server's limit. */
export const ACCOUNT_MAX_LENGTHS = { username: 50, email: 254, name: 100, firstName: 100, lastName: 100 } as const;
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export const PROFILE_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: `Username must be at most ${ACCOUNT_MAX_LENGTHS.username} characters`,
  usernameCharacters: 'Username may use letters, numbers, dots, dashes and underscores',
  usernameOneScript: 'Username must use the letters of one alphabet',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${ACCOUNT_MAX_LENGTHS.email} characters`,
  nameTooLong: `Full name must be at most ${ACCOUNT_MAX_LENGTHS.name} characters`,
  firstNameTooLong: `First name must be at most ${ACCOUNT_MAX_LENGTHS.firstName} characters`,
  lastNameTooLong: `Last name must be at most ${ACCOUNT_MAX_LENGTHS.lastName} characters`,
  nameOneLine: oneLineMessage('Full name'),
  firstNameOneLine: oneLineMessage('First name'),
  lastNameOneLine: oneLineMessage('Last name'),
  currentPasswordRequired: 'Current password required',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
} as const;

/** The password section only counts when a new or confirm password was typed. */
export const changesPassword = (form: ProfileForm) => form.newPassword !== '' || form.confirmPassword !== '';

/**
 * The e-mail differs from the one saved (`savedEmail`; undefined: not known, no change assumed).
 * Changing it, removing it or setting a first one needs the current password (the e-mail is how
 * the account is taken back with a reset link), and the old address is told.
 */
export const changesEmail = (form: ProfileForm, savedEmail: string | null | undefined) =>
  savedEmail !== undefined && form.email.trim() !== (savedEmail ?? '');

/** Either change asks for the current password ('Current password required', docs/product.md#accounts). */
export const needsCurrentPassword = (form: ProfileForm, savedEmail?: string | null) =>
  changesPassword(form) || changesEmail(form, savedEmail);

export interface ProfileUpdate {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * docs/product.md#accounts: PUT /api/auth/profile; the current password only when changing the
 * password or the e-mail, the new one only when changing the password.
 */
export function profilePayload(form: ProfileForm, savedEmail?: string | null): ProfileUpdate {
  const payload: ProfileUpdate = {
    username: form.username.trim(),
    email: form.email.trim(),
    firstName: form.firstName.trim() || null,
    lastName: form.lastName.trim() || null,
  };
  if (needsCurrentPassword(form, savedEmail)) payload.currentPassword = form.currentPassword;
  if (changesPassword(form)) payload.newPassword = form.newPassword;
  return payload;
}
