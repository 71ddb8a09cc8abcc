-- Asset $1's composite and label for window $2 over the $3 hours ending at its newest row,
-- newest first; at most $4.
SELECT s.ts, s.composite, s.label
FROM sentiment_history s
WHERE s.slug = $1 AND s.time_window = $2
  AND s.ts > (SELECT max(ts) FROM sentiment_history WHERE slug = $1 AND time_window = $2)
             - make_interval(hours => $3::int)
ORDER BY s.ts DESC
LIMIT $4
