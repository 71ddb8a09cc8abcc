-- The tracked managers ($1..$5 as in funds-list.sql) whose latest reported quarter holds the
-- company of ticker $6. 13F tables name no ticker: a holding is that company's when its CUSIP
-- has the issuer number (first six characters) of a CUSIP the company's 13D/13G filings give,
-- or when its issuer name and the ticker map's title reduce to the same name key.
WITH t AS (
  SELECT s.cik, sec_name_key(s.title) AS name_key FROM sec_tickers s WHERE s.ticker = $6
), issuers AS (
  SELECT DISTINCT left(h.cusip, 6) AS issuer FROM large_holders h JOIN t ON h.issuer_cik = t.cik
  WHERE h.cusip IS NOT NULL
)
SELECT f.slug, f.name, f.manager, f.cik, f.url
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS f(slug, name, manager, cik, url, n)
WHERE EXISTS (
  SELECT 1 FROM thirteenf_positions p
  WHERE p.cik = f.cik
    AND p.period_of_report = (SELECT max(r.period_of_report) FROM thirteenf_report_parts r WHERE r.cik = f.cik)
    AND (left(p.cusip, 6) IN (SELECT issuer FROM issuers)
         OR sec_name_key(p.issuer_name) IN (SELECT name_key FROM t WHERE name_key IS NOT NULL)))
ORDER BY f.n
LIMIT $7
