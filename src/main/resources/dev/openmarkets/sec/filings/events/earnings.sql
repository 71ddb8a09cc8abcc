-- Reported and estimated earnings dates from $1 to $2 (both included) of companies in the SEC
-- ticker map, from the 8-Ks known at the moment asked; optionally one status ($3) and one company
-- (ticker $4). $5 is today (asOf's day), for next. knownAt last: the newest knownAt of the
-- company's 8-Ks known then, the last that could change the row (its company, history, estimates).
-- The functions are inlined where they are called, as V8's views were: each company's rows come
-- from its index.
WITH companies AS (
  SELECT DISTINCT ON (s.cik) s.cik, s.ticker, s.title FROM sec_tickers s ORDER BY s.cik, s.position
), cal AS (
  SELECT r.cik, r.report_date AS d, 'reported' AS status, NULL::date AS basis, r.accession_no
  FROM earnings_reported_at($asOf) r WHERE r.report_date BETWEEN $1 AND $2
  UNION ALL
  SELECT e.cik, e.report_date, 'estimated', e.basis, NULL
  FROM earnings_estimated_at($asOf) e WHERE e.report_date BETWEEN $1 AND $2
)
SELECT c.d, k.ticker,
       coalesce((SELECT e.company FROM sec_events e WHERE e.cik = c.cik AND e.known_at <= $asOf
                 ORDER BY e.filed_at DESC LIMIT 1), k.title),
       c.cik, c.status, c.basis, c.accession_no,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('date', h.report_date, 'accessionNo', h.accession_no)
                                  ORDER BY h.report_date DESC), '[]'::jsonb)
        FROM (SELECT r.report_date, r.accession_no FROM earnings_reported_at($asOf) r WHERE r.cik = c.cik
              ORDER BY r.report_date DESC LIMIT 80) h),
       (SELECT jsonb_build_object('date', n.report_date, 'status', 'estimated', 'basis', n.basis)
        FROM earnings_estimated_at($asOf) n WHERE n.cik = c.cik AND n.report_date >= $5 ORDER BY n.report_date LIMIT 1),
       (SELECT max(r.report_date) FROM earnings_reported_at($asOf) r WHERE r.cik = c.cik),
       (SELECT max(e.known_at) FROM sec_events e WHERE e.cik = c.cik AND e.known_at <= $asOf)
FROM cal c
JOIN companies k ON k.cik = c.cik
WHERE ($3::text IS NULL OR c.status = $3)
  AND ($4::text IS NULL OR c.cik = ANY(ARRAY(SELECT s.cik FROM sec_tickers s WHERE s.ticker = $4)))
ORDER BY c.d, k.ticker, c.status
LIMIT $6
