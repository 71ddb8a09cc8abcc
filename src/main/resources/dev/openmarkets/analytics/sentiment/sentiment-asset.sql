-- Asset $1's hourly rows for window $2 (null: both) in the $3 hours (null: all) ending at its
-- newest row, newest first; at most $4; each hour's version computed by $asOf.
SELECT s.slug, s.name, s.asset_class, s.time_window, s.composite, s.news_score, s.crowd_score,
       s.institutional_score, s.fear_greed, s.ts, s.known_at
FROM sentiment_history s
WHERE s.slug = $1 AND ($2::text IS NULL OR s.time_window = $2)
  AND s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf)
  AND ($3::int IS NULL
       OR s.ts > (SELECT max(ts) FROM sentiment_history WHERE slug = $1 AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)) - make_interval(hours => $3::int))
ORDER BY s.ts DESC, s.time_window
LIMIT $4
