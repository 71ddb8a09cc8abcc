-- One symbol's daily open interest in [$2, $3): the last hourly value of each UTC day known at the
-- moment asked ($asOf), stamped with the day's start, newest first; knownAt last, that value's.
SELECT exchange, day, open_interest::text, open_interest_value::text, long_short_ratio::text, top_trader_ratio::text,
       known_at
FROM (
  SELECT DISTINCT ON (exchange, date_trunc('day', ts, 'UTC'))
         exchange, date_trunc('day', ts, 'UTC') AS day, open_interest, open_interest_value, long_short_ratio,
         top_trader_ratio, known_at
  FROM open_interest_hourly
  WHERE slug = $1 AND ts >= $2 AND ts < $3 AND ts <= $asOf AND known_at <= $asOf
  ORDER BY exchange, date_trunc('day', ts, 'UTC'), ts DESC
) d
ORDER BY day DESC, exchange
LIMIT $4
