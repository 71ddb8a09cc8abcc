-- One symbol's hourly open interest in [$2, $3), as known at the moment asked ($asOf: an hour's
-- bucket is never known before the hour starts, so ts bounds the index walk too), newest first.
-- knownAt last (V50: the end of a Binance hour, the time we took our own sample).
SELECT exchange, ts, open_interest::text, open_interest_value::text, long_short_ratio::text, top_trader_ratio::text,
       known_at
FROM open_interest_hourly
WHERE slug = $1 AND ts >= $2 AND ts < $3 AND ts <= $asOf AND known_at <= $asOf
ORDER BY ts DESC, exchange
LIMIT $4
