-- Issue 32, the account parts.

-- Usernames: the look-alike skeleton is now UTS #39's (api/auth/username-skeleton.ts). Emptied
-- here, every skeleton is computed again by the users repository at start (SQL cannot compute
-- it); existing accounts keep their names, even two that now share a skeleton.
UPDATE users SET username_skeleton = NULL;
