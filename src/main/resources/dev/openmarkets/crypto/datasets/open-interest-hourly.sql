-- One symbol's hourly open interest in [$2, $3), newest first.
SELECT exchange, ts, open_interest::text, open_interest_value::text, long_short_ratio::text, top_trader_ratio::text
FROM open_interest_hourly
WHERE slug = $1 AND ts >= $2 AND ts < $3
ORDER BY ts DESC, exchange
LIMIT $4
