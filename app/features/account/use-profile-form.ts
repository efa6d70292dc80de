import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { User } from '../../../shared/schemas/auth';
import {
  profilePayload,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../../../shared/schemas/account-fields';
import { ApiError, NetworkError } from '../../data/api';
import { prefersReducedMotion } from '../../components/ui/motion';
import { lazyModule, useIdlePreload } from '../../hooks/use-idle-preload';
import { authErrorMessage, updateProfile } from '../../data/session';
import { toast } from '../../components/ui/toast-store';
import { nameFields, useAuth } from '../auth';

// The server's own schema checks the form (issue 34), loaded after the page has shown.
const profileRules = lazyModule(() => import('../../../shared/schemas/auth'));

const OFFLINE = "You appear to be offline. Your changes are still here: try again when you're connected.";

/** How long the 'Profile updated' toast is readable before the page reloads (docs/product.md#accounts). */
const RELOAD_DELAY_MS = 1200;

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

/**
 * The profile form's values, each field's message and the save (docs/product.md#accounts): checked
 * here first, then by the server, whose refusals mark their fields; a saved profile reloads the page.
 */
export function useProfileForm(user: User) {
  const { setUser } = useAuth();
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
  /** The form's rules are on their way (a first save before they had loaded). */
  const checking = useRef(false);
  useIdlePreload(profileRules);
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
    if (saving || checking.current) return;
    checking.current = true;
    const rules = await profileRules().catch(() => null);
    checking.current = false;
    if (!rules) return void toast({ title: 'Update failed', description: OFFLINE, variant: 'destructive' });
    if (showErrors(rules.profileFormErrors(form, user.email))) return;
    setSaving(true);
    try {
      const updated = await updateProfile(profilePayload(form, user.email));
      setUser(updated);
      toast({ title: 'Profile updated', description: 'Your profile has been saved.', variant: 'success' });
      // docs/product.md#accounts: on success the page reloads (after the toast has been seen).
      reloadTimer.current = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (err) {
      // The fieldsets are enabled again before focus goes to a field in them.
      flushSync(() => setSaving(false));
      const description = err instanceof NetworkError ? OFFLINE : authErrorMessage(err, 'Not authenticated');
      toast({ title: 'Update failed', description, variant: 'destructive' });
      showErrors(serverFieldErrors(err));
    }
  }

  return { form, errors, saving, update, submit, formRef };
}
