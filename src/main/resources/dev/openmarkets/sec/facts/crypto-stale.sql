-- Company-facts crypto rows of the file's companies ($1) whose file no longer reports any ($2).
-- Rows read from an XBRL instance (extension elements) are left to the instances.
DELETE FROM crypto_holdings h
WHERE h.cik = ANY($1::text[]) AND NOT (h.cik = ANY($2::text[])) AND h.source = 'companyfacts'
