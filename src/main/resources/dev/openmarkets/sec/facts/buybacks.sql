-- Per company, the latest fiscal year with repurchases; largest first, at most $1 rows.
SELECT y.buybacks::text, y.cik, y.period_end::text, y.frame, c.entity_name, y.net_income::text, y.revenue::text,
  t.ticker, y.fiscal_year, y.accession_no
FROM (
  SELECT DISTINCT ON (cik) * FROM financial_years WHERE buybacks IS NOT NULL ORDER BY cik, fiscal_year DESC
) y
LEFT JOIN xbrl_companies c ON c.cik = y.cik
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = y.cik ORDER BY s.position LIMIT 1) t ON true
ORDER BY y.buybacks DESC, y.cik
LIMIT $1
