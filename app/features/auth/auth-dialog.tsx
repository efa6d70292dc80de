import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { BRAND } from '../../../shared/brand';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { useFocusReturn } from '../../components/ui/focus-return';
import type { AuthMode } from './auth-dialog-provider';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const COPY: Record<AuthMode, { title: string; description: string }> = {
  login: { title: 'Welcome Back', description: 'Sign in to your account to access your saved recipes and favorites.' },
  register: {
    title: `Join ${BRAND}`,
    description: 'Create an account to save your favorite recipes and join our baking community.',
  },
  forgot: {
    title: 'Reset your password',
    description: "Enter your username or e-mail address and we'll send you a link to choose a new password.",
  },
};

/** docs/product.md#accounts (Auth dialog): login and register modes; loaded on first open. */
export function AuthDialog({
  open,
  mode,
  reason,
  onModeChange,
  onFinish,
}: {
  open: boolean;
  mode: AuthMode;
  reason?: string;
  onModeChange(mode: AuthMode): void;
  onFinish(user: User | null): void;
}) {
  const copy = COPY[mode];
  const focusReturn = useFocusReturn();
  // 'Create one' and 'Sign in' swap the form, and the button pressed goes with it: the new form's
  // first field takes the focus (Radix would put it on the whole dialog).
  const content = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    content.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onFinish(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={content}
          {...focusReturn}
          // Escape closes it also while a toast shown after it opened (the anonymous heart's) is the top layer.
          onKeyDown={closeOnEscape(() => onFinish(null))}
          // Clear of the toast on a phone (app/styles.css): it may answer the toast's message.
          data-clear-of-toasts=""
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-oat bg-flour p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="pr-10 text-3xl font-semibold">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-cocoa">{copy.description}</Dialog.Description>
          {reason && <p className="mt-4 rounded-xl bg-butter/50 px-4 py-3 font-semibold text-ink">{reason}</p>}
          <div className="mt-6">
            {mode === 'login' ? (
              <LoginForm
                onSuccess={onFinish}
                onSwitch={() => onModeChange('register')}
                onForgot={() => onModeChange('forgot')}
              />
            ) : mode === 'forgot' ? (
              <ForgotPasswordForm onBack={() => onModeChange('login')} />
            ) : (
              <RegisterForm onSuccess={onFinish} onSwitch={() => onModeChange('login')} />
            )}
          </div>
          <Dialog.Close className="icon-btn absolute top-3 right-3" aria-label="Close">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
