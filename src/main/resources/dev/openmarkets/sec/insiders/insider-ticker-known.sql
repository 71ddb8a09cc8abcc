-- A ticker is known when the ticker map lists it or a Form 4 named it.
SELECT 1 FROM sec_tickers WHERE ticker = $1
UNION ALL
(SELECT 1 FROM insider_trades WHERE ticker = $1 LIMIT 1)
