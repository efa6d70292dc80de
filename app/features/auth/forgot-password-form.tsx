import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/schemas/auth';
import { ApiError, NetworkError } from '../../data/api';
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
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        Forgot password?
      </h3>
      {sent ? (
        // The one answer, whether or not an account matches: nobody learns who has an account here.
        <p role="status" className="mt-4 rounded-xl bg-sage/15 px-4 py-3 text-[15px] text-ink">
          {PASSWORD_RESET_MESSAGES.requested}
        </p>
      ) : (
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <div>
            <label className="label" htmlFor={`${id}-who`}>
              Username or e-mail
            </label>
            <input
              id={`${id}-who`}
              className="input"
              name="usernameOrEmail"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <FormAlert message={alert} />
          <button type="submit" className="btn-primary w-full" disabled={sending}>
            {sending ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-[15px] text-cocoa">
        <button
          type="button"
          className="min-h-11 font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
          onClick={onBack}
        >
          Back to sign in
        </button>
      </p>
    </section>
  );
}
