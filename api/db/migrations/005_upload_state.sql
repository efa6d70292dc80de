-- Signed uploads (docs/architecture.md#security, docs/product.md#admin): a row per upload URL; the PUT records what arrived
-- (sniffed type, size), set-policy records the stored object's key.
ALTER TABLE uploads ADD COLUMN expires_at INTEGER;
ALTER TABLE uploads ADD COLUMN mime TEXT;
ALTER TABLE uploads ADD COLUMN size INTEGER;
ALTER TABLE uploads ADD COLUMN received_at INTEGER;

CREATE INDEX admin_tokens_expires ON admin_tokens(expires_at);
