-- A baker can delete her account (docs/product.md#accounts, docs/decisions/040-account-deletion.md). An account's id
-- is never given to another: a device keeps a signed-out user's unsent writes under her id until she signs in again,
-- and idempotency keys and password budgets are kept under it, so a new account with a deleted one's id would inherit
-- them. `users.id` is a plain INTEGER PRIMARY KEY (SQLite reuses the largest id once its row is gone), so the largest
-- id ever deleted is kept here and new accounts are numbered past it (api/db/users.ts).
CREATE TRIGGER users_deleted_id_floor AFTER DELETE ON users
BEGIN
  INSERT INTO settings (key, value) VALUES ('users_id_floor', CAST(old.id AS TEXT))
  ON CONFLICT (key) DO UPDATE SET value = CAST(max(CAST(value AS INTEGER), old.id) AS TEXT);
END;
