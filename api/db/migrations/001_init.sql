-- Recipes: lists are JSON text. `version` takes the global change counter on every write,
-- so `GET /api/sync/recipes?since=N` is one indexed range scan.
CREATE TABLE recipes (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  prep_time TEXT NOT NULL DEFAULT '',
  cook_time TEXT NOT NULL DEFAULT '',
  servings INTEGER NOT NULL DEFAULT 1,
  difficulty TEXT NOT NULL DEFAULT 'Medium',
  dietary_info TEXT NOT NULL DEFAULT '[]',
  tags TEXT NOT NULL DEFAULT '[]',
  story TEXT NOT NULL DEFAULT '',
  ingredients TEXT NOT NULL DEFAULT '[]',
  instructions TEXT NOT NULL DEFAULT '[]',
  notes TEXT NOT NULL DEFAULT '',
  featured INTEGER NOT NULL DEFAULT 0,
  featured_order INTEGER,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX recipes_version ON recipes(version);
CREATE INDEX recipes_featured ON recipes(featured, featured_order);

-- One row: the last change number handed out.
CREATE TABLE change_counter (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
INSERT INTO change_counter (id, value) VALUES (1, 0);

CREATE TABLE tombstones (
  recipe_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);
CREATE INDEX tombstones_version ON tombstones(version);

CREATE VIRTUAL TABLE recipe_fts USING fts5(
  title, description, tags, ingredients,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT,
  email TEXT,
  first_name TEXT,
  last_name TEXT,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE admin_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE favorites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, recipe_id)
);

CREATE TABLE workshops (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('class', 'workshop')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  date TEXT NOT NULL,
  location TEXT NOT NULL,
  price_cents INTEGER,
  image_url TEXT,
  spots_available INTEGER NOT NULL DEFAULT 0 CHECK (spots_available >= 0)
);

CREATE TABLE workshop_interests (
  id INTEGER PRIMARY KEY,
  workshop_id INTEGER NOT NULL REFERENCES workshops(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE workshop_surveys (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  class_interests TEXT NOT NULL,
  other_suggestion TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT,
  featured INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL,
  account_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  total_cents INTEGER NOT NULL,
  shipping_info TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  card_expiry TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX orders_account ON orders(account_id);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_type TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1)
);

-- Idempotency (docs/decisions/003-durability-and-idempotency.md): the first response to a key, kept 24 h.
CREATE TABLE idempotency_keys (
  key TEXT NOT NULL,
  scope TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  object_key TEXT,
  created_at INTEGER NOT NULL
);
