-- The observations of the requested series ($1) from $2 to $3 as known at $asOf, oldest first
-- (then series), with spreads computed exactly from the two tenors on the dates both have.
-- known_at last: the version's, or for a spread the later of its two legs'.
WITH m AS (
  SELECT series, obs_date, value, known_at FROM macro_observations
  WHERE obs_date BETWEEN $2 AND $3
    AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
), obs AS (
  SELECT series, obs_date, value, known_at FROM m
  WHERE series = ANY($1::text[])
  UNION ALL
  SELECT s.name, a.obs_date, a.value - b.value, greatest(a.known_at, b.known_at)
  FROM (VALUES ('ust-10y-2y', 'ust-10y', 'ust-2y'), ('ust-10y-3m', 'ust-10y', 'ust-3m'),
               ('ust-30y-5y', 'ust-30y', 'ust-5y')) AS s(name, long_leg, short_leg)
  JOIN m a ON a.series = s.long_leg
  JOIN m b ON b.series = s.short_leg AND b.obs_date = a.obs_date
  WHERE s.name = ANY($1::text[])
)
SELECT series, obs_date, value::text,
       CASE WHEN series LIKE 'stablecoins-%' THEN 'USD'
            WHEN series ~ '^ust-[0-9.]+[my]$' THEN 'percent' ELSE 'percentage points' END,
       NULL::text, NULL::text, known_at
FROM obs
ORDER BY obs_date, series
LIMIT $4
