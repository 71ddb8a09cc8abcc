-- Hourly totals in [$2, $3], all contracts summed, or one contract ($1; a base asset alone sums
-- its USDT contracts): the newest $4 hours that have liquidations, returned oldest first.
SELECT * FROM (
  SELECT hour, $1::text AS symbol, sum(long_usd), sum(short_usd), sum(long_usd + short_usd), sum(count)::bigint,
         max(max_single_usd)
  FROM liquidation_hourly
  WHERE ($1::text IS NULL OR symbol = $1 OR (base_asset = $1 AND quote_asset = 'USDT'))
    AND hour >= $2 AND hour <= $3
  GROUP BY hour
  ORDER BY hour DESC
  LIMIT $4
) newest
ORDER BY hour
