-- Newest events first of one symbol ($1, a contract or a base asset) known at the moment asked
-- ($asOf): two index walks merged, in a function with one fixed plan (V17 says why). Null $2..$4 do
-- not filter. The function returns its rows in order; ORDER BY keeps that explicit (a sort of at
-- most $5 rows). knownAt last: the venue's event time.
SELECT id, raw_symbol, side, price, qty, usd_value, exchange, ts, ts AS known_at
FROM liquidations_recent_by_symbol($1, $2, $3, $4, $5, $asOf)
ORDER BY ts DESC, id DESC
