-- identifiers?ticker=|cik=: the identifiers of a CIK, or of every CIK the ticker named (at the
-- moment, with asOf), each version with its interval. Without asOf ($asOf = infinity) every
-- version, the history; with it only the versions in force then. Bounded: a company has a few.
-- $1 ticker or null, $2 CIK (ten digits) or null, $asOf the moment
WITH ciks AS (
  SELECT $2::text AS cik WHERE $2::text IS NOT NULL
  UNION
  SELECT t.cik FROM sec_identifiers t
  WHERE t.kind IN ('ticker', 'issuer_symbol') AND t.value = $1::text
    AND (NOT isfinite($asOf::timestamptz)
         OR (t.known_at <= $asOf AND (t.superseded_at IS NULL OR t.superseded_at > $asOf)))
)
SELECT i.kind, i.value, i.cik, i.title, i.known_at, i.superseded_at,
       CASE i.kind WHEN 'ticker' THEN 'company_tickers.json' WHEN 'name' THEN 'submissions' ELSE 'form 4' END,
       i.known_at
FROM ciks c JOIN sec_identifiers i ON i.cik = c.cik
WHERE NOT isfinite($asOf::timestamptz)
   OR (i.known_at <= $asOf AND (i.superseded_at IS NULL OR i.superseded_at > $asOf))
ORDER BY i.cik, i.kind, i.known_at, i.value
LIMIT 1000
