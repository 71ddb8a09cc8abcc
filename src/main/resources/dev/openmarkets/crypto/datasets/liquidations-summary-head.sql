-- The totals of the UTC hour in progress at the moment answered (now, or asOf: $asOf is infinity
-- without it) and the 23 before it, and the ten contracts with the largest liquidated notional in
-- them (ties by symbol), as known at that moment.
WITH w AS (
  SELECT * FROM liquidation_hourly_at($asOf)
  WHERE hour >= date_trunc('hour', least(now(), $asOf::timestamptz), 'UTC') - interval '23 hours'
), top AS (
  SELECT symbol, sum(long_usd) AS long_usd, sum(short_usd) AS short_usd, sum(long_usd + short_usd) AS total_usd,
         sum(count) AS count
  FROM w GROUP BY symbol ORDER BY sum(long_usd + short_usd) DESC, symbol LIMIT 10
)
SELECT coalesce(sum(w.long_usd + w.short_usd), 0) AS "totalUsd",
       coalesce(sum(w.long_usd), 0) AS "longUsd",
       coalesce(sum(w.short_usd), 0) AS "shortUsd",
       coalesce(max(w.max_single_usd), 0) AS "maxSingleUsd",
       coalesce((SELECT json_agg(json_build_object('symbol', symbol, 'longUsd', long_usd, 'shortUsd', short_usd,
                                                     'totalUsd', total_usd, 'count', count)
                                  ORDER BY total_usd DESC, symbol) FROM top), '[]'::json) AS "topSymbols"
FROM w
