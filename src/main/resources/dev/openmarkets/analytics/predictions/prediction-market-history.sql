-- Snapshots of the market named by slug $1 in the $2 hours ending at its newest one, oldest
-- first, at most $3.
WITH m AS (
  SELECT id FROM prediction_markets WHERE slug = $1 ORDER BY seen_at DESC NULLS LAST, id LIMIT 1
), newest AS (
  SELECT max(p.ts) AS ts FROM prediction_prices p JOIN m ON p.market_id = m.id
)
SELECT p.ts, p.prices
FROM prediction_prices p JOIN m ON p.market_id = m.id, newest
WHERE p.ts > newest.ts - make_interval(hours => $2)
ORDER BY p.ts
LIMIT $3
