-- Newest events first of one symbol ($1, a contract or a base asset): two index walks merged,
-- in a function with one fixed plan (V17 says why). Null $2..$4 do not filter. The function
-- returns its rows in order; ORDER BY keeps that explicit (a sort of at most $5 rows).
SELECT id, raw_symbol, side, price, qty, usd_value, exchange, ts
FROM liquidations_recent_by_symbol($1, $2, $3, $4, $5)
ORDER BY ts DESC, id DESC
