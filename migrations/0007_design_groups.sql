-- Card theme filters and the design groups the designers open with (decision 036; spec §3 card
-- filter keys, designer hand-off; §7 themes, calendar-design-group, photobook-design-group-set,
-- collage-designer-design-groups and -group).

-- spec §3 card filter keys beside category (the card category) and occasion, which designs has:
-- one value each, '' where a design has none (every design that is not a card theme).
--   aspect_ratio  a ratio label of spec §3 (src/shared/catalogue/formats.ts ASPECT_RATIOS), e.g. din, square
--   color         the theme's main colour (weiss, gold, rosa, ...)
--   label         a nudging label (bestseller, neu) or ''
--   product       the card product (klappkarte, postkarte, ...)
--   punching      the die cut (ohne, runde-ecken, ...)
--   style         the theme's style (klassisch, modern, ...)
ALTER TABLE designs ADD COLUMN aspect_ratio TEXT NOT NULL DEFAULT '';
ALTER TABLE designs ADD COLUMN color TEXT NOT NULL DEFAULT '';
ALTER TABLE designs ADD COLUMN label TEXT NOT NULL DEFAULT '';
ALTER TABLE designs ADD COLUMN product TEXT NOT NULL DEFAULT '';
ALTER TABLE designs ADD COLUMN punching TEXT NOT NULL DEFAULT '';
ALTER TABLE designs ADD COLUMN style TEXT NOT NULL DEFAULT '';

-- A calendar design group (spec §3 error page: designGroupId with designId): the same motif as
-- calendar designs of several types. One row per design and calendar type, with the calendar
-- formats (spec §3 format types) that design comes in, as a JSON array of strings.
CREATE TABLE calendar_design_groups (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  group_id TEXT NOT NULL CHECK (length(group_id) BETWEEN 1 AND 64),
  design_id TEXT NOT NULL,
  calendar_type TEXT NOT NULL
    CHECK (calendar_type IN ('familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender')),
  formats TEXT NOT NULL CHECK (json_valid(formats) AND json_type(formats) = 'array'),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, group_id, design_id, calendar_type)
);

-- A photo book design group set (spec §3 hand-off: designGroupSetId; templateId is "the design
-- group of the matching format"): per photo book kind and format, the design group (template)
-- that opens the designer, and the categories it belongs to (a JSON array of ids, §7 categoryIds[]).
CREATE TABLE photobook_design_group_sets (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  set_id TEXT NOT NULL CHECK (length(set_id) BETWEEN 1 AND 64),
  kind TEXT NOT NULL CHECK (kind IN ('digitalfotobuch', 'echtfotobuch', 'fotoheft')),
  format TEXT NOT NULL,
  template_id TEXT NOT NULL CHECK (length(template_id) BETWEEN 1 AND 64),
  category_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(category_ids) AND json_type(category_ids) = 'array'),
  PRIMARY KEY (channel, set_id, kind, format)
);

-- A collage design group of the collage designer (spec §7 collage-designer-design-groups): its
-- collage designs in order. A design is in one group only, so "collage by design" (§7) has one answer.
CREATE TABLE collage_design_groups (
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  group_id TEXT NOT NULL CHECK (length(group_id) BETWEEN 1 AND 64),
  design_id TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, group_id, design_id)
);
CREATE UNIQUE INDEX collage_design_group_of_design ON collage_design_groups (channel, design_id);

UPDATE shop_meta SET value = '0007' WHERE key = 'schema';
