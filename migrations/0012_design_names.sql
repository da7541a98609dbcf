-- A design's name in each language the catalogue writes it in (decision 075). `designs.name` is
-- the name the catalogue is kept in (German); a page in another language shows the name of this
-- table for its language, and `designs.name` where the catalogue has none.
CREATE TABLE design_names (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('de', 'en', 'es', 'fr', 'it', 'nl')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (channel, kind, id, language)
) WITHOUT ROWID;

UPDATE shop_meta SET value = '0012' WHERE key = 'schema';
