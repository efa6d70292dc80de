-- A username's look-alike skeleton (usernameSkeleton in shared/schemas/auth.ts): two names with
-- the same skeleton look the same on screen, so only one may exist. Filled by the users
-- repository for rows made before this column (SQL cannot compute it).
ALTER TABLE users ADD COLUMN username_skeleton TEXT;
CREATE INDEX users_username_skeleton ON users(username_skeleton);
