import type { Db } from './open';

/** Admin bearer tokens (docs/architecture.md#security): only the SHA-256 of a token is stored, with its expiry (ms). */
export function adminTokensRepo(db: Db) {
  const insert = db.prepare<[string, number]>('INSERT INTO admin_tokens (token_hash, expires_at) VALUES (?, ?)');
  const live = db
    .prepare<[string, number], number>('SELECT 1 FROM admin_tokens WHERE token_hash = ? AND expires_at > ?')
    .pluck();
  const purge = db.prepare<[number]>('DELETE FROM admin_tokens WHERE expires_at <= ?');
  const remove = db.prepare<[string]>('DELETE FROM admin_tokens WHERE token_hash = ?');
  return {
    /** Stores a new token and drops expired ones (the table never grows without bound). */
    create(tokenHash: string, expiresAt: number, now = Date.now()): void {
      purge.run(now);
      insert.run(tokenHash, expiresAt);
    },
    isLive: (tokenHash: string, now = Date.now()): boolean => live.get(tokenHash, now) === 1,
    remove: (tokenHash: string): void => void remove.run(tokenHash),
  };
}
export type AdminTokensRepo = ReturnType<typeof adminTokensRepo>;
