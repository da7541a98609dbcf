-- Customers and their sessions (spec §3 "Customer", §7 /web-api/customer-data). A session is a
-- random token in an http-only cookie; only its SHA-256 is stored, so a leaked table opens no
-- session. The basket's article count belongs to the session (visitors have baskets too).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL DEFAULT 0,
  is_whitelabel INTEGER NOT NULL DEFAULT 0 CHECK (is_whitelabel IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  cart_articles_amount INTEGER NOT NULL DEFAULT 0 CHECK (cart_articles_amount >= 0),
  is_whitelabel_order INTEGER NOT NULL DEFAULT 0 CHECK (is_whitelabel_order IN (0, 1)),
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

UPDATE shop_meta SET value = '0002' WHERE key = 'schema';
