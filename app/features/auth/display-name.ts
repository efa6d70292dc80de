import type { User } from '../../../shared/schemas/auth';

/** spec visitor 2 / 8: the name, or the username when there is none. */
export const displayName = (user: Pick<User, 'name' | 'username'>) => user.name || user.username;
