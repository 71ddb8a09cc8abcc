-- 24 hourly buckets, oldest first, ending with the UTC hour in progress at the moment answered
-- (now, or asOf: $asOf is infinity without it), its events up to that moment; empty hours are 0.
-- knownAt last: the end of the hour, when its totals are final (for the hour in progress without
-- asOf, a moment still to come), or asOf for the hour in progress then; never now(), so that an
-- answer is the same bytes whenever it is read. The bound on h.hour reaches the totals' primary
-- key (a join on g.hour alone read every hour kept).
WITH m AS (SELECT least(now(), $asOf::timestamptz) AS at)
SELECT g.hour, coalesce(sum(h.long_usd), 0), coalesce(sum(h.short_usd), 0), coalesce(sum(h.count), 0)::bigint,
       least(g.hour + interval '1 hour', $asOf::timestamptz) AS known_at
FROM generate_series(date_trunc('hour', (SELECT at FROM m), 'UTC') - interval '23 hours',
                     date_trunc('hour', (SELECT at FROM m), 'UTC'), interval '1 hour') AS g(hour)
LEFT JOIN liquidation_hourly_at($asOf) h
  ON h.hour = g.hour AND h.hour >= date_trunc('hour', (SELECT at FROM m), 'UTC') - interval '23 hours'
GROUP BY g.hour
ORDER BY g.hour
LIMIT $1
