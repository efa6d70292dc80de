import type { Db } from './open';

/**
 * "Registration is open" notices (docs/product.md#shop): each address that asked about a
 * workshop is told once, and a one-click link stops every later notice to it.
 */
export function interestsRepo(db: Db) {
  const waiting = db.prepare<[number], { id: number; email: string }>(
    `SELECT id, email FROM workshop_interests
      WHERE workshop_id = ? AND notified_at IS NULL AND unsubscribed_at IS NULL
        AND lower(email) NOT IN (SELECT lower(email) FROM workshop_interests WHERE unsubscribed_at IS NOT NULL)
      ORDER BY id`,
  );
  const markNotified = db.prepare(
    'UPDATE workshop_interests SET notified_at = ?, unsubscribe_token_hash = ? WHERE id = ? AND notified_at IS NULL',
  );
  const byToken = db.prepare<[string], { id: number; email: string; unsubscribed_at: string | null }>(
    'SELECT id, email, unsubscribed_at FROM workshop_interests WHERE unsubscribe_token_hash = ?',
  );
  const unsubscribe = db.prepare(
    'UPDATE workshop_interests SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE lower(email) = lower(?)',
  );
  return {
    /** Addresses interested in the workshop not yet told, nor unsubscribed from any notice. */
    waiting: (workshopId: number) => waiting.all(workshopId),
    markNotified: (id: number, tokenHash: string): boolean =>
      markNotified.run(new Date().toISOString(), tokenHash, id).changes === 1,
    /** Stops every notice to the address the token was sent to; undefined for an unknown token. */
    unsubscribe(tokenHash: string): { email: string } | undefined {
      return db.transaction(() => {
        const row = byToken.get(tokenHash);
        if (!row) return undefined;
        unsubscribe.run(new Date().toISOString(), row.email);
        return { email: row.email };
      })();
    },
  };
}
export type InterestsRepo = ReturnType<typeof interestsRepo>;
