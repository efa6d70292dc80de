import type { Db } from './open';

/** A "notify me" sign-up's confirmation link works this long; an unconfirmed sign-up is then forgotten. */
export const INTEREST_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** A repeated sign-up sends a new confirmation link at most this often. */
export const INTEREST_CONFIRM_RESEND_MS = 60 * 60_000;
/** Confirmation e-mails one address gets in a day at most, whoever signs it up and for whichever workshops. */
export const INTEREST_CONFIRMATIONS_PER_DAY = 3;

interface InterestRow {
  id: number;
  email: string;
  workshop_id: number;
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
}

/** What a sign-up did: whether a confirmation e-mail is due (with its interest's id). */
export type InterestRequest = { confirmationDue: true; id: number } | { confirmationDue: false };

/**
 * "Notify me" (docs/product.md#shop, docs/decisions/030-mail-outbox-and-opt-in.md): a sign-up is
 * double opt-in. It is kept with the hash of a confirmation token, confirmed when the e-mail's
 * link is followed (by a button: a GET changes nothing), and only confirmed addresses are told
 * that registration is open, each once per workshop. An unsubscribe link stops every notice to
 * the address; a sign-up confirmed after it starts them again for that workshop only.
 */
export function interestsRepo(db: Db) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const find = db.prepare<[number, string], InterestRow>(
    `SELECT id, email, workshop_id, confirm_token_hash, confirm_sent_at, confirmed_at FROM workshop_interests
      WHERE workshop_id = ? AND lower(email) = lower(?) ORDER BY id LIMIT 1`,
  );
  const insert = db.prepare<[number, string, string, string, string]>(
    'INSERT INTO workshop_interests (workshop_id, email, created_at, confirm_token_hash, confirm_sent_at) VALUES (?, ?, ?, ?, ?)',
  );
  const newLink = db.prepare<[string, string, number]>(
    'UPDATE workshop_interests SET confirm_token_hash = ?, confirm_sent_at = ? WHERE id = ?',
  );
  const forgetPending = db.prepare<[string]>(
    `DELETE FROM workshop_interests
      WHERE confirm_token_hash IS NOT NULL AND confirmed_at IS NULL AND confirm_sent_at < ?`,
  );
  const byConfirmToken = db.prepare<[string], InterestRow>(
    `SELECT id, email, workshop_id, confirm_token_hash, confirm_sent_at, confirmed_at FROM workshop_interests
      WHERE confirm_token_hash = ?`,
  );
  const confirm = db.prepare<[string, number]>(
    'UPDATE workshop_interests SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL',
  );
  // Confirmed, not told yet, and not unsubscribed since it was confirmed (from any notice to the address).
  const waiting = db.prepare<[number], { id: number; email: string }>(
    `SELECT wi.id, wi.email FROM workshop_interests wi
      WHERE wi.workshop_id = ? AND wi.notified_at IS NULL AND wi.confirmed_at IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM workshop_interests u
           WHERE lower(u.email) = lower(wi.email) AND u.unsubscribed_at >= wi.confirmed_at)
      ORDER BY wi.id`,
  );
  const unconfirmed = db
    .prepare<[number], number>(
      'SELECT COUNT(*) FROM workshop_interests WHERE workshop_id = ? AND notified_at IS NULL AND confirmed_at IS NULL',
    )
    .pluck();
  const markNotified = db.prepare<[string, string, number]>(
    'UPDATE workshop_interests SET notified_at = ?, unsubscribe_token_hash = ? WHERE id = ? AND notified_at IS NULL',
  );
  const byUnsubscribeToken = db.prepare<[string], { id: number; email: string }>(
    'SELECT id, email FROM workshop_interests WHERE unsubscribe_token_hash = ?',
  );
  const unsubscribe = db.prepare<[string, string]>(
    'UPDATE workshop_interests SET unsubscribed_at = ? WHERE lower(email) = lower(?)',
  );

  return {
    /**
     * A sign-up for a workshop's notice. New (or made before double opt-in): kept with the new
     * link's token hash, and a confirmation is due. Waiting for its confirmation: a new link
     * replaces the old one, at most once per INTEREST_CONFIRM_RESEND_MS. Confirmed: nothing to do.
     * Call inside the transaction that queues the confirmation e-mail.
     */
    request(workshopId: number, email: string, tokenHash: string, now = Date.now()): InterestRequest {
      forgetPending.run(iso(now - INTEREST_CONFIRM_TTL_MS));
      const row = find.get(workshopId, email);
      if (!row) {
        const id = Number(insert.run(workshopId, email, iso(now), tokenHash, iso(now)).lastInsertRowid);
        return { confirmationDue: true, id };
      }
      if (row.confirmed_at) return { confirmationDue: false };
      const sentAt = row.confirm_sent_at ? Date.parse(row.confirm_sent_at) : Number.NEGATIVE_INFINITY;
      if (row.confirm_token_hash && now - sentAt < INTEREST_CONFIRM_RESEND_MS) return { confirmationDue: false };
      newLink.run(tokenHash, iso(now), row.id);
      return { confirmationDue: true, id: row.id };
    },
    /**
     * Follows a confirmation link: the sign-up's workshop and address, and whether it was
     * confirmed before; undefined for an unknown or expired link.
     */
    confirm(tokenHash: string, now = Date.now()): { workshopId: number; email: string; already: boolean } | undefined {
      return db.transaction(() => {
        const row = byConfirmToken.get(tokenHash);
        if (!row) return undefined;
        if (row.confirmed_at) return { workshopId: row.workshop_id, email: row.email, already: true };
        if (!row.confirm_sent_at || now - Date.parse(row.confirm_sent_at) > INTEREST_CONFIRM_TTL_MS) return undefined;
        confirm.run(iso(now), row.id);
        return { workshopId: row.workshop_id, email: row.email, already: false };
      })();
    },
    /** Confirmed addresses interested in the workshop, not yet told, nor unsubscribed since. */
    waiting: (workshopId: number) => waiting.all(workshopId),
    /** Sign-ups for the workshop still waiting for their confirmation (the admin is told how many). */
    unconfirmed: (workshopId: number): number => unconfirmed.get(workshopId)!,
    markNotified: (id: number, tokenHash: string): boolean =>
      markNotified.run(new Date().toISOString(), tokenHash, id).changes === 1,
    /** Stops every notice to the address the token was sent to; undefined for an unknown token. */
    unsubscribe(tokenHash: string, now = Date.now()): { email: string } | undefined {
      return db.transaction(() => {
        const row = byUnsubscribeToken.get(tokenHash);
        if (!row) return undefined;
        unsubscribe.run(iso(now), row.email);
        return { email: row.email };
      })();
    },
  };
}
export type InterestsRepo = ReturnType<typeof interestsRepo>;
