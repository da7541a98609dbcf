-- Feature-flag impressions and events (issue 15; decision 059): counted per day (UTC), flag and
-- treatment, never per visitor. What `npm run flags:report` prints.

CREATE TABLE flag_impressions (
  day TEXT NOT NULL,
  flag TEXT NOT NULL,
  treatment TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, flag, treatment)
) WITHOUT ROWID;

-- An event (spec §5 event type) counted for each flag the visitor was shown on the page it came
-- from, in the treatment they were shown; `value_sum` adds the events' values (null counts nothing).
CREATE TABLE flag_events (
  day TEXT NOT NULL,
  flag TEXT NOT NULL,
  treatment TEXT NOT NULL,
  event_type TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0),
  value_sum REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (day, flag, treatment, event_type)
) WITHOUT ROWID;

UPDATE shop_meta SET value = '0010' WHERE key = 'schema';
