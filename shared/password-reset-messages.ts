/**
 * The password reset's words (docs/product.md#accounts), said by the server and shown by the
 * sign-in dialog and the reset page. Apart from the schemas (shared/schemas/auth.ts), so the
 * dialog shows them without loading zod.
 */
export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If an account matches, we have sent an email with a link to reset your password. The link works for 1 hour.',
  done: 'Your password has been reset. Please sign in with your new password.',
  badToken: 'This reset link has expired or was already used.',
} as const;
