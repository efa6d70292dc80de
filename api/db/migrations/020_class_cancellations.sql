-- The baker can call off a whole class (docs/decisions/036-a-cancelled-class-asks-each-customer.md): it leaves the
-- shop and can no longer be booked, and each of its bookings is asked to choose a full refund or a seat at another
-- date of the same class.
ALTER TABLE workshops ADD COLUMN cancelled_at TEXT;

-- One row per booking of a cancelled class (one order's seats in it): what was offered, what was chosen, and the
-- refund (api/db/class-changes.ts).
--   state: 'awaiting' (the customer's choice), 'moved' (the seats are at `moved_to` now), 'refund_due' (the refund
--          is to be made: api/class-changes/refunds.ts makes it), 'refunded', 'refund_failed' (the provider refused).
--   decided_by: who decided: 'customer', 'admin' (refunded by hand), 'deadline' (no choice by `choose_by`), or
--               'no-other-date' (nothing to choose from: refunded at once).
--   token_hash: the SHA-256 of the e-mailed link's token (signed, single use); kept after use, so a second use is
--               told what was chosen. NULL when no choice was offered.
--   attempts / next_attempt_at / claimed_until / last_error: the refund's tries through the payment provider.
CREATE TABLE class_changes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  class_id INTEGER NOT NULL REFERENCES workshops(id),
  seats INTEGER NOT NULL CHECK (seats >= 1),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  created_at INTEGER NOT NULL,
  choose_by INTEGER,
  token_hash TEXT UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('awaiting', 'moved', 'refund_due', 'refunded', 'refund_failed')),
  decided_by TEXT CHECK (decided_by IN ('customer', 'admin', 'deadline', 'no-other-date')),
  decided_at INTEGER,
  moved_to INTEGER REFERENCES workshops(id),
  refund_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  claimed_until INTEGER,
  last_error TEXT,
  UNIQUE (order_id, class_id)
);
CREATE INDEX class_changes_class ON class_changes(class_id);
CREATE INDEX class_changes_due ON class_changes(next_attempt_at) WHERE state = 'refund_due';
CREATE INDEX class_changes_awaiting ON class_changes(choose_by) WHERE state = 'awaiting';
