-- A company's reported earnings dates (ticker $1 through the SEC ticker map) known at the moment
-- asked, newest first, at most 80; knownAt last: that of the 8-K giving the date.
SELECT r.report_date, r.accession_no, r.known_at
FROM earnings_reported_at($asOf) r
WHERE r.cik = (SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1 LIMIT 1)
ORDER BY r.report_date DESC
LIMIT 80
