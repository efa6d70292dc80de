import { z } from 'zod';
import {
  deleteAccountSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  registerSchema,
  userSchema,
} from '../schemas/auth';
import { defineApi } from './contract';

/** Visitor accounts (docs/product.md#accounts). */
export const authApi = {
  me: defineApi({ method: 'GET', path: '/api/auth/me', access: 'user', answer: userSchema }),
  login: defineApi({ method: 'POST', path: '/api/auth/login', access: 'none', body: loginSchema, answer: userSchema }),
  register: defineApi({
    method: 'POST',
    path: '/api/auth/register',
    access: 'none',
    body: registerSchema,
    answer: userSchema,
  }),
  logout: defineApi({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'optional-user',
    answer: z.object({ message: z.string() }),
  }),
  profile: defineApi({
    method: 'PUT',
    path: '/api/auth/profile',
    access: 'user',
    body: profileSchema,
    answer: userSchema,
  }),
  /**
   * The signed-in baker deletes her own account (docs/decisions/040-account-deletion.md): her
   * current password, then everything of hers goes and every device is signed out.
   */
  deleteAccount: defineApi({
    method: 'POST',
    path: '/api/auth/account/delete',
    access: 'user',
    body: deleteAccountSchema,
    answer: z.object({ message: z.string() }),
  }),
  /** Always 202 with the same words, whether or not the account exists. */
  passwordReset: defineApi({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'none',
    body: passwordResetRequestSchema,
    answer: z.object({ message: z.string() }),
  }),
  passwordResetConfirm: defineApi({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'none',
    body: passwordResetConfirmSchema,
    answer: z.object({ message: z.string() }),
  }),
} as const;
