import { z } from 'zod';
import {
  ACCOUNT_MAX_LENGTHS,
  MIN_PASSWORD_LENGTH,
  PROFILE_MESSAGES,
  USERNAME_PATTERN,
  changesPassword,
  needsCurrentPassword,
  profilePayload,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from './account-fields';
import { breaksOneLine } from '../one-line';
import { SIMPLE_EMAIL_PATTERN } from '../survey';
import { isSingleScript } from '../username-scripts';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

// The limits and words of shared/schemas/account-fields.ts, so the form and the server agree. A name
// is stored in NFKC, so a full-width or ligature form is the plain one.
const username = z
  .string()
  .transform((v) => v.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .min(1, PROFILE_MESSAGES.usernameRequired)
      .max(ACCOUNT_MAX_LENGTHS.username, PROFILE_MESSAGES.usernameTooLong)
      .regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameCharacters),
  );
/**
 * A name being chosen is written in one script (`bօb` with an Armenian օ is refused). A name an
 * account already has is kept as it is (the profile sends it back unchanged: api/routes/auth.ts).
 */
const newUsername = username.refine(isSingleScript, PROFILE_MESSAGES.usernameOneScript);
// A name goes into e-mails and rosters: one line, no control characters (shared/one-line.ts).
const optionalName = (max: number, tooLong: string, notOneLine: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !breaksOneLine(v), notOneLine)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalEmail = z
  .string()
  .trim()
  .max(ACCOUNT_MAX_LENGTHS.email, PROFILE_MESSAGES.emailTooLong)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || SIMPLE_EMAIL_PATTERN.test(v), PROFILE_MESSAGES.emailInvalid);

/** docs/product.md#accounts: POST /api/auth/login */
export const loginSchema = z.object({
  username: z
    .string()
    .max(200)
    .transform((v) => v.normalize('NFKC').trim())
    .pipe(z.string().min(1, 'Username is required').max(50)),
  password: z.string().min(1, 'Password is required').max(1024),
});

/** docs/product.md#accounts: registration form */
export const registerSchema = z
  .object({
    username: newUsername,
    password: z.string().min(6, 'Password must be at least 6 characters').max(1024),
    confirmPassword: z.string().min(1, 'Please confirm your password').max(1024),
    name: optionalName(ACCOUNT_MAX_LENGTHS.name, PROFILE_MESSAGES.nameTooLong, PROFILE_MESSAGES.nameOneLine),
    email: optionalEmail,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords you entered do not match.',
    path: ['confirmPassword'],
  });

/**
 * The profile's e-mail: an empty one (or null) removes it; one left out of the body leaves the
 * saved one as it is, since changing it asks for the password (the form always sends it).
 */
const profileEmail = z
  .string()
  .trim()
  .max(ACCOUNT_MAX_LENGTHS.email, PROFILE_MESSAGES.emailTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => v == null || SIMPLE_EMAIL_PATTERN.test(v), PROFILE_MESSAGES.emailInvalid);

/** docs/product.md#accounts: PUT /api/auth/profile */
export const profileSchema = z
  .object({
    username,
    email: profileEmail,
    firstName: optionalName(
      ACCOUNT_MAX_LENGTHS.firstName,
      PROFILE_MESSAGES.firstNameTooLong,
      PROFILE_MESSAGES.firstNameOneLine,
    ),
    lastName: optionalName(
      ACCOUNT_MAX_LENGTHS.lastName,
      PROFILE_MESSAGES.lastNameTooLong,
      PROFILE_MESSAGES.lastNameOneLine,
    ),
    currentPassword: z.string().max(1024).optional(),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, PROFILE_MESSAGES.passwordTooShort).max(1024).optional(),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, {
    message: PROFILE_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });

/**
 * The Edit Profile form's messages, the first one per field (docs/product.md#accounts): what it
 * would send, checked with the server's `profileSchema`, and the two rules only the form can see:
 * the confirmation matches, and a new e-mail (known from `savedEmail`) asks for the current
 * password as a new password does (the server checks that one against the saved account).
 */
export function profileFormErrors(form: ProfileForm, savedEmail?: string | null): ProfileErrors {
  const errors: ProfileErrors = {};
  const add = (field: ProfileField, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  for (const issue of profileSchema.safeParse(profilePayload(form, savedEmail)).error?.issues ?? [])
    add(issue.path[0] as ProfileField, issue.message);
  if (needsCurrentPassword(form, savedEmail) && !form.currentPassword)
    add('currentPassword', PROFILE_MESSAGES.currentPasswordRequired);
  if (changesPassword(form) && form.newPassword !== form.confirmPassword)
    add('confirmPassword', PROFILE_MESSAGES.passwordsDontMatch);
  return errors;
}

/**
 * POST /api/auth/account/delete: the baker deletes her own account, confirming with her current
 * password (docs/product.md#accounts), in the Edit Profile's words.
 */
export const deleteAccountSchema = z.object({
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(1024),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Answer of both password-reset calls. */
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/auth/password-reset: always 202, whether or not the account exists. */
export const passwordResetRequestSchema = z.object({
  usernameOrEmail: z
    .string({ error: 'Please enter your username or email' })
    .trim()
    .min(1, 'Please enter your username or email')
    .max(254, 'Username or email must be at most 254 characters'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export { PASSWORD_RESET_MESSAGES };

/** POST /api/auth/password-reset/confirm: the Edit Profile rules and words (shared/schemas/account-fields.ts). */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: PASSWORD_RESET_MESSAGES.badToken }).min(1, PASSWORD_RESET_MESSAGES.badToken).max(200),
    newPassword: z
      .string({ error: PROFILE_MESSAGES.passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, PROFILE_MESSAGES.passwordTooShort)
      .max(1024),
    confirmPassword: z.string({ error: PROFILE_MESSAGES.passwordsDontMatch }).max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
