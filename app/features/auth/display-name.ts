import type { User } from '../../../shared/schemas/auth';

type Named = Pick<User, 'name' | 'firstName' | 'lastName'>;

/**
 * The one name a user sees for themselves everywhere (header, greetings, dashboard): the first and
 * last name of Edit Profile once set, else the Full Name given at registration. Empty when neither.
 */
export function fullName(user: Named): string {
  const parts = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return parts || user.name || '';
}

/** docs/product.md#accounts: the name, or the username when there is none. */
export const displayName = (user: Named & Pick<User, 'username'>) => fullName(user) || user.username;

/**
 * First and last name for the Edit Profile form: as saved, or, before any were saved, the
 * registration's Full Name split at its first space, so the name shown elsewhere is the one to edit.
 */
export function nameFields(user: Named): { firstName: string; lastName: string } {
  if (user.firstName || user.lastName) return { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  const [first = '', ...rest] = (user.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
