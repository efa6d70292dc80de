-- Orders can be cancelled by the baker, recording the refund the cancellation policy gave then.
ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'cancelled'));
ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
ALTER TABLE orders ADD COLUMN refund_kind TEXT CHECK (refund_kind IN ('full', 'credit', 'none'));
ALTER TABLE orders ADD COLUMN refund_cents INTEGER;
-- The admin's Orders tab reads newest first.
CREATE INDEX orders_created ON orders(created_at DESC, id DESC);
-- Rosters: the lines of one class.
CREATE INDEX order_items_item ON order_items(item_type, item_id);

-- "Registration is open" is sent to each interested address once per workshop.
ALTER TABLE workshop_interests ADD COLUMN notified_at TEXT;
ALTER TABLE workshop_interests ADD COLUMN unsubscribed_at TEXT;
-- The SHA-256 of the one-click unsubscribe link's token sent with the notice.
ALTER TABLE workshop_interests ADD COLUMN unsubscribe_token_hash TEXT;
CREATE UNIQUE INDEX workshop_interests_unsubscribe ON workshop_interests(unsubscribe_token_hash);

-- Password reset: single-use links valid one hour; only the token's hash is kept.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_user ON password_resets(user_id);
