-- Favorites become a collection of the baker's own data (docs/decisions/039-favorites-follow-the-account.md):
-- each saved recipe is an item of the `favorites` collection, its `savedAt` field the time it was
-- saved (ms), so a favorite reaches every device of the account by the feed, as combos and notes do.
-- The migrated writes carry the earliest stamp there is: any change a device makes after this
-- (queued favorites included) is later by the clock and wins. Each item takes the next sequence
-- number, so devices already following the feed receive them at their next pull.
INSERT INTO user_items (user_id, collection, item_id, state, live, seq, updated_at)
SELECT
  user_id,
  'favorites',
  CAST(recipe_id AS TEXT),
  json_object(
    'f',
    json_object(
      'savedAt',
      json_object('v', CAST(ROUND((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER), 't', '00000000000.0000.migrated')
    )
  ),
  1,
  (SELECT seq FROM user_data_counter WHERE id = 1) + ROW_NUMBER() OVER (ORDER BY user_id, created_at, recipe_id),
  CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
FROM favorites
WHERE true
ON CONFLICT (user_id, collection, item_id) DO NOTHING;

UPDATE user_data_counter SET seq = (SELECT MAX(seq) FROM user_items WHERE true) WHERE id = 1
  AND EXISTS (SELECT 1 FROM user_items WHERE seq > user_data_counter.seq);

-- The account's byte count (docs/decisions/025-bounded-account-data.md) takes in the new items.
INSERT INTO user_data_accounts (user_id, floor_seq, bytes)
SELECT user_id, 0, SUM(length(CAST(state AS BLOB))) FROM user_items WHERE collection = 'favorites' GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET bytes = bytes + excluded.bytes;

DROP TABLE favorites;
