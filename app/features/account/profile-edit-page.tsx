import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { ACCOUNT_MAX_LENGTHS, changesEmail, type ProfileField } from '../../../shared/schemas/account-fields';
import { usePageTitle } from '../../components/layout/use-page-title';
import { PageSkeleton } from './access-denied';
import { ProfileInput } from './profile-input';
import { useProfileForm } from './use-profile-form';
import { useSignedInPage } from './use-signed-in-page';

/** docs/product.md#accounts (Edit Profile, Profile): the profile form. */
export function ProfileEditPage() {
  usePageTitle('Edit Profile');
  const { user, isLoading } = useSignedInPage();
  if (isLoading || !user) return <PageSkeleton />;
  return <ProfileEditor user={user} />;
}

function ProfileEditor({ user }: { user: User }) {
  const navigate = useNavigate();
  const id = useId();
  const { form, errors, saving, update, submit, formRef } = useProfileForm(user);
  const emailChanging = changesEmail(form, user.email);
  const field = (
    name: ProfileField,
    label: string,
    props: { type?: string; autoComplete: string; required?: boolean; hint?: string; maxLength?: number },
  ) => (
    <ProfileInput
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={form[name]}
      error={errors[name]}
      onChange={update(name)}
      {...props}
    />
  );

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
          {/* docs/product.md#accounts: a new e-mail takes the current password; the old address is told. */}
          {emailChanging && (
            <div className="sm:col-span-2">
              {field('currentPassword', 'Current password', {
                type: 'password',
                autoComplete: 'current-password',
                hint: user.email
                  ? `Needed to change your e-mail. We'll let ${user.email} know it changed.`
                  : 'Needed to add an e-mail to your account.',
              })}
            </div>
          )}
          {field('firstName', 'First name', { autoComplete: 'given-name', maxLength: ACCOUNT_MAX_LENGTHS.firstName })}
          {field('lastName', 'Last name', { autoComplete: 'family-name', maxLength: ACCOUNT_MAX_LENGTHS.lastName })}
        </fieldset>

        <fieldset className="card grid gap-4 p-6" disabled={saving}>
          <legend className="float-left mb-1 w-full font-display text-2xl font-semibold text-ink">
            Change password
          </legend>
          <p className="text-cocoa">
            Leave these empty to keep your current password.
            {emailChanging && ' The current password you typed above, with the e-mail, is used here too.'}
          </p>
          {!emailChanging &&
            field('currentPassword', 'Current password', { type: 'password', autoComplete: 'current-password' })}
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
