-- Attempts counted in windows (decisions 065, 066): login attempts per address and network, in
-- place of login_throttle's one count per address, which let a stranger lock any customer out;
-- voucher guesses per code family and across clients. Each row is a window that starts with its
-- first attempt; `key` names what is counted (`login:{address hash}:{network}`, `voucher:*`, ...).
-- An attempt is counted before it is checked, in the statement that returns the count, so a
-- burst cannot pass a limit.
DROP TABLE IF EXISTS login_throttle;

CREATE TABLE attempt_windows (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  attempts INTEGER NOT NULL CHECK (attempts >= 0)
) WITHOUT ROWID;

-- The networks a customer logged in from (the owner's): they keep their full allowance while an
-- address is under attack from many others.
CREATE TABLE login_networks (
  email_hash TEXT NOT NULL,
  network TEXT NOT NULL,
  last_login INTEGER NOT NULL,
  PRIMARY KEY (email_hash, network)
) WITHOUT ROWID;

UPDATE shop_meta SET value = '0011' WHERE key = 'schema';
