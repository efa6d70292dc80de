-- The payment provider's charge behind each order, stored with it, so that a cancellation with a full refund gives the
-- money back through the provider (api/routes/admin-business.ts); orders placed before this have none. The provider's
-- refund once it made one.
ALTER TABLE orders ADD COLUMN charge_id TEXT;
ALTER TABLE orders ADD COLUMN refund_id TEXT;

-- The admin's lists are read a page at a time, continuing after the last row read (api/db/admin-lists.ts).
CREATE INDEX workshop_surveys_created ON workshop_surveys(created_at DESC, id DESC);
CREATE INDEX workshop_interests_workshop ON workshop_interests(workshop_id, created_at DESC, id DESC);
