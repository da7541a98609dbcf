-- Messages sent with the ContactForm block (issue "Blocks" 1): kept until customer service has
-- answered them; the channel and locale say which team and language answer.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

UPDATE shop_meta SET value = '0003' WHERE key = 'schema';
