-- docs/product.md#combos: POST /api/analytics/combo-created. One row per personal combo a visitor created
-- (issue 5); written through the outbox, so the route is idempotent.
CREATE TABLE combo_analytics (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  combo_timestamp TEXT NOT NULL,
  recipe_ids TEXT NOT NULL,
  recipe_names TEXT NOT NULL,
  combo_title TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX combo_analytics_created_at ON combo_analytics(created_at);
