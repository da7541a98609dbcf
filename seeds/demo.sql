-- Demo data for `npm start` (never for a deployed database): vouchers to try the Voucher block.
INSERT OR IGNORE INTO vouchers (code, kind, value, currency, valid_until) VALUES
  ('WILLKOMMEN10', 'percent', 10, NULL, 4102444800000),
  ('WELCOME10', 'percent', 10, NULL, 4102444800000),
  ('KARTEN5', 'amount', 5, 'EUR', 4102444800000);
