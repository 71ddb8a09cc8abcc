-- Every list date a symbol appeared on (optionally one market $2), newest first.
SELECT t.list_date, t.market, t.symbol, t.security_name
FROM threshold_list t
WHERE t.symbol = $1 AND ($2::text IS NULL OR t.market = $2)
ORDER BY t.list_date DESC, t.market
LIMIT $3
