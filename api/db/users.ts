import type { User } from '../../shared/schemas/auth';
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

export function usersRepo(db: Db) {
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const bySession = db.prepare<[string, number], UserRow>(
    'SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.expires_at > ?',
  );
  return {
    findByUsername(username: string) {
      const row = byUsername.get(username);
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    findById(id: number) {
      const row = byId.get(id);
      return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
    },
    create(input: { username: string; name: string | null; email: string | null; passwordHash: string }): User {
      const createdAt = new Date().toISOString();
      const result = db
        .prepare('INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(input.username, input.name, input.email, input.passwordHash, createdAt);
      return toUser(byId.get(Number(result.lastInsertRowid))!);
    },
    /**
     * Edit Profile (spec visitor 7: the body names every field). The Full Name given at
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
        'UPDATE users SET username = ?, email = ?, name = ?, first_name = ?, last_name = ?, password_hash = COALESCE(?, password_hash) WHERE id = ?',
      ).run(input.username, input.email, name, input.firstName, input.lastName, input.passwordHash ?? null, id);
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
