import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { toast } from '../../components/ui/toast-store';
import { loginErrorMessage } from '../../data/session';
import { AuthCard, AuthInput, SwitchPrompt } from './auth-form-parts';
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
    <AuthCard id={id} title="Sign In">
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <AuthInput
          id={`${id}-username`}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <AuthInput
          id={`${id}-password`}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        >
          {onForgot && (
            <button
              type="button"
              className="mt-1 min-h-11 text-sm font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
              onClick={onForgot}
            >
              Forgot password?
            </button>
          )}
        </AuthInput>
        <FormAlert message={alert} />
        <button type="submit" className="btn-primary w-full" disabled={isPending}>
          {isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <SwitchPrompt prompt="Don't have an account?" action="Create one" onClick={onSwitch} />
    </AuthCard>
  );
}
