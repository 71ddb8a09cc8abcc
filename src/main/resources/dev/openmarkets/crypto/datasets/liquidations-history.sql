-- Hourly totals in [$2, $3], all contracts summed, or one contract ($1; a base asset alone sums
-- its USDT contracts), as known at the moment asked ($asOf: the hour in progress then counts its
-- events up to it): the newest $4 hours that have liquidations, returned oldest first. knownAt
-- last: the end of the hour, or the moment answered (now without asOf) for the hour in progress.
SELECT hour, symbol, sum_long, sum_short, sum_total, n, max_single,
       least(hour + interval '1 hour', now(), $asOf::timestamptz) AS known_at
FROM (
  SELECT hour, $1::text AS symbol, sum(long_usd) AS sum_long, sum(short_usd) AS sum_short,
         sum(long_usd + short_usd) AS sum_total, sum(count)::bigint AS n, max(max_single_usd) AS max_single
  FROM liquidation_hourly_at($asOf)
  WHERE ($1::text IS NULL OR symbol = $1 OR (base_asset = $1 AND quote_asset = 'USDT'))
    AND hour >= $2 AND hour <= $3
  GROUP BY hour
  ORDER BY hour DESC
  LIMIT $4
) newest
ORDER BY hour
