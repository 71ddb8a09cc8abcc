-- The tickers' places in company_tickers.json, on their current versions only: the file's
-- market-cap order shifts every day, which is no new version of a ticker (a closed version keeps
-- the place it had). $1 tickers, $2 their CIKs, $3 their positions
UPDATE sec_identifiers t SET position = i.position
FROM unnest($1::text[], $2::text[], $3::integer[]) AS i(value, cik, position)
WHERE t.kind = 'ticker' AND t.value = i.value AND t.cik = i.cik AND t.superseded_at IS NULL
  AND t.position IS DISTINCT FROM i.position
