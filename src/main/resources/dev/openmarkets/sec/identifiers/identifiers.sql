-- identifiers?ticker=|cik=: the identifiers of a CIK, or of every CIK the ticker named (at the
-- moment, with asOf), each version with its interval. Without asOf ($asOf = infinity) every
-- version, the history; with it only the versions in force then. Bounded: a company has a few.
-- Two stored kinds (sec_identifiers: company_tickers.json's tickers, the submissions' names) and
-- one read from the Form 4s: each Form 4 states its issuer's trading symbol at filing time, so a
-- CIK's filings known by the moment, in order of knownAt, give the symbol it traded under; a run
-- of filings stating one symbol is one interval, ended by the first filing that states another.
-- $1 ticker or null, $2 CIK (ten digits) or null, $asOf the moment
WITH asked AS (
  SELECT $2::text AS cik WHERE $2::text IS NOT NULL
  UNION
  SELECT t.cik FROM sec_identifiers t WHERE t.kind IN ('ticker', 'issuer_symbol') AND t.value = $1::text
  UNION
  SELECT t.issuer_cik FROM insider_trades t WHERE t.ticker = $1::text AND t.known_at <= $asOf
), filings AS (
  SELECT DISTINCT ON (t.accession_no) t.accession_no, t.issuer_cik, t.ticker, t.company, t.known_at
  FROM asked a JOIN insider_trades t ON t.issuer_cik = a.cik
  WHERE t.ticker IS NOT NULL AND t.known_at <= $asOf
  ORDER BY t.accession_no, t.known_at
), runs AS (
  SELECT f.*, lag(f.ticker) OVER (PARTITION BY f.issuer_cik ORDER BY f.known_at, f.accession_no) AS before
  FROM filings f
), ids AS (
  SELECT i.kind, i.value, i.cik, i.title, i.known_at, i.superseded_at
  FROM asked a JOIN sec_identifiers i ON i.cik = a.cik
  WHERE i.kind <> 'issuer_symbol'
  UNION ALL
  SELECT 'issuer_symbol', r.ticker, r.issuer_cik, r.company, r.known_at,
         lead(r.known_at) OVER (PARTITION BY r.issuer_cik ORDER BY r.known_at, r.accession_no)
  FROM runs r WHERE r.before IS DISTINCT FROM r.ticker
), held AS (
  SELECT * FROM ids
  WHERE NOT isfinite($asOf::timestamptz)
     OR (known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf))
), ciks AS (
  SELECT $2::text AS cik WHERE $2::text IS NOT NULL
  UNION
  SELECT h.cik FROM held h WHERE h.kind IN ('ticker', 'issuer_symbol') AND h.value = $1::text
)
SELECT h.kind, h.value, h.cik, h.title, h.known_at, h.superseded_at,
       CASE h.kind WHEN 'ticker' THEN 'company_tickers.json' WHEN 'name' THEN 'submissions' ELSE 'form 4' END,
       h.known_at
FROM held h JOIN ciks c ON c.cik = h.cik
ORDER BY h.cik, h.kind, h.known_at, h.value
LIMIT 1000
