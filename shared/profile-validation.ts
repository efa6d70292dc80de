/**
 * spec visitor 5 (Profile): the Edit Profile form's rules, with the spec's messages. Pure, so
 * the page and its tests share it; the server checks the same rules again (shared/schemas/auth).
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

export const PROFILE_MESSAGES = {
  usernameRequired: 'Username is required',
  currentPasswordRequired: 'Current password required',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
} as const;

/** The password section only counts when a new or confirm password was typed. */
export const changesPassword = (form: ProfileForm) => form.newPassword !== '' || form.confirmPassword !== '';

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!form.username.trim()) errors.username = PROFILE_MESSAGES.usernameRequired;
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

/** spec visitor 7: PUT /api/auth/profile; passwords only when changing the password. */
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
