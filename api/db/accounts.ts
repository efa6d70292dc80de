import { hashToken } from '../auth/tokens';
import type { Db } from './open';
import { RATE_LIMITS_TABLE } from './rate-limits';

/** An unsent password-reset e-mail's link names its token: `...reset-password?token=...`. */
const RESET_TOKEN = /[?&]token=([A-Za-z0-9_-]{20,100})/;

/**
 * The rows an account leaves behind when it is deleted (docs/decisions/040-account-deletion.md).
 * Run inside the deletion's transaction (api/accounts/delete-account.ts). The user's own row
 * goes last, and its cascade takes what hangs off it: sessions (every device is signed out),
 * reset links, her own data (`user_items`, `user_data_accounts`, the old `favorites` table).
 */
export function accountsRepo(db: Db) {
  // Orders stay the bakery's records, with the name, e-mail and address given at checkout; they
  // no longer belong to an account.
  const detachOrders = db.prepare<[number]>('UPDATE orders SET account_id = NULL WHERE account_id = ?');
  // Her password budgets (api/auth/password-budget.ts): `password:account:user:<id>` and each
  // device's `password:device:user:<id>:<device>`.
  const forgetAttempts = db.prepare<[string, string]>(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE key = ? OR key LIKE ?`);
  // Idempotency scopes end with the user's id (api/http/idempotency.ts: `${scope}:${userId}`).
  const forgetKeys = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE scope LIKE ?');
  const resetTokenHashes = db
    .prepare<[number], string>('SELECT token_hash FROM password_resets WHERE user_id = ?')
    .pluck();
  // Messages waiting in the outbox, not being sent at this moment, to one address with one subject.
  const waitingTo = db.prepare<[{ to: string; subject: string; now: number }], { id: number; text: string | null }>(
    `SELECT id, json_extract(payload, '$.text') AS text FROM mail_outbox
      WHERE kind = 'message' AND failed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= @now)
        AND lower(json_extract(payload, '$.to')) = lower(@to) AND json_extract(payload, '$.subject') = @subject`,
  );
  const dropMail = db.prepare<[number]>('DELETE FROM mail_outbox WHERE id = ?');
  const deleteUser = db.prepare<[number]>('DELETE FROM users WHERE id = ?');

  return {
    /** Her orders are kept, detached from the account: how many. */
    detachOrders: (userId: number): number => detachOrders.run(userId).changes,
    /** Password budgets and stored idempotent answers kept under her id. */
    forgetCounters(userId: number): void {
      forgetAttempts.run(`password:account:user:${userId}`, `password:device:user:${userId}:%`);
      forgetKeys.run(`%:${userId}`);
    },
    /**
     * Reset e-mails not sent yet whose link is one of her reset links: the link dies with the
     * account, so the e-mail would only mislead. Other e-mails to her address stay (an order's
     * confirmation is still true; another account may share the address). Call before the
     * user's row goes (its cascade takes the links). How many were dropped.
     */
    dropUnsentResetMails(userId: number, email: string, subject: string, now = Date.now()): number {
      const hers = new Set(resetTokenHashes.all(userId));
      if (!hers.size) return 0;
      let dropped = 0;
      for (const row of waitingTo.all({ to: email, subject, now })) {
        const token = RESET_TOKEN.exec(row.text ?? '')?.[1];
        if (token && hers.has(hashToken(token))) dropped += dropMail.run(row.id).changes;
      }
      return dropped;
    },
    /** The user's row, and by its cascade everything that hangs off it. */
    deleteUser: (userId: number): boolean => deleteUser.run(userId).changes === 1,
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
