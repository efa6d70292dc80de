import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { describedBy, FieldError } from '../../components/form-field';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { deleteAccountErrorMessage } from '../../data/session';
import { useAuth } from '../auth';

/**
 * Asks for the password and deletes the account (docs/product.md#accounts). A refusal shows here
 * and keeps what she typed; on success the device forgets her as sign-out does and she lands on
 * home. Loaded when opened: the dashboard's first load stays without the dialog's code.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { deleteAccount } = useAuth();
  const navigate = useNavigate();
  const fieldId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => !busy && onClose();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Current password required');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(password);
      void navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      setError(deleteAccountErrorMessage(err));
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onKeyDown={closeOnEscape(close)}
          // The password is what the dialog asks for: it takes the focus (Radix would give it to Cancel).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(fieldId)?.focus();
          }}
          data-clear-of-toasts=""
          className="card fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-cocoa">
            Your reviews, photos, favorites, journal and the rest of your {BRAND} data are deleted and cannot be brought
            back. Enter your password to confirm.
          </AlertDialog.Description>
          <form className="mt-5" onSubmit={(event) => void submit(event)} noValidate>
            <label className="label" htmlFor={fieldId}>
              Current password
            </label>
            <input
              id={fieldId}
              type="password"
              autoComplete="current-password"
              className={`input ${error ? 'border-berry' : ''}`}
              value={password}
              disabled={busy}
              onChange={(event) => setPassword(event.target.value)}
              {...describedBy(fieldId, { error })}
            />
            <div role="alert">
              <FieldError fieldId={fieldId} error={error} />
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className="btn-outline" disabled={busy}>
                Keep my account
              </AlertDialog.Cancel>
              <button type="submit" className="btn-accent" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete account'}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
