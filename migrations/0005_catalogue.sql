-- The catalogue the content blocks show (spec §2 Feed, overview and detail wrappers,
-- FormatsAndPrices; §3 product kinds, prices; §7 themes, collage designs, accessories).
-- Names and images of designs are the designer's, in every language alike.

-- A design a shopper picks before the designer opens: a card theme, a calendar or collage
-- design, or a photo book kind. `category` is the card category, the calendar type or empty.
CREATE TABLE designs (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  kind TEXT NOT NULL CHECK (kind IN ('card', 'calendar', 'collage', 'photobook')),
  id TEXT NOT NULL CHECK (length(id) BETWEEN 1 AND 64),
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  occasion TEXT NOT NULL DEFAULT '',
  popularity INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (channel, kind, id)
);
CREATE INDEX designs_by_popularity ON designs (channel, kind, popularity DESC, id);
CREATE INDEX designs_by_created ON designs (channel, kind, created_at DESC, id);

-- Card accessories (spec §3 accessory kinds); the SKU carries the rest (sub type, size, paper).
CREATE TABLE accessories (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  sku TEXT NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
  kind TEXT NOT NULL,
  image TEXT NOT NULL,
  popularity INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  PRIMARY KEY (channel, sku)
);

-- Prices in minor units (cents, Rappen, pence) per currency (spec §3 prices: priceCurrent,
-- priceOriginal; a discount when the original is higher). The article names what is priced:
--   design/{kind}/{id}                   the from-price of a design (per card for card themes)
--   format/{material}/{format}             a material in a format (spec §3 format string)
--   accessory/{sku}                      per piece
CREATE TABLE prices (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  article TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER CHECK (price_original IS NULL OR price_original >= 0),
  PRIMARY KEY (channel, article, currency)
);

UPDATE shop_meta SET value = '0005' WHERE key = 'schema';
