-- Snapshots of the market named by slug $1 in the $2 hours ending at its newest one, oldest
-- first, at most $3; as known at $asOf: the market's version then and the snapshots taken by then
-- (a snapshot is known at its own time, the knownAt of its row).
WITH m AS (
  SELECT id FROM prediction_markets
  WHERE slug = $1 AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  ORDER BY seen_at DESC NULLS LAST, id LIMIT 1
), newest AS (
  SELECT max(p.ts) AS ts FROM prediction_prices p JOIN m ON p.market_id = m.id WHERE p.ts <= $asOf
)
SELECT p.ts, p.prices, p.ts AS known_at
FROM prediction_prices p JOIN m ON p.market_id = m.id, newest
WHERE p.ts > newest.ts - make_interval(hours => $2) AND p.ts <= $asOf
ORDER BY p.ts
LIMIT $3
