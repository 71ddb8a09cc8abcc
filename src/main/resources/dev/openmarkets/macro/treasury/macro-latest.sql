-- The latest observation of every series, stored (Treasury tenors, stablecoin supply) and computed
-- (spreads: the difference of two tenors on the dates both have, exact). change1d = value minus the
-- series' previous observation; change30d = value minus its latest observation dated 30 or more days
-- before. Tenors in maturity order, then spreads, then stablecoins.
WITH obs AS (
  SELECT series, obs_date, value FROM macro_observations
  UNION ALL
  SELECT s.name, a.obs_date, a.value - b.value
  FROM (VALUES ('ust-10y-2y', 'ust-10y', 'ust-2y'), ('ust-10y-3m', 'ust-10y', 'ust-3m'),
               ('ust-30y-5y', 'ust-30y', 'ust-5y')) AS s(name, long_leg, short_leg)
  JOIN macro_observations a ON a.series = s.long_leg
  JOIN macro_observations b ON b.series = s.short_leg AND b.obs_date = a.obs_date
), latest AS (
  SELECT DISTINCT ON (series) series, obs_date, value FROM obs ORDER BY series, obs_date DESC
)
SELECT l.series, l.obs_date, l.value::text,
       CASE WHEN l.series LIKE 'stablecoins-%' THEN 'USD'
            WHEN l.series ~ '^ust-[0-9.]+[my]$' THEN 'percent' ELSE 'percentage points' END,
       (l.value - (SELECT o.value FROM obs o WHERE o.series = l.series AND o.obs_date < l.obs_date
                   ORDER BY o.obs_date DESC LIMIT 1))::text,
       (l.value - (SELECT o.value FROM obs o WHERE o.series = l.series AND o.obs_date <= l.obs_date - 30
                   ORDER BY o.obs_date DESC LIMIT 1))::text
FROM latest l
ORDER BY CASE WHEN l.series ~ '^ust-[0-9.]+[my]$' THEN 0 WHEN l.series LIKE 'ust-%' THEN 1 ELSE 2 END,
         CASE WHEN l.series ~ '^ust-[0-9.]+m$' THEN substring(l.series FROM '^ust-([0-9.]+)m$')::numeric / 12
              WHEN l.series ~ '^ust-[0-9.]+y$' THEN substring(l.series FROM '^ust-([0-9.]+)y$')::numeric END,
         l.series
LIMIT $1
