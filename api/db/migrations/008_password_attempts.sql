-- Password checks counted per account and per address in fixed windows (api/auth/password-budget.ts),
-- in the database so that the budget holds across restarts and processes.
CREATE TABLE password_attempts (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX password_attempts_reset ON password_attempts(reset_at);
