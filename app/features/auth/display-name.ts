import type { User } from '../../../shared/schemas/auth';

type Named = Pick<User, 'name' | 'firstName' | 'lastName'>;

export { displayName, fullName } from '../../../shared/display-name';

/**
 * First and last name for the Edit Profile form: as saved, or, before any were saved, the
 * registration's Full Name split at its first space, so the name shown elsewhere is the one to edit.
 */
export function nameFields(user: Named): { firstName: string; lastName: string } {
  if (user.firstName || user.lastName) return { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  const [first = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
