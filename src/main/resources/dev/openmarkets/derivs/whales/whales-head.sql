-- The head of /whales ($1 minUsd, $2 coin or null, $3 limit): the newest snapshot time by the
-- moment asked ($asOf, infinity without asOf) and the moves of the 24 hours before it worth at least
-- minUsd, newest first.
WITH newest AS (
  SELECT max(ts) AS ts FROM whale_snapshots WHERE ts <= $asOf
), m AS (
  SELECT w.* FROM whale_moves w JOIN newest n ON w.ts > n.ts - interval '24 hours' AND w.ts <= n.ts
  WHERE coalesce(w.value_usd, 0) >= $1::numeric
    AND ($2::text IS NULL OR upper(w.coin) = upper($2::text))
  ORDER BY w.ts DESC, w.value_usd DESC NULLS LAST, w.address, w.coin
  LIMIT $3
)
SELECT newest.ts AS ts,
  (SELECT coalesce(json_agg(json_build_object(
      'address', m.address, 'coin', m.coin, 'action', m.action, 'sizeBefore', m.size_before::text,
      'sizeAfter', m.size_after::text, 'valueUsd', m.value_usd::text,
      'ts', to_char(m.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      ORDER BY m.ts DESC, m.value_usd DESC NULLS LAST, m.address, m.coin), '[]'::json) FROM m) AS moves
FROM newest
