-- Asset $1's hourly rows for window $2 (null: both) in the $3 hours (null: all) ending at its
-- newest row, newest first; at most $4.
SELECT s.slug, s.name, s.asset_class, s.time_window, s.composite, s.news_score, s.crowd_score,
       s.institutional_score, s.fear_greed, s.ts
FROM sentiment_history s
WHERE s.slug = $1 AND ($2::text IS NULL OR s.time_window = $2)
  AND ($3::int IS NULL
       OR s.ts > (SELECT max(ts) FROM sentiment_history WHERE slug = $1) - make_interval(hours => $3::int))
ORDER BY s.ts DESC, s.time_window
LIMIT $4
