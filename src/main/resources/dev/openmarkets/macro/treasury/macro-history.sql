-- The observations of the requested series ($1) from $2 to $3, oldest first (then series), with
-- spreads computed exactly from the two tenors on the dates both have.
WITH obs AS (
  SELECT series, obs_date, value FROM macro_observations
  WHERE series = ANY($1::text[]) AND obs_date BETWEEN $2 AND $3
  UNION ALL
  SELECT s.name, a.obs_date, a.value - b.value
  FROM (VALUES ('ust-10y-2y', 'ust-10y', 'ust-2y'), ('ust-10y-3m', 'ust-10y', 'ust-3m'),
               ('ust-30y-5y', 'ust-30y', 'ust-5y')) AS s(name, long_leg, short_leg)
  JOIN macro_observations a ON a.series = s.long_leg AND a.obs_date BETWEEN $2 AND $3
  JOIN macro_observations b ON b.series = s.short_leg AND b.obs_date = a.obs_date
  WHERE s.name = ANY($1::text[])
)
SELECT series, obs_date, value::text,
       CASE WHEN series LIKE 'stablecoins-%' THEN 'USD'
            WHEN series ~ '^ust-[0-9.]+[my]$' THEN 'percent' ELSE 'percentage points' END,
       NULL::text, NULL::text
FROM obs
ORDER BY obs_date, series
LIMIT $4
