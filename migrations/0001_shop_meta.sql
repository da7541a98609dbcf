-- Facts about the database itself; the health check reads the schema row to prove that
-- migrations were applied to the D1 database the worker is bound to.
CREATE TABLE shop_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

INSERT INTO shop_meta (key, value) VALUES ('schema', '0001');
