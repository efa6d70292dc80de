-- The baker's own data on every device (docs/decisions/011-merging-the-bakers-own-data.md):
-- one row per item per account, its merged state as JSON, and the sequence number of its
-- latest change. A removed item stays as a tombstone (live = 0) so devices that were away
-- learn of the removal; past a bound the oldest are forgotten and floor_seq says from where a
-- device must start again.
CREATE TABLE user_items (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  collection TEXT NOT NULL,
  item_id TEXT NOT NULL,
  state TEXT NOT NULL,
  live INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, collection, item_id)
) WITHOUT ROWID;
CREATE INDEX user_items_feed ON user_items(user_id, seq);
CREATE INDEX user_items_live ON user_items(user_id, collection, live);

CREATE TABLE user_data_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  floor_seq INTEGER NOT NULL DEFAULT 0
);

-- One sequence for every account's changes: each change takes the next number.
CREATE TABLE user_data_counter (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL);
INSERT INTO user_data_counter (id, seq) VALUES (1, 0);
