-- The calendar quarters of the company the ticker map gives for $1, newest first, at most $2, each
-- in the version current at the moment ($asOf; infinity: the latest), or with $3 (vintage=first) its first
-- version known by then (as first filed), with its known_at last.
SELECT q.frame, q.period_start, q.period_end, q.derived, q.revenue, q.net_income, q.eps_diluted, q.eps_kind,
  q.revenue_concept, q.accession_no, q.filed, q.known_at
FROM financial_quarters q
WHERE q.cik = (SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1)
  AND q.known_at <= $asOf
  AND CASE WHEN $3 THEN q.version_no = 1 ELSE (q.superseded_at IS NULL OR q.superseded_at > $asOf) END
ORDER BY q.period_end DESC, q.frame DESC
LIMIT $2
