-- Hourly totals in [$2, $3], all contracts summed, or one contract ($1; a base asset alone sums
-- its USDT contracts), as known at the moment asked ($asOf, infinity without asOf): the newest $4
-- hours that have liquidations, returned oldest first. The hours over by then come from the totals
-- (walked backwards on the primary key, stopping after $4 hours); the hour in progress then from
-- its events up to the moment (liquidation_hourly_at's rule, V50, written out here so that the
-- walk can stop early; without asOf that part reads nothing). knownAt last: the end of the hour,
-- when its totals are final (for the hour in progress without asOf, a moment still to come), or
-- asOf for the hour in progress then. Never now(): an answer is the same bytes whenever it is read.
SELECT hour, $1::text AS symbol, sum_long, sum_short, sum_total, n, max_single,
       least(hour + interval '1 hour', $asOf::timestamptz) AS known_at
FROM (
  (SELECT hour, sum(long_usd) AS sum_long, sum(short_usd) AS sum_short, sum(long_usd + short_usd) AS sum_total,
          sum(count)::bigint AS n, max(max_single_usd) AS max_single
   FROM liquidation_hourly
   WHERE ($1::text IS NULL OR symbol = $1 OR (base_asset = $1 AND quote_asset = 'USDT'))
     AND hour >= $2 AND hour <= $3 AND hour < date_trunc('hour', $asOf::timestamptz, 'UTC')
   GROUP BY hour
   ORDER BY hour DESC
   LIMIT $4)
  UNION ALL
  (SELECT date_trunc('hour', ts, 'UTC'), coalesce(sum(usd_value) FILTER (WHERE side = 'long'), 0),
          coalesce(sum(usd_value) FILTER (WHERE side = 'short'), 0), sum(usd_value), count(*), max(usd_value)
   FROM liquidation_events
   WHERE ($1::text IS NULL OR raw_symbol = $1 OR (base_asset = $1 AND quote_asset = 'USDT'))
     AND ts >= date_trunc('hour', $asOf::timestamptz, 'UTC') AND ts <= $asOf
     AND date_trunc('hour', ts, 'UTC') >= $2 AND date_trunc('hour', ts, 'UTC') <= $3
   GROUP BY 1)
  ORDER BY hour DESC
  LIMIT $4
) newest
ORDER BY hour
