-- A company's reported earnings dates (ticker $1 through the SEC ticker map), newest first, at most 80.
SELECT r.report_date, r.accession_no
FROM earnings_reported r
WHERE r.cik = (SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1 LIMIT 1)
ORDER BY r.report_date DESC
LIMIT 80
