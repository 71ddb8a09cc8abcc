-- The latest observation of every series as known at $asOf, stored (Treasury tenors, stablecoin
-- supply) and computed (spreads: the difference of two tenors on the dates both have, exact).
-- change1d = value minus the series' previous observation; change30d = value minus its latest
-- observation dated 30 or more days before. Tenors in maturity order, then spreads, then
-- stablecoins. known_at last: the latest of the versions the row reads (a spread's two legs, the
-- observations its changes subtract).
WITH m AS (
  SELECT series, obs_date, value, known_at FROM macro_observations
  WHERE known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
), obs AS (
  SELECT series, obs_date, value, known_at FROM m
  UNION ALL
  SELECT s.name, a.obs_date, a.value - b.value, greatest(a.known_at, b.known_at)
  FROM (VALUES ('ust-10y-2y', 'ust-10y', 'ust-2y'), ('ust-10y-3m', 'ust-10y', 'ust-3m'),
               ('ust-30y-5y', 'ust-30y', 'ust-5y')) AS s(name, long_leg, short_leg)
  JOIN m a ON a.series = s.long_leg
  JOIN m b ON b.series = s.short_leg AND b.obs_date = a.obs_date
), latest AS (
  SELECT DISTINCT ON (series) series, obs_date, value, known_at FROM obs ORDER BY series, obs_date DESC
)
SELECT l.series, l.obs_date, l.value::text,
       CASE WHEN l.series LIKE 'stablecoins-%' THEN 'USD'
            WHEN l.series ~ '^ust-[0-9.]+[my]$' THEN 'percent' ELSE 'percentage points' END,
       (l.value - d1.value)::text,
       (l.value - d30.value)::text,
       greatest(l.known_at, d1.known_at, d30.known_at)
FROM latest l
LEFT JOIN LATERAL (SELECT o.value, o.known_at FROM obs o WHERE o.series = l.series AND o.obs_date < l.obs_date
                   ORDER BY o.obs_date DESC LIMIT 1) d1 ON true
LEFT JOIN LATERAL (SELECT o.value, o.known_at FROM obs o WHERE o.series = l.series AND o.obs_date <= l.obs_date - 30
                   ORDER BY o.obs_date DESC LIMIT 1) d30 ON true
ORDER BY CASE WHEN l.series ~ '^ust-[0-9.]+[my]$' THEN 0 WHEN l.series LIKE 'ust-%' THEN 1 ELSE 2 END,
         CASE WHEN l.series ~ '^ust-[0-9.]+m$' THEN substring(l.series FROM '^ust-([0-9.]+)m$')::numeric / 12
              WHEN l.series ~ '^ust-[0-9.]+y$' THEN substring(l.series FROM '^ust-([0-9.]+)y$')::numeric END,
         l.series
LIMIT $1
