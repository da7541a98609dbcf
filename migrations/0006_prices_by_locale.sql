-- Prices per locale (decision 030; spec §3 prices and currencies, §9 envelope prices per locale):
-- a row with a locale overrides, for that locale, the row of its currency with locale '', which
-- holds for every locale paying that currency. de-AT and de-DE both pay EUR and may differ.
-- Articles added with this migration (the vocabulary of 0005 stays):
--   envelope/{class}                     the envelope per card (class: standard, compact, large,
--                                        booklet, pocketfold; src/shared/catalogue/card-prices.ts)
--   card/{themeId}/{fromQuantity}        the price per card of a card theme from that quantity up
--   card-sample/{themeId}                a sample card of a theme
--
-- SQLite cannot change a primary key: the table is built anew and today's rows move over as
-- rows for every locale of their currency, so every price keeps its meaning.
CREATE TABLE prices_by_locale (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  article TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'CHF', 'GBP', 'USD')),
  -- '' or a locale string (spec §5: two letters, a dash, two letters). A locale row in a currency
  -- the locale does not pay is never read.
  locale TEXT NOT NULL DEFAULT '' CHECK (locale = '' OR locale GLOB '[a-z][a-z]-[A-Z][A-Z]'),
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  price_original INTEGER CHECK (price_original IS NULL OR price_original >= 0),
  PRIMARY KEY (channel, article, currency, locale)
);

INSERT INTO prices_by_locale (channel, article, currency, locale, price_current, price_original)
  SELECT channel, article, currency, '', price_current, price_original FROM prices;

DROP TABLE prices;
ALTER TABLE prices_by_locale RENAME TO prices;

UPDATE shop_meta SET value = '0006' WHERE key = 'schema';
