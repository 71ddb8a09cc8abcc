-- The tickers' places in company_tickers.json, on their current versions only: the file's
-- market-cap order shifts every day, which is no new version of a ticker. Returns how many rows
-- stored by an earlier load moved (rows inserted by this load's transaction have stored_at = now()).
-- $1 tickers, $2 their CIKs, $3 their positions
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::integer[]) AS u(value, cik, position)
), moved AS (
  UPDATE sec_identifiers t SET position = i.position
  FROM input i
  WHERE t.kind = 'ticker' AND t.value = i.value AND t.cik = i.cik AND t.superseded_at IS NULL
    AND t.position IS DISTINCT FROM i.position
  RETURNING t.stored_at < now() AS earlier
)
SELECT count(*) FILTER (WHERE earlier) FROM moved
