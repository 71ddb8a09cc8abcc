-- Matches the name keys of the names in $1 (recipients' or parents') that have no match yet to the
-- SEC company whose name has the same key; among several, the first in company_tickers.json order.
INSERT INTO contract_ticker_matches (name_key, ticker, cik, sec_title)
SELECT DISTINCT ON (k.name_key) k.name_key, s.ticker, s.cik, s.title
FROM (SELECT DISTINCT gov_name_key(n) AS name_key FROM unnest($1::text[]) AS n) k
JOIN sec_tickers s ON gov_name_key(s.title) = k.name_key
WHERE k.name_key IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM contract_ticker_matches m WHERE m.name_key = k.name_key)
ORDER BY k.name_key, s.position
ON CONFLICT (name_key) DO NOTHING
