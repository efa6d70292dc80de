-- The mail outbox (api/mail/outbox.ts, docs/architecture.md#mail): every e-mail is a row written in the same
-- transaction as what caused it (the order, the reset request, the sign-up), and a worker in each server process
-- claims due rows one at a time and sends them, with retries and backoff. A sent row is deleted; one that failed
-- for good keeps its reason (`failed_at`, `last_error`) for a while.
--   kind: 'message' (payload is the message: to, subject, text, html, attachments, headers), or a job the worker
--         turns into messages when it is due ('password-reset': payload is what the visitor typed).
--   claimed_by / claimed_until: the worker sending it now ('host:pid:random') and until when its claim holds.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'message',
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_by TEXT,
  claimed_until INTEGER,
  failed_at INTEGER,
  last_error TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox(next_attempt_at) WHERE failed_at IS NULL;
CREATE INDEX mail_outbox_failed ON mail_outbox(failed_at) WHERE failed_at IS NOT NULL;

-- "Notify me" is double opt-in (docs/decisions/030-mail-outbox-and-opt-in.md): a sign-up gets a confirmation e-mail
-- with a link, and only a confirmed address hears that registration is open. Sign-ups made before this migration
-- have no token: they were never confirmed and are never mailed.
ALTER TABLE workshop_interests ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE workshop_interests ADD COLUMN confirm_sent_at TEXT;
ALTER TABLE workshop_interests ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX workshop_interests_confirm ON workshop_interests(confirm_token_hash);
CREATE INDEX workshop_interests_email ON workshop_interests(lower(email));
-- Sign-ups not confirmed within a week are forgotten (by the time of their newest link).
CREATE INDEX workshop_interests_pending ON workshop_interests(confirm_sent_at)
  WHERE confirm_token_hash IS NOT NULL AND confirmed_at IS NULL;
