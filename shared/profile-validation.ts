import { isSimpleEmail } from './survey';

/**
 * docs/product.md#accounts (Profile): the Edit Profile form's rules, with the spec's messages. Pure, so
 * the page and its tests share it; the server checks the same rules again with the same limits
 * and words (shared/schemas/auth), so what the form lets through the server takes.
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
  currentPasswordRequired: 'Current password required',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
} as const;

/** The password section only counts when a new or confirm password was typed. */
export const changesPassword = (form: ProfileForm) => form.newPassword !== '' || form.confirmPassword !== '';

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const username = form.username.trim();
  if (!username) errors.username = PROFILE_MESSAGES.usernameRequired;
  else if (username.length > ACCOUNT_MAX_LENGTHS.username) errors.username = PROFILE_MESSAGES.usernameTooLong;
  else if (!USERNAME_PATTERN.test(username)) errors.username = PROFILE_MESSAGES.usernameCharacters;
  // E-mail is optional; one typed must look like one.
  const email = form.email.trim();
  if (email.length > ACCOUNT_MAX_LENGTHS.email) errors.email = PROFILE_MESSAGES.emailTooLong;
  else if (email && !isSimpleEmail(email)) errors.email = PROFILE_MESSAGES.emailInvalid;
  if (form.firstName.trim().length > ACCOUNT_MAX_LENGTHS.firstName)
    errors.firstName = PROFILE_MESSAGES.firstNameTooLong;
  if (form.lastName.trim().length > ACCOUNT_MAX_LENGTHS.lastName) errors.lastName = PROFILE_MESSAGES.lastNameTooLong;
  if (changesPassword(form)) {
    if (!form.currentPassword) errors.currentPassword = PROFILE_MESSAGES.currentPasswordRequired;
    if (form.newPassword !== form.confirmPassword) errors.confirmPassword = PROFILE_MESSAGES.passwordsDontMatch;
    if (form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PROFILE_MESSAGES.passwordTooShort;
  }
  return errors;
}

export interface ProfileUpdate {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  currentPassword?: string;
  newPassword?: string;
}

/** docs/product.md#accounts: PUT /api/auth/profile; passwords only when changing the password. */
export function profilePayload(form: ProfileForm): ProfileUpdate {
  const payload: ProfileUpdate = {
    username: form.username.trim(),
    email: form.email.trim(),
    firstName: form.firstName.trim() || null,
    lastName: form.lastName.trim() || null,
  };
  if (changesPassword(form)) {
    payload.currentPassword = form.currentPassword;
    payload.newPassword = form.newPassword;
  }
  return payload;
}
