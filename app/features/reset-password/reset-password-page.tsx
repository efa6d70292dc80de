import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/password-reset-messages';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { useAuthDialog } from '../auth';
import { focusFirstInvalid, TextField } from '../../components/form-field';
import { useResetPassword, validateReset, type ResetErrors, type ResetForm } from './use-reset-password';

/**
 * /reset-password?token=…, the link of the password-reset e-mail (docs/product.md#accounts): a
 * new password twice, then sign in with it.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const authDialog = useAuthDialog();
  const reset = useResetPassword(token);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ResetForm>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const signIn = () => authDialog.open({ mode: 'login', onDone: (user) => user && navigate('/dashboard') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReset(form);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    const outcome = await reset.send(form);
    if (outcome.state === 'done') {
      setDone(true);
      toast({ title: 'Password changed', description: 'Sign in with your new password.', variant: 'success' });
      return signIn();
    }
    setRefusal(
      outcome.state === 'offline' ? "You're offline. Connect to the internet and try again." : outcome.message,
    );
  };

  const field = (name: keyof ResetForm, label: string) => (
    <TextField
      id={`reset-${name}`}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      error={errors[name]}
      value={form[name]}
      onChange={(e) => {
        const value = e.target.value;
        setForm((f) => ({ ...f, [name]: value }));
        setErrors((er) => (er[name] ? { ...er, [name]: undefined } : er));
      }}
    />
  );

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        <h1 className="text-3xl sm:text-4xl">Choose a new password</h1>
        {!token ? (
          <p role="alert" className="mt-4 text-cocoa">
            This link is incomplete. Open the link from the e-mail again, or ask for a new one with “Forgot password?”
            in the sign-in dialog.
          </p>
        ) : done ? (
          <div role="status" className="mt-4">
            <p className="text-cocoa">{PASSWORD_RESET_MESSAGES.done}</p>
            <button type="button" className="btn-primary mt-4 w-full" onClick={signIn}>
              Sign In
            </button>
          </div>
        ) : (
          <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-6 grid gap-4">
            {field('newPassword', 'New password')}
            {field('confirmPassword', 'Confirm new password')}
            <p
              role="alert"
              className={refusal ? 'rounded-xl bg-berry/10 px-4 py-2 font-semibold text-berry-dark' : 'sr-only'}
            >
              {refusal}
            </p>
            {refusal && (
              <button type="button" className="btn-outline w-full" onClick={() => authDialog.open({ mode: 'forgot' })}>
                Ask for a new link
              </button>
            )}
            <button type="submit" className="btn-primary w-full" disabled={reset.sending}>
              {reset.sending ? 'Saving...' : 'Set new password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
