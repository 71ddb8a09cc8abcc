-- Per company, the latest fiscal year with repurchases; largest first, at most $1 rows. Every
-- versioned table in the version current at the moment ($asOf; infinity: the latest), or with $2
-- (vintage=first) in its first version known by then (as first filed); a row's
-- known_at (last) is the later of its year's and its company name's.
SELECT y.buybacks::text, y.cik, y.period_end::text, y.frame, c.entity_name, y.net_income::text, y.revenue::text,
  t.ticker, y.fiscal_year, y.accession_no, greatest(y.known_at, c.known_at)
FROM (
  SELECT DISTINCT ON (cik) * FROM financial_years x
  WHERE x.buybacks IS NOT NULL
    AND x.known_at <= $asOf
    AND CASE WHEN $2 THEN x.version_no = 1 ELSE (x.superseded_at IS NULL OR x.superseded_at > $asOf) END
  ORDER BY cik, fiscal_year DESC
) y
LEFT JOIN xbrl_companies c ON c.cik = y.cik
  AND c.known_at <= $asOf
    AND CASE WHEN $2 THEN c.version_no = 1 ELSE (c.superseded_at IS NULL OR c.superseded_at > $asOf) END
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = y.cik ORDER BY s.position LIMIT 1) t ON true
ORDER BY y.buybacks DESC, y.cik
LIMIT $1
