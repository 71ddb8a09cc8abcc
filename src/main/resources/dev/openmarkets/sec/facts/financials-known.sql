-- A symbol is known when the SEC ticker map lists it.
SELECT 1 FROM sec_tickers WHERE ticker = $1
