-- The company part of earnings/{ticker}, from the 8-Ks known at the moment asked: name (newest 8-K,
-- else the ticker map's title), CIK, the next estimate on or after $2 (today, or asOf's day) and the
-- last reported date.
SELECT coalesce((SELECT e.company FROM sec_events e WHERE e.cik = k.cik AND e.known_at <= $asOf
                 ORDER BY e.filed_at DESC LIMIT 1), k.title) AS company,
       k.cik AS cik,
       (SELECT jsonb_build_object('date', n.report_date, 'status', 'estimated', 'basis', n.basis)
        FROM earnings_estimated_at($asOf) n WHERE n.cik = k.cik AND n.report_date >= $2 ORDER BY n.report_date LIMIT 1)
         AS next,
       (SELECT max(r.report_date) FROM earnings_reported_at($asOf) r WHERE r.cik = k.cik) AS "lastReported"
FROM sec_tickers k
WHERE k.ticker = $1
LIMIT 1
