-- One economy's daily series as known at $asOf compressed to change points, newest first: an
-- observation is kept when its rate differs from the previous observation's (the first
-- observation is always kept, with a null change). changeBps = (rate - previous rate) * 100.
-- known_at last: the later of the observation's version and the previous one's.
WITH s AS (
  SELECT obs_date, rate, lag(rate) OVER w AS prev, greatest(known_at, lag(known_at) OVER w) AS known_at
  FROM policy_rates
  WHERE code = $1 AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  WINDOW w AS (ORDER BY obs_date)
)
SELECT obs_date, rate::text, (rate - prev) * 100, known_at
FROM s
WHERE (prev IS NULL OR rate <> prev)
  AND ($2::date IS NULL OR obs_date >= $2)
  AND ($3::date IS NULL OR obs_date <= $3)
ORDER BY obs_date DESC
LIMIT $4
