SELECT 1 FROM sec_tickers WHERE ticker = $1 LIMIT 1
