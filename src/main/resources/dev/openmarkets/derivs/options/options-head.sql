-- The head of /options/{currency} ($1 currency, $2 one expiry or null): totals over the newest
-- snapshot's options (of that expiry when given), the index price, and DVOL with its change over
-- 24 hours (latest hourly close minus the close 24 hours before it, null when that candle is missing),
-- as known at the moment asked ($asOf, infinity without asOf): the newest snapshot and index price
-- taken by then, and the newest DVOL candle over by then (a candle's close is final when its hour ends).
WITH s AS (
  -- the newest snapshot's quotes (option_snapshot_at, V53: one generic plan, pruned when it runs)
  SELECT * FROM option_snapshot_at($1, $asOf)
), snap AS (
  SELECT max(ts) AS ts FROM s
), q AS (
  SELECT option_type, open_interest, volume
  FROM s
  WHERE $2::date IS NULL OR expiry = $2::date
), t AS (
  SELECT
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'C'), 0) AS call_oi,
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'P'), 0) AS put_oi,
    coalesce(sum(volume) FILTER (WHERE option_type = 'C'), 0) AS call_vol,
    coalesce(sum(volume) FILTER (WHERE option_type = 'P'), 0) AS put_vol
  FROM q
), idx AS (
  SELECT index_price FROM deribit_index WHERE currency = $1 AND ts <= $asOf ORDER BY ts DESC LIMIT 1
), dv AS (
  SELECT ts, close FROM deribit_dvol WHERE currency = $1 AND ts <= $asOf::timestamptz - interval '1 hour'
  ORDER BY ts DESC LIMIT 1
)
SELECT
  (SELECT index_price FROM idx) AS "underlyingPrice",
  CASE WHEN snap.ts IS NOT NULL THEN t.call_oi + t.put_oi END AS "totalOI",
  CASE WHEN snap.ts IS NOT NULL THEN t.call_oi END AS "callOI",
  CASE WHEN snap.ts IS NOT NULL THEN t.put_oi END AS "putOI",
  CASE WHEN t.call_oi > 0 THEN round(t.put_oi / t.call_oi, 4) END AS "putCallRatio",
  CASE WHEN snap.ts IS NOT NULL THEN t.call_vol + t.put_vol END AS "volume24h",
  CASE WHEN t.call_vol > 0 THEN round(t.put_vol / t.call_vol, 4) END AS "putCallVolumeRatio",
  (SELECT close FROM dv) AS dvol,
  (SELECT dv.close - d.close FROM dv JOIN deribit_dvol d ON d.currency = $1 AND d.ts = dv.ts - interval '24 hours')
    AS "dvolChange24h",
  snap.ts AS ts
FROM snap CROSS JOIN t
