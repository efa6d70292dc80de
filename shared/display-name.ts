/** The parts of an account that name its owner (shared/schemas/auth.ts, api/db/users.ts). */
export interface Named {
  username: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The one name a user sees for themselves everywhere (header, greetings, dashboard, e-mails): the
 * first and last name of Edit Profile once set, else the Full Name given at registration. Empty
 * when neither.
 */
export function fullName(user: Omit<Named, 'username'>): string {
  const parts = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return parts || user.name || '';
}

/**
 * docs/product.md#accounts: a person is greeted by their name, or by their username when they
 * gave none; the username alone is only where it is the login (sign-in, the account tab).
 */
export const displayName = (user: Named): string => fullName(user) || user.username;
