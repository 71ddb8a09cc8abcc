-- The company part of earnings/{ticker}: name (newest 8-K, else the ticker map's title), CIK, the
-- next estimate on or after $2 (today) and the last reported date.
SELECT coalesce((SELECT e.company FROM sec_events e WHERE e.cik = k.cik ORDER BY e.filed_at DESC LIMIT 1), k.title)
         AS company,
       k.cik AS cik,
       (SELECT jsonb_build_object('date', n.report_date, 'status', 'estimated', 'basis', n.basis)
        FROM earnings_estimated n WHERE n.cik = k.cik AND n.report_date >= $2 ORDER BY n.report_date LIMIT 1)
         AS next,
       (SELECT max(r.report_date) FROM earnings_reported r WHERE r.cik = k.cik) AS "lastReported"
FROM sec_tickers k
WHERE k.ticker = $1
LIMIT 1
