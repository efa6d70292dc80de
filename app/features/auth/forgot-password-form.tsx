import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/password-reset-messages';
import { ApiError, NetworkError } from '../../data/api';
import { AuthCard, AuthInput, SwitchPrompt } from './auth-form-parts';
import { FormAlert } from './form-alert';
import { requestPasswordReset } from './password-reset-api';

/** 'Forgot password?' in the sign-in dialog (docs/product.md#accounts). */
export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setAlert('Please enter your username or e-mail address.');
    setAlert(null);
    setSending(true);
    try {
      await requestPasswordReset(value.trim());
      setSent(true);
    } catch (err) {
      if (err instanceof NetworkError) setAlert("You're offline. Connect to the internet and try again.");
      else if (err instanceof ApiError && err.status === 429)
        setAlert(err.serverMessage || 'Too many requests. Please wait a few minutes and try again.');
      // Any other answer says nothing about the account either.
      else setSent(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard id={id} title="Forgot password?">
      {sent ? (
        // The one answer, whether or not an account matches: nobody learns who has an account here.
        <p role="status" className="mt-4 rounded-xl bg-sage/15 px-4 py-3 text-[15px] text-ink">
          {PASSWORD_RESET_MESSAGES.requested}
        </p>
      ) : (
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <AuthInput
            id={`${id}-who`}
            label="Username or e-mail"
            name="usernameOrEmail"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <FormAlert message={alert} />
          <button type="submit" className="btn-primary w-full" disabled={sending}>
            {sending ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      <SwitchPrompt action="Back to sign in" onClick={onBack} />
    </AuthCard>
  );
}
