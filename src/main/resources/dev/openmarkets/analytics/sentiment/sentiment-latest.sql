-- The newest hour of each configured asset ($3, in configuration order) per window, filtered by
-- asset class $1 and window $2; at most $4 rows; each hour's version computed by $asOf.
SELECT s.slug, s.name, s.asset_class, s.time_window, s.composite, s.news_score, s.crowd_score,
       s.institutional_score, s.fear_greed, s.ts, s.known_at
FROM (SELECT DISTINCT ON (slug, time_window) *
      FROM sentiment_history
      WHERE ($1::text IS NULL OR asset_class = $1) AND ($2::text IS NULL OR time_window = $2)
        AND slug = ANY($3::text[])
        AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
      ORDER BY slug, time_window, ts DESC) s
ORDER BY array_position($3::text[], s.slug), s.time_window
LIMIT $4
