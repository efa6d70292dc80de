-- Issue 32, the account parts.

-- Usernames: the look-alike skeleton is now UTS #39's (api/auth/username-skeleton.ts). Emptied
-- here, every skeleton is computed again by the users repository at start (SQL cannot compute
-- it); existing accounts keep their names, even two that now share a skeleton.
UPDATE users SET username_skeleton = NULL;

-- Failed password checks per client address (an IPv6 /64 as one), for the growing wait between a
-- stranger's tries (api/db/login-delays.ts, docs/decisions/026-nobody-locked-out.md). Shared by
-- every server process, like the other limits.
CREATE TABLE login_delays (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
CREATE INDEX login_delays_last_failure ON login_delays(last_failure_at);

-- The baker's own data per account is bounded in bytes (docs/decisions/025-bounded-account-data.md).
-- What older servers let in is brought within the new rules where no device would show a difference:
-- a ticks item keeps only line numbers a recipe can have (0 to 299, written plainly) ...
UPDATE user_items
SET state = json_set(
  state,
  '$.f',
  (
    SELECT json_group_object(key, json(value))
    FROM json_each(user_items.state, '$.f')
    WHERE key GLOB '[0-9]*' AND key = CAST(CAST(key AS INTEGER) AS TEXT) AND CAST(key AS INTEGER) < 300
  )
)
WHERE collection = 'ticks'
  AND EXISTS (
    SELECT 1 FROM json_each(user_items.state, '$.f')
    WHERE NOT (key GLOB '[0-9]*' AND key = CAST(CAST(key AS INTEGER) AS TEXT) AND CAST(key AS INTEGER) < 300)
  );

-- ... and a removed item of a kind whose removal clears its fields (all but cart and shopping list
-- lines: shared/user-data/merge.ts) keeps none.
UPDATE user_items
SET state = json_set(state, '$.f', json('{}'))
WHERE live = 0
  AND collection NOT IN ('cart', 'shoppingItems')
  AND json_extract(state, '$.del') IS NOT NULL
  AND state -> '$.f' != '{}';

-- The bytes each account's items take, kept up to date by api/db/user-data.ts with every write.
ALTER TABLE user_data_accounts ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
INSERT INTO user_data_accounts (user_id, floor_seq, bytes)
SELECT user_id, 0, SUM(length(CAST(state AS BLOB))) FROM user_items WHERE true GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET bytes = excluded.bytes;
