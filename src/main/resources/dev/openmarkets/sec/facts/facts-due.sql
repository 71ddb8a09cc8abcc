-- Companies whose facts are due, at most $4: the configured tickers ($1) whose facts file was not
-- offered within the last $2 seconds, then watched companies that filed since their facts file
-- was last offered (a day after the filing date, when SEC has refreshed the facts); none this
-- process found missing ($3). Configured companies first, then the oldest filings.
SELECT cik FROM (
  SELECT DISTINCT t.cik, 0 AS pri, NULL::date AS since
  FROM sec_tickers t
  WHERE t.ticker = ANY($1::text[])
    AND NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = 'CIK' || t.cik || '.json'
      AND i.at > now() - make_interval(secs => $2::int))
  UNION ALL
  SELECT w.cik, 1, w.since
  FROM xbrl_watch w
  WHERE NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = 'CIK' || w.cik || '.json'
      AND i.at >= (w.since + 1)::timestamptz)
) d
WHERE NOT (cik = ANY($3::text[]))
GROUP BY cik
ORDER BY min(pri), min(since) NULLS FIRST, cik
LIMIT $4
