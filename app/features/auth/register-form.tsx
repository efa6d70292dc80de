import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { dismissToasts, toast } from '../../components/ui/toast-store';
import { registerErrorMessage } from '../../data/session';
import { AuthCard, AuthInput, SwitchPrompt } from './auth-form-parts';
import { useAuth } from './auth-provider';

interface Fields {
  username: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: { key: keyof Fields; label: string; type: string; autoComplete: string; required?: boolean }[] = [
  { key: 'username', label: 'Username', type: 'text', autoComplete: 'username', required: true },
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true },
  { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password', required: true },
];

/** docs/product.md#accounts (Registration form, Register): required fields and matching passwords. */
export function RegisterForm({ onSuccess, onSwitch }: { onSuccess(user: User): void; onSwitch(): void }) {
  const { register, isPending } = useAuth();
  const [fields, setFields] = useState<Fields>({
    username: '',
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [alert, setAlert] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refuse = (title: string, description: string) => {
      toast({ title, description, variant: 'destructive' });
      setAlert(description);
    };
    if (!fields.username.trim() || !fields.password || !fields.confirmPassword)
      return refuse('Missing information', 'Please fill in all required fields.');
    if (fields.password !== fields.confirmPassword)
      return refuse('Password mismatch', 'The passwords you entered do not match.');
    setAlert(null);
    try {
      onSuccess(
        await register({
          ...fields,
          username: fields.username.trim(),
          name: fields.name.trim(),
          email: fields.email.trim(),
        }),
      );
    } catch (err) {
      // The provider showed 'Registration failed'; the form keeps what was typed.
      setAlert(registerErrorMessage(err));
    }
  }

  return (
    <AuthCard id={id} title="Create Account">
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <AuthInput
            key={field.key}
            id={`${id}-${field.key}`}
            label={
              <>
                {field.label}
                {!field.required && <span className="font-normal"> (optional)</span>}
              </>
            }
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            aria-required={field.required || undefined}
            autoCapitalize={field.key === 'username' || field.type === 'email' ? 'none' : undefined}
            spellCheck={field.key === 'username' ? false : undefined}
            value={fields[field.key]}
            onChange={(e) => {
              // On a phone the refusal's toast sits over Create Account: it goes once the visitor starts fixing the form.
              if (alert) dismissToasts();
              setFields((f) => ({ ...f, [field.key]: e.target.value }));
            }}
          />
        ))}
        {/*
          The refusal shows once, in the toast of docs/product.md#accounts. A modal dialog hides the toasts from screen
          readers, so the same words are said to them here, unseen.
        */}
        <p role="alert" className="sr-only">
          {alert}
        </p>
        <button type="submit" className="btn-primary w-full" disabled={isPending}>
          {isPending ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <SwitchPrompt prompt="Already have an account?" action="Sign in" onClick={onSwitch} />
    </AuthCard>
  );
}
