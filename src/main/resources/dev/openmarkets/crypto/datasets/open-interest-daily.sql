-- One symbol's daily open interest in [$2, $3): the last hourly value of each UTC day, stamped
-- with the day's start, newest first.
SELECT exchange, day, open_interest::text, open_interest_value::text, long_short_ratio::text, top_trader_ratio::text
FROM (
  SELECT DISTINCT ON (exchange, date_trunc('day', ts, 'UTC'))
         exchange, date_trunc('day', ts, 'UTC') AS day, open_interest, open_interest_value, long_short_ratio,
         top_trader_ratio
  FROM open_interest_hourly
  WHERE slug = $1 AND ts >= $2 AND ts < $3
  ORDER BY exchange, date_trunc('day', ts, 'UTC'), ts DESC
) d
ORDER BY day DESC, exchange
LIMIT $4
