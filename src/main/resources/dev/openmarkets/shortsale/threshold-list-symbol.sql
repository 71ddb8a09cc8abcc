-- Every list date a symbol appeared on (optionally one market $2) as known at $asOf, newest first.
SELECT t.list_date, t.market, t.symbol, t.security_name, t.known_at
FROM threshold_list t
WHERE t.symbol = $1 AND ($2::text IS NULL OR t.market = $2) AND t.known_at <= $asOf AND (t.superseded_at IS NULL OR t.superseded_at > $asOf)
ORDER BY t.list_date DESC, t.market
LIMIT $3
