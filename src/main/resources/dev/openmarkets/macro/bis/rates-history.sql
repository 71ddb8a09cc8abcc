-- One economy's daily series compressed to change points, newest first: an observation is kept
-- when its rate differs from the previous observation's (the first observation is always kept,
-- with a null change). changeBps = (rate - previous rate) * 100.
WITH s AS (
  SELECT obs_date, rate, lag(rate) OVER (ORDER BY obs_date) AS prev
  FROM policy_rates WHERE code = $1
)
SELECT obs_date, rate::text, (rate - prev) * 100
FROM s
WHERE (prev IS NULL OR rate <> prev)
  AND ($2::date IS NULL OR obs_date >= $2)
  AND ($3::date IS NULL OR obs_date <= $3)
ORDER BY obs_date DESC
LIMIT $4
