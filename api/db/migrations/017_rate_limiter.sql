-- Every fixed-window limit (requests per address, password checks per address, account and device, reviews and
-- photos) is counted by rate-limiter-flexible's SQLite store (api/db/rate-limits.ts, decision 046) in the table
-- it expects. Windows are minutes to a day long: the counts of the two tables it replaces are not carried over.
CREATE TABLE rate_limiter (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);
CREATE INDEX rate_limiter_expire ON rate_limiter(expire);
DROP TABLE rate_limits;
DROP TABLE password_attempts;
