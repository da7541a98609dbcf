-- A card order's accessory choice on the visitor's session (spec §7 /web-api/card-accessory-order;
-- decision 087): per channel and card theme, the envelope (`standard` or `none`, decision 070) and
-- the accessories that come with each card (their SKUs as a JSON array, decision 045). Read only
-- while its session lives; a logout or the customer's deletion takes it along with the session.
CREATE TABLE card_accessory_orders (
  token_hash TEXT NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  theme_id TEXT NOT NULL CHECK (length(theme_id) BETWEEN 1 AND 64),
  envelope TEXT NOT NULL CHECK (envelope IN ('standard', 'none')),
  accessories TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(accessories) AND json_type(accessories) = 'array'),
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, channel, theme_id)
) WITHOUT ROWID;

UPDATE shop_meta SET value = '0014' WHERE key = 'schema';
