-- 24 hourly buckets, oldest first, ending with the current (partial) UTC hour; empty hours are 0.
SELECT g.hour, coalesce(sum(h.long_usd), 0), coalesce(sum(h.short_usd), 0), coalesce(sum(h.count), 0)::bigint
FROM generate_series(date_trunc('hour', now(), 'UTC') - interval '23 hours', date_trunc('hour', now(), 'UTC'),
                     interval '1 hour') AS g(hour)
LEFT JOIN liquidation_hourly h ON h.hour = g.hour
GROUP BY g.hour
ORDER BY g.hour
LIMIT $1
