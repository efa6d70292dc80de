-- Issue 32, the account parts.

-- Usernames: the look-alike skeleton is now UTS #39's (api/auth/username-skeleton.ts). Emptied
-- here, every skeleton is computed again by the users repository at start (SQL cannot compute
-- it); existing accounts keep their names, even two that now share a skeleton.
UPDATE users SET username_skeleton = NULL;

-- Failed password checks per client address (an IPv6 /64 as one), for the growing wait between a
-- stranger's tries (api/db/login-delays.ts, docs/decisions/024-nobody-locked-out.md). Shared by
-- every server process, like the other limits.
CREATE TABLE login_delays (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
CREATE INDEX login_delays_last_failure ON login_delays(last_failure_at);
