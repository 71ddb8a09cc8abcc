-- Positions of each tracked account's latest snapshot taken by the moment asked ($asOf, infinity
-- without asOf; $1 minUsd, $2 side or null, $3 coin or null, $4 limit), largest notional first.
-- Accounts whose latest snapshot is more than an hour older than the newest snapshot of any account
-- (no longer polled) are left out. markPrice is hl_assets' latest mark, null when that poll came
-- after the moment (its earlier marks are not kept). knownAt last: the snapshot's time.
WITH newest AS (
  SELECT max(ts) AS ts FROM whale_snapshots WHERE ts <= $asOf
), latest AS (
  SELECT DISTINCT ON (s.address) s.address, s.ts
  FROM whale_snapshots s JOIN newest n ON s.ts >= n.ts - interval '1 hour' AND s.ts <= n.ts
  ORDER BY s.address, s.ts DESC
)
SELECT p.address,
  p.coin,
  CASE WHEN p.size < 0 THEN 'short' ELSE 'long' END AS side,
  abs(p.size)::text AS size,
  p.entry_px::text,
  CASE WHEN a.ts <= $asOf THEN a.mark_px END::text,
  p.position_value::text,
  p.unrealized_pnl::text,
  p.leverage::text,
  p.liquidation_px::text,
  p.margin_used::text,
  p.opened_at,
  p.ts AS known_at
FROM latest l
JOIN whale_positions p ON p.address = l.address AND p.ts = l.ts
LEFT JOIN hl_assets a ON a.coin = p.coin
WHERE coalesce(p.position_value, 0) >= $1::numeric
  AND ($2::text IS NULL OR (p.size < 0) = ($2::text = 'short'))
  AND ($3::text IS NULL OR upper(p.coin) = upper($3::text))
ORDER BY p.position_value DESC NULLS LAST, p.address, p.coin
LIMIT $4
