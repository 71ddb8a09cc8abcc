-- The head of /options/{currency}?history=dvol: options-head.sql plus dvolHistory, the hourly
-- DVOL closes of the 30 days up to the latest candle, oldest first.
-- The head of /options/{currency} ($1 currency, $2 one expiry or null): totals over the newest
-- snapshot's options (of that expiry when given), the index price, and DVOL with its change over
-- 24 hours (latest hourly close minus the close 24 hours before it, null when that candle is missing).
WITH snap AS (
  SELECT max(ts) AS ts FROM deribit_option_quotes WHERE currency = $1
), q AS (
  SELECT o.option_type, o.open_interest, o.volume
  FROM deribit_option_quotes o JOIN snap ON o.ts = snap.ts
  WHERE o.currency = $1 AND ($2::date IS NULL OR o.expiry = $2::date)
), t AS (
  SELECT
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'C'), 0) AS call_oi,
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'P'), 0) AS put_oi,
    coalesce(sum(volume) FILTER (WHERE option_type = 'C'), 0) AS call_vol,
    coalesce(sum(volume) FILTER (WHERE option_type = 'P'), 0) AS put_vol
  FROM q
), idx AS (
  SELECT index_price FROM deribit_index WHERE currency = $1 ORDER BY ts DESC LIMIT 1
), dv AS (
  SELECT ts, close FROM deribit_dvol WHERE currency = $1 ORDER BY ts DESC LIMIT 1
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
  snap.ts AS ts,
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
      'ts', to_char(h.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'dvol', h.close) ORDER BY h.ts), '[]'::jsonb)
    FROM deribit_dvol h JOIN dv ON h.ts > dv.ts - interval '30 days' WHERE h.currency = $1) AS "dvolHistory"
FROM snap CROSS JOIN t
