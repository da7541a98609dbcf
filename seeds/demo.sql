-- Demo data for `npm start` (never for a deployed database): vouchers to try the Voucher block.
INSERT OR IGNORE INTO vouchers (code, kind, value, currency, valid_until) VALUES
  ('WILLKOMMEN10', 'percent', 10, NULL, 4102444800000),
  ('WELCOME10', 'percent', 10, NULL, 4102444800000),
  ('KARTEN5', 'amount', 5, 'EUR', 4102444800000);

-- A whitelabel customer (spec §6) to try the whitelabel bar and its switch (decision 085): log in
-- as whitelabel@kartenliebe.example with the password "Demo Whitelabel 2026". Local only.
INSERT OR IGNORE INTO customers (id, number, email, first_name, last_name, is_whitelabel, password_hash) VALUES
  (900001, '19000001', 'whitelabel@kartenliebe.example', 'Wanda', 'Weiß', 1,
   'pbkdf2-sha256$100000$d9xTPG3rdCFGfZffGa1Uzw$xOqkPGhIC6DQUCa7fOb4MgSYPBSS9fi86zL6ZwNaDlQ');
