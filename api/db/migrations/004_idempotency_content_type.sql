-- Idempotency replays send the first response back byte for byte, Content-Type included
-- (issue 4). Expiry deletes by age, so the age is indexed.
ALTER TABLE idempotency_keys ADD COLUMN content_type TEXT;
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys(created_at);
