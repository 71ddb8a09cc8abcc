-- The tracked managers ($1..$5 as in funds-list.sql) whose latest quarter reported by the moment
-- ($asOf; infinity: now) holds the company of ticker $6. 13F
-- tables name no ticker: a holding is that company's when its CUSIP has the issuer number (first
-- six characters) of a CUSIP the company's 13D/13G filings give, or when its issuer name and the
-- ticker map's title reduce to the same name key. The ticker resolves in the current map, as
-- /insiders and /financials do: a map first stored today would know no ticker before today.
-- knownAt (last): when that report was complete.
WITH t AS (
  SELECT s.cik, sec_name_key(s.title) AS name_key FROM sec_tickers s WHERE s.ticker = $6
), issuers AS (
  SELECT DISTINCT left(h.cusip, 6) AS issuer FROM large_holders h JOIN t ON h.issuer_cik = t.cik
  -- a 13D/G filed after the moment could not have told the CUSIP then (large_holders' known_at, V27)
  WHERE h.cusip IS NOT NULL AND h.known_at <= $asOf
), latest AS (
  SELECT DISTINCT ON (r.cik) r.cik, r.period_of_report AS q, max(r.known_at) OVER (PARTITION BY r.cik, r.period_of_report) AS known_at
  FROM thirteenf_report_parts_at($asOf) r
  WHERE r.cik = ANY($4::text[])
  ORDER BY r.cik, r.period_of_report DESC
)
SELECT f.slug, f.name, f.manager, f.cik, f.url, l.known_at
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS f(slug, name, manager, cik, url, n)
JOIN latest l ON l.cik = f.cik
WHERE EXISTS (
  SELECT 1 FROM thirteenf_positions_at($asOf) p
  WHERE p.cik = f.cik AND p.period_of_report = l.q
    AND (left(p.cusip, 6) IN (SELECT issuer FROM issuers)
         OR sec_name_key(p.issuer_name) IN (SELECT name_key FROM t WHERE name_key IS NOT NULL)))
ORDER BY f.n
LIMIT $7
