-- Customers in charge of their account (issue 31; decision 083): a change of e-mail address waits
-- for the link mailed to the new address, and the outbox learns the mails that tell a customer
-- what changed in their account.

-- A change of address asked for: the token of its link is shown once, in the mail to the new
-- address; only its SHA-256 is kept, as for sessions and reset tokens.
CREATE TABLE email_change_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL COLLATE NOCASE CHECK (length(new_email) BETWEEN 3 AND 254),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_change_tokens_customer ON email_change_tokens (customer_id);

-- SQLite cannot widen a CHECK in place: the outbox is copied into a table that allows the new
-- kinds (a confirmation link to a new address, the notice to the old one, a changed password, a
-- deleted account), with every mail and its state kept.
CREATE TABLE mail_outbox_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('password-reset', 'newsletter-confirm', 'welcome', 'email-change',
                                     'email-changed', 'password-changed', 'account-deleted')),
  recipient TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]-[A-Z][A-Z]'),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  channel TEXT NOT NULL DEFAULT 'kartenliebe' CHECK (channel IN ('kartenliebe', 'wallart')),
  claimed_until INTEGER
);
INSERT INTO mail_outbox_new (id, kind, recipient, locale, subject, body, created_at, sent_at, attempts, last_error, channel, claimed_until)
  SELECT id, kind, recipient, locale, subject, body, created_at, sent_at, attempts, last_error, channel, claimed_until FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_new RENAME TO mail_outbox;
CREATE INDEX mail_outbox_unsent ON mail_outbox (sent_at, id);
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, kind);

UPDATE shop_meta SET value = '0013' WHERE key = 'schema';
