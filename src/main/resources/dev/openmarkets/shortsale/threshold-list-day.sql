-- One list date ($1, or the newest for the market filter), optionally one market ($2) and symbol ($3).
SELECT t.list_date, t.market, t.symbol, t.security_name
FROM threshold_list t
WHERE t.list_date = coalesce($1, (SELECT max(list_date) FROM threshold_list WHERE $2::text IS NULL OR market = $2))
  AND ($2::text IS NULL OR t.market = $2)
  AND ($3::text IS NULL OR t.symbol = $3)
ORDER BY t.market, t.symbol
LIMIT $4
