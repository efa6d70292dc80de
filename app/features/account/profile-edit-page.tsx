import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../shared/schemas/auth';
import {
  ACCOUNT_MAX_LENGTHS,
  profilePayload,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../../shared/profile-validation';
import { ApiError, NetworkError } from '../../data/api';
import { prefersReducedMotion } from '../../components/ui/motion';
import { authErrorMessage, updateProfile } from '../../data/session';
import { toast } from '../../components/ui/toast-store';
import { usePageTitle } from '../../components/layout/use-page-title';
import { nameFields, useAuth } from '../auth';
import { PageSkeleton } from './access-denied';
import { useSignedInPage } from './use-signed-in-page';

/** How long the 'Profile updated' toast is readable before the page reloads (docs/product.md#accounts). */
const RELOAD_DELAY_MS = 1200;

/** docs/product.md#accounts (Edit Profile, Profile): the profile form. */
export function ProfileEditPage() {
  usePageTitle('Edit Profile');
  const { user, isLoading } = useSignedInPage();
  if (isLoading || !user) return <PageSkeleton />;
  return <ProfileEditor user={user} />;
}

const FIELD_ORDER: ProfileField[] = [
  'username',
  'email',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

/** A refusal's field messages: the server names the field of each issue (validation, a taken username, a wrong password). */
function serverFieldErrors(err: unknown): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!(err instanceof ApiError)) return errors;
  try {
    const body = JSON.parse(err.bodyText) as { issues?: { path?: unknown; message?: unknown }[] };
    for (const issue of body.issues ?? []) {
      const field = issue.path as ProfileField;
      if (FIELD_ORDER.includes(field) && typeof issue.message === 'string') errors[field] ??= issue.message;
    }
  } catch {
    // not JSON: the toast says what happened
  }
  return errors;
}

function ProfileEditor({ user }: { user: User }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ProfileForm>({
    username: user.username,
    email: user.email ?? '',
    // The Full Name given at registration, until first and last name are saved.
    ...nameFields(user),
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);
  // Leaving the page before the reload cancels it: the reload is this page's, not the next one's.
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const update = (field: ProfileField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  /**
   * Marks the fields, then takes the user to the first one to fix (as checkout does): rendered
   * first, so it already carries aria-invalid and its message when focus and a screen reader
   * reach it. False when every field is fine.
   */
  function showErrors(found: ProfileErrors): boolean {
    flushSync(() => setErrors(found));
    const first = FIELD_ORDER.find((field) => found[field]);
    const input = first && formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`);
    if (!input) return false;
    input.focus({ preventScroll: true });
    input.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (showErrors(validateProfile(form))) return;
    setSaving(true);
    try {
      const updated = await updateProfile(profilePayload(form));
      setUser(updated);
      toast({ title: 'Profile updated', description: 'Your profile has been saved.', variant: 'success' });
      // docs/product.md#accounts: on success the page reloads (after the toast has been seen).
      reloadTimer.current = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (err) {
      // The fieldsets are enabled again before focus goes to a field in them.
      flushSync(() => setSaving(false));
      const description =
        err instanceof NetworkError
          ? "You appear to be offline. Your changes are still here: try again when you're connected."
          : authErrorMessage(err, 'Not authenticated');
      toast({ title: 'Update failed', description, variant: 'destructive' });
      showErrors(serverFieldErrors(err));
    }
  }

  const field = (
    name: ProfileField,
    label: string,
    props: { type?: string; autoComplete: string; required?: boolean; hint?: string; maxLength?: number },
  ) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const describedBy =
      [props.hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label className="label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          className="input aria-[invalid=true]:border-berry-dark"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={form[name]}
          onChange={(e) => update(name)(e.target.value)}
        />
        {props.hint && (
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-cocoa">
            {props.hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <Link to="/dashboard" className="btn-ghost -ml-4">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Edit Profile</h1>
      <p className="mt-2 text-lg text-cocoa">Update your details, or choose a new password.</p>

      <form ref={formRef} className="mt-8 grid gap-6" onSubmit={submit} noValidate>
        <fieldset className="card grid gap-4 p-6 sm:grid-cols-2" disabled={saving}>
          <legend className="float-left mb-2 w-full font-display text-2xl font-semibold text-ink sm:col-span-2">
            Profile
          </legend>
          <div className="sm:col-span-2">
            {field('username', 'Username', {
              autoComplete: 'username',
              required: true,
              maxLength: ACCOUNT_MAX_LENGTHS.username,
            })}
          </div>
          <div className="sm:col-span-2">
            {field('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: ACCOUNT_MAX_LENGTHS.email })}
          </div>
          {field('firstName', 'First name', { autoComplete: 'given-name', maxLength: ACCOUNT_MAX_LENGTHS.firstName })}
          {field('lastName', 'Last name', { autoComplete: 'family-name', maxLength: ACCOUNT_MAX_LENGTHS.lastName })}
        </fieldset>

        <fieldset className="card grid gap-4 p-6" disabled={saving}>
          <legend className="float-left mb-1 w-full font-display text-2xl font-semibold text-ink">
            Change password
          </legend>
          <p className="text-cocoa">Leave these empty to keep your current password.</p>
          {field('currentPassword', 'Current password', { type: 'password', autoComplete: 'current-password' })}
          {field('newPassword', 'New password', {
            type: 'password',
            autoComplete: 'new-password',
            hint: 'At least 6 characters.',
          })}
          {field('confirmPassword', 'Confirm new password', { type: 'password', autoComplete: 'new-password' })}
        </fieldset>

        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => void navigate('/dashboard')} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </div>
  );
}
