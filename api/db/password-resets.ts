import type { Db } from './open';

/** Password reset links: single use, valid one hour; only the token's SHA-256 is kept. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many live links per account: a stranger cannot fill someone's inbox. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export interface ResetAccount {
  id: number;
  username: string;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** An account's names as the e-mail greets it (shared/display-name.ts). */
const RESET_ACCOUNT = 'id, username, email, name, first_name AS firstName, last_name AS lastName';

export function passwordResetsRepo(db: Db) {
  const insert = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const purge = db.prepare('DELETE FROM password_resets WHERE expires_at <= ? OR used_at IS NOT NULL');
  const live = db
    .prepare<[number, number]>('SELECT COUNT(*) FROM password_resets WHERE user_id = ? AND expires_at > ?')
    .pluck();
  const peek = db.prepare<[string, number], { user_id: number }>(
    'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const use = db.prepare<[number, string, number], { user_id: number }>(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
  );
  const byUsername = db.prepare<[string], ResetAccount>(
    `SELECT ${RESET_ACCOUNT} FROM users WHERE username = ? AND email IS NOT NULL AND email != ''`,
  );
  const byEmail = db.prepare<[string], ResetAccount>(
    `SELECT ${RESET_ACCOUNT} FROM users WHERE lower(email) = lower(?) ORDER BY id LIMIT 5`,
  );
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const endSessions = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const forgetUser = db.prepare('DELETE FROM password_resets WHERE user_id = ?');

  return {
    /** The accounts a "forgot password" request names: by username, or every account with that e-mail. */
    accountsFor: (usernameOrEmail: string): ResetAccount[] =>
      usernameOrEmail.includes('@')
        ? byEmail.all(usernameOrEmail)
        : [byUsername.get(usernameOrEmail)].filter((a) => !!a),
    /** Stores a new link's token unless the account already has PASSWORD_RESETS_PER_HOUR live ones. */
    create(tokenHash: string, userId: number, now = Date.now()): boolean {
      return db.transaction(() => {
        purge.run(now);
        if ((live.get(userId, now) as number) >= PASSWORD_RESETS_PER_HOUR) return false;
        insert.run(tokenHash, userId, now + PASSWORD_RESET_TTL_MS);
        return true;
      })();
    },
    /** Whether the token is live (before the new password is hashed). */
    /** The account a live (unused, unexpired) link belongs to, else undefined. */
    liveAccount: (tokenHash: string, now = Date.now()): number | undefined => peek.get(tokenHash, now)?.user_id,
    /**
     * Spends the token and sets the password in one transaction, ending every session and every
     * other link of the account. The account's id, or undefined when the token is unknown, used
     * or expired.
     */
    reset(tokenHash: string, passwordHash: string, now = Date.now()): number | undefined {
      return db.transaction(() => {
        const userId = use.get(now, tokenHash, now)?.user_id;
        if (userId === undefined) return undefined;
        setPassword.run(passwordHash, userId);
        endSessions.run(userId);
        forgetUser.run(userId);
        return userId;
      })();
    },
  };
}
export type PasswordResetsRepo = ReturnType<typeof passwordResetsRepo>;
