-- Asset $1's composite and label for window $2 over the $3 hours ending at its newest row,
-- newest first; at most $4; each hour's version computed by $asOf.
SELECT s.ts, s.composite, s.label, s.known_at
FROM sentiment_history s
WHERE s.slug = $1 AND s.time_window = $2
  AND s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf)
  AND s.ts > (SELECT max(ts) FROM sentiment_history
              WHERE slug = $1 AND time_window = $2 AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf))
             - make_interval(hours => $3::int)
ORDER BY s.ts DESC
LIMIT $4
