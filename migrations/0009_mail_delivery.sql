-- Mail delivery (issue 14; decision 053): each mail knows the channel whose sender it goes out
-- from, and a delivery run claims a mail until a time before sending it, so that two runs (the
-- one after a request and the cron's) never send it twice.

-- The channel of the shop the mail is written for; the mails queued before this knew none and
-- were all Kartenliebe's.
ALTER TABLE mail_outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'kartenliebe' CHECK (channel IN ('kartenliebe', 'wallart'));
-- Until when (ms since the epoch) a delivery run holds the mail; NULL or past: free to be claimed.
ALTER TABLE mail_outbox ADD COLUMN claimed_until INTEGER;

UPDATE shop_meta SET value = '0009' WHERE key = 'schema';
