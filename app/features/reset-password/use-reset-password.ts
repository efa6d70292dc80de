import { useState } from 'react';
import { MIN_PASSWORD_LENGTH, PROFILE_MESSAGES } from '../../../shared/schemas/account-fields';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/password-reset-messages';
import { authApi } from '../../../shared/contracts/auth';
import { ApiError, NetworkError, apiRequest } from '../../data/api';

export interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}
export type ResetErrors = Partial<Record<keyof ResetForm, string>>;

/** The Edit Profile form's password rules and words (docs/product.md#accounts). */
export function validateReset(form: ResetForm): ResetErrors {
  const errors: ResetErrors = {};
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PROFILE_MESSAGES.passwordTooShort;
  if (form.newPassword !== form.confirmPassword) errors.confirmPassword = PROFILE_MESSAGES.passwordsDontMatch;
  return errors;
}

export type ResetOutcome = { state: 'done' } | { state: 'refused'; message: string } | { state: 'offline' };

/**
 * POST /api/auth/password-reset/confirm: the link's token and the new password. The server ends
 * every session of the account; a used or expired link answers 400 with its reason.
 */
export function useResetPassword(token: string) {
  const [sending, setSending] = useState(false);
  const send = async (form: ResetForm): Promise<ResetOutcome> => {
    setSending(true);
    try {
      await apiRequest(authApi.passwordResetConfirm.method, authApi.passwordResetConfirm.path, { token, ...form });
      return { state: 'done' };
    } catch (err) {
      if (err instanceof NetworkError) return { state: 'offline' };
      const message = err instanceof ApiError && err.status < 500 ? err.serverMessage : '';
      return { state: 'refused', message: message || PASSWORD_RESET_MESSAGES.badToken };
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
