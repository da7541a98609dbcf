-- Login attempts counted per address and network (decision 063), in place of login_throttle's
-- one count per address, which let a stranger lock any customer out. Each row is a window of
-- 15 minutes that starts with its first attempt; `network` is the client's /24 (IPv4) or /64
-- (IPv6), or '*' for the address across every network. An attempt is counted before its password
-- is checked, in the statement that returns the count, so a burst cannot pass the limit.
DROP TABLE login_throttle;

CREATE TABLE login_attempts (
  email_hash TEXT NOT NULL,
  network TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  attempts INTEGER NOT NULL CHECK (attempts >= 1),
  PRIMARY KEY (email_hash, network)
) WITHOUT ROWID;

-- The networks a customer logged in from (the owner's): they keep their full allowance while an
-- address is under attack from many others.
CREATE TABLE login_networks (
  email_hash TEXT NOT NULL,
  network TEXT NOT NULL,
  last_login INTEGER NOT NULL,
  PRIMARY KEY (email_hash, network)
) WITHOUT ROWID;
