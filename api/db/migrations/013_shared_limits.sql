-- Request limits per client address in fixed windows (api/http/middleware.ts `rateLimit`): in the database, like the
-- password budget, so that a limit holds across every server process (WEB_CONCURRENCY) and across restarts.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits(reset_at);

-- One PUT per upload at a time, whichever process receives it (api/routes/uploads.ts): the claim is a row, not a
-- process's memory. A claim older than a few minutes belongs to a process that died mid-upload.
ALTER TABLE uploads ADD COLUMN receiving_since INTEGER;
