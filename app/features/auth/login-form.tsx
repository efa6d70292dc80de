import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { toast } from '../../components/ui/toast-store';
import { loginErrorMessage } from '../../data/session';
import { useAuth } from './auth-provider';
import { FormAlert } from './form-alert';

/** docs/product.md#accounts (Login): both fields required, checked here before any call. */
export function LoginForm({
  onSuccess,
  onSwitch,
  onForgot,
}: {
  onSuccess(user: User): void;
  onSwitch(): void;
  onForgot?(): void;
}) {
  const { login, isPending } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      const description = 'Please enter both username and password.';
      toast({ title: 'Missing information', description, variant: 'destructive' });
      setAlert(description);
      return;
    }
    setAlert(null);
    try {
      onSuccess(await login({ username: username.trim(), password }));
    } catch (err) {
      // The provider showed 'Login failed'; the dialog stays open with what was typed.
      setAlert(loginErrorMessage(err));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        Sign In
      </h3>
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <div>
          <label className="label" htmlFor={`${id}-username`}>
            Username
          </label>
          <input
            id={`${id}-username`}
            className="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-password`}>
            Password
          </label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {onForgot && (
            <button
              type="button"
              className="mt-1 min-h-11 text-sm font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
              onClick={onForgot}
            >
              Forgot password?
            </button>
          )}
        </div>
        <FormAlert message={alert} />
        <button type="submit" className="btn-primary w-full" disabled={isPending}>
          {isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-4 text-center text-[15px] text-cocoa">
        Don&apos;t have an account?{' '}
        <button
          type="button"
          className="min-h-11 font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
          onClick={onSwitch}
        >
          Create one
        </button>
      </p>
    </section>
  );
}
