-- The head of a financials answer for ticker $1: company, latest balance sheet, fiscal years, each
-- in the version current at the moment ($asOf; infinity: the latest), or with $2 (vintage=first) its
-- first version known by then (as first filed).
SELECT t.cik, coalesce(c.entity_name, t.title) AS name,
  jsonb_build_object(
    'end', c.bs_end, 'cash', c.cash, 'debt', c.debt, 'equity', c.equity, 'assets', c.assets,
    'accessionNo', c.bs_accession, 'sharesOutstanding', c.shares_outstanding, 'sharesDate', c.shares_date,
    'sharesAccessionNo', c.shares_accession) AS latest,
  coalesce((SELECT jsonb_agg(jsonb_build_object(
      'fiscalYear', y.fiscal_year, 'start', y.period_start, 'end', y.period_end, 'frame', y.frame,
      'revenue', y.revenue, 'netIncome', y.net_income, 'operatingCashFlow', y.operating_cash_flow,
      'buybacks', y.buybacks, 'dividends', y.dividends, 'accessionNo', y.accession_no) ORDER BY y.fiscal_year DESC)
    FROM financial_years y
    WHERE y.cik = t.cik
      AND y.known_at <= $asOf
      AND CASE WHEN $2 THEN y.version_no = 1 ELSE (y.superseded_at IS NULL OR y.superseded_at > $asOf) END), '[]'::jsonb) AS annual
FROM sec_tickers t
LEFT JOIN xbrl_companies c ON c.cik = t.cik
  AND c.known_at <= $asOf
  AND CASE WHEN $2 THEN c.version_no = 1 ELSE (c.superseded_at IS NULL OR c.superseded_at > $asOf) END
WHERE t.ticker = $1
