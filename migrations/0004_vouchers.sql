-- Vouchers a visitor can redeem with the Voucher block (spec §7 /web-api/voucher). A redeemed
-- code is kept on the visitor's session until the basket uses it.
CREATE TABLE vouchers (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  value REAL NOT NULL CHECK (value > 0),
  currency TEXT CHECK (currency IS NULL OR currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  valid_from INTEGER NOT NULL DEFAULT 0,
  valid_until INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

ALTER TABLE sessions ADD COLUMN voucher_code TEXT REFERENCES vouchers (code);
-- A session may now exist before anyone logs in; the customer column already allows NULL.

UPDATE shop_meta SET value = '0004' WHERE key = 'schema';
