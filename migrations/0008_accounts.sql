-- Customer accounts (issue 14; spec §1 customer features, §3 "Customer", §7 customer calls;
-- decision 047): a password per customer, its failed logins, single-use reset tokens, newsletter
-- subscriptions with their confirmation, wishlists, and the outbox of mails to send.

-- 'pbkdf2-sha256$<iterations>$<salt>$<key>' (src/worker/accounts/password.ts), salt and key in
-- base64url; NULL: the customer has no password (Google sign-in only, or a visitor's voucher).
ALTER TABLE customers ADD COLUMN password_hash TEXT;
-- The subject of the customer's Google ID token, once they signed in with Google.
ALTER TABLE customers ADD COLUMN google_subject TEXT;
CREATE UNIQUE INDEX customers_google ON customers (google_subject) WHERE google_subject IS NOT NULL;

-- Failed logins per email address, whether or not an account has it, so that being throttled
-- tells nobody that an account exists: the SHA-256 of the address as typed (trimmed, lower case),
-- the failures in a row, and until when (ms since the epoch) a login with it is refused.
CREATE TABLE login_throttle (
  email_hash TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  blocked_until INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);

-- A reset link's token is shown once, in the mail; only its SHA-256 is kept, as for sessions.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);

-- Double opt-in: a subscription counts once confirmed through the link of its mail.
CREATE TABLE newsletter_subscriptions (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  email TEXT NOT NULL COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]-[A-Z][A-Z]'),
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  PRIMARY KEY (channel, email)
);

-- What a customer keeps on their wishlist: a product page or a design, by the shop's own ids.
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  item TEXT NOT NULL CHECK (length(item) BETWEEN 1 AND 128),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, channel, item)
);

-- Mails are written here in the same request that decides to send them, and delivered after;
-- a mail that could not be delivered stays with its last error and is tried again.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('password-reset', 'newsletter-confirm', 'welcome')),
  recipient TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]-[A-Z][A-Z]'),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (sent_at, id);

UPDATE shop_meta SET value = '0008' WHERE key = 'schema';
