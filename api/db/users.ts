import type { User } from '../../shared/schemas/auth';
import { usernameSkeleton } from '../auth/username-skeleton';
import type { Db } from './open';

interface UserRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  created_at: string;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at,
});

export const SESSION_DAYS = 30;
/** Live sessions one account may hold; a new sign-in past it ends the oldest (docs/product.md#accounts). */
export const MAX_SESSIONS_PER_USER = 10;

export function usersRepo(db: Db) {
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const idBySkeleton = db
    .prepare<[string, number], number>('SELECT id FROM users WHERE username_skeleton = ? AND id != ? LIMIT 1')
    .pluck();
  // Accounts made before skeletons were kept get theirs once, here.
  const unskeletoned = db
    .prepare<[], { id: number; username: string }>('SELECT id, username FROM users WHERE username_skeleton IS NULL')
    .all();
  if (unskeletoned.length) {
    const set = db.prepare<[string, number]>('UPDATE users SET username_skeleton = ? WHERE id = ?');
    db.transaction(() => {
      for (const row of unskeletoned) set.run(usernameSkeleton(row.username), row.id);
    })();
  }
  const bySession = db.prepare<[string, number], UserRow>(
    'SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.expires_at > ?',
  );
  // Sessions are made in order, so the oldest have the smallest rowid.
  const capSessions = db.prepare<[number, number, number]>(
    'DELETE FROM sessions WHERE user_id = ? AND rowid NOT IN (SELECT rowid FROM sessions WHERE user_id = ? ORDER BY rowid DESC LIMIT ?)',
  );
  return {
    findByUsername(username: string) {
      const row = byUsername.get(username);
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    /** Whether an account other than `exceptId` has a name that looks like `username`. */
    lookAlikeTaken(username: string, exceptId = 0): boolean {
      return idBySkeleton.get(usernameSkeleton(username), exceptId) !== undefined;
    },
    findById(id: number) {
      const row = byId.get(id);
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    create(input: { username: string; name: string | null; email: string | null; passwordHash: string }): User {
      const createdAt = new Date().toISOString();
      // Numbered past every account ever deleted, so no id is given twice (migration 022).
      const result = db
        .prepare(
          `INSERT INTO users (id, username, username_skeleton, name, email, password_hash, created_at) VALUES (
             max(coalesce((SELECT max(id) FROM users), 0),
                 coalesce((SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'users_id_floor'), 0)) + 1,
             ?, ?, ?, ?, ?, ?)`,
        )
        .run(input.username, usernameSkeleton(input.username), input.name, input.email, input.passwordHash, createdAt);
      return toUser(byId.get(Number(result.lastInsertRowid))!);
    },
    /**
     * Edit Profile (docs/product.md#accounts: the body names every field). The Full Name given at
     * registration follows the first and last name, so one name is shown everywhere.
     */
    update(
      id: number,
      input: {
        username: string;
        email: string | null;
        firstName: string | null;
        lastName: string | null;
        passwordHash?: string;
      },
    ): User {
      const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || null;
      db.prepare(
        'UPDATE users SET username = ?, username_skeleton = ?, email = ?, name = ?, first_name = ?, last_name = ?, password_hash = COALESCE(?, password_hash) WHERE id = ?',
      ).run(
        input.username,
        usernameSkeleton(input.username),
        input.email,
        name,
        input.firstName,
        input.lastName,
        input.passwordHash ?? null,
        id,
      );
      return toUser(byId.get(id)!);
    },
    createSession(tokenHash: string, userId: number): number {
      const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
      db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(Date.now());
      db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
        tokenHash,
        userId,
        expiresAt,
      );
      capSessions.run(userId, userId, MAX_SESSIONS_PER_USER);
      return expiresAt;
    },
    userForSession(tokenHash: string): User | undefined {
      const row = bySession.get(tokenHash, Date.now());
      return row ? toUser(row) : undefined;
    },
    deleteSession(tokenHash: string) {
      db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    },
    /** After a password change every other device signs in again. */
    deleteOtherSessions(userId: number, keepTokenHash: string) {
      db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?').run(userId, keepTokenHash);
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
