-- Weekly net liquidity, one row per Wednesday on which FRED has WALCL (a Wednesday level), the
-- newest $1 weeks, oldest first, in billions of USD: WALCL (millions) * 0.001; WTREGEN and RRPONTSYD
-- are billions already. TGA and RRP are each series' latest value on or before that Wednesday and
-- within its week (the six days before); null when the series has none there. A week without a
-- WTREGEN value takes the Daily Treasury Statement's closing TGA balance instead (the latest day
-- in the same week; millions * 0.001).
-- netLiquidity = walcl - tga - rrp; change = netLiquidity - the previous row's.
-- Point in time: every table is read in the versions current at $asOf (infinity: the latest), or
-- with $2 (vintage=first) in each row's first version known by then (its initial release); a
-- row's known_at is the latest known_at of the values it is computed from, the previous week's
-- included (change uses its netLiquidity).
WITH weeks AS (
  SELECT obs_date AS d, value * 0.001 AS walcl, known_at AS k
  FROM fred_observations w
  WHERE w.series_id = 'WALCL' AND extract(isodow FROM w.obs_date) = 3
    AND w.known_at <= $asOf
      AND CASE WHEN $2 THEN w.version_no = 1 ELSE (w.superseded_at IS NULL OR w.superseded_at > $asOf) END
  ORDER BY w.obs_date DESC
  LIMIT $1 + 1
), aligned AS (
  SELECT w.d, w.walcl, w.k,
    (SELECT t FROM fred_observations t
     WHERE t.series_id = 'WTREGEN' AND t.obs_date <= w.d AND t.obs_date > w.d - 7
       AND t.known_at <= $asOf
      AND CASE WHEN $2 THEN t.version_no = 1 ELSE (t.superseded_at IS NULL OR t.superseded_at > $asOf) END
     ORDER BY t.obs_date DESC LIMIT 1) AS wtregen,
    (SELECT c FROM treasury_cash_balance c
     WHERE c.record_date <= w.d AND c.record_date > w.d - 7
       AND c.known_at <= $asOf
      AND CASE WHEN $2 THEN c.version_no = 1 ELSE (c.superseded_at IS NULL OR c.superseded_at > $asOf) END
     ORDER BY c.record_date DESC LIMIT 1) AS dts,
    (SELECT r FROM fred_observations r
     WHERE r.series_id = 'RRPONTSYD' AND r.obs_date <= w.d AND r.obs_date > w.d - 7
       AND r.known_at <= $asOf
      AND CASE WHEN $2 THEN r.version_no = 1 ELSE (r.superseded_at IS NULL OR r.superseded_at > $asOf) END
     ORDER BY r.obs_date DESC LIMIT 1) AS rrp
  FROM weeks w
), net AS (
  SELECT d, walcl,
    coalesce((wtregen).value, (dts).tga_closing * 0.001) AS tga,
    (rrp).value AS rrp,
    greatest(k, CASE WHEN (wtregen).value IS NOT NULL THEN (wtregen).known_at ELSE (dts).known_at END, (rrp).known_at) AS k
  FROM aligned
), changed AS (
  SELECT d, walcl, tga, rrp, walcl - tga - rrp AS nl,
    walcl - tga - rrp - lag(walcl - tga - rrp) OVER (ORDER BY d) AS change,
    greatest(k, lag(k) OVER (ORDER BY d)) AS k
  FROM net
)
SELECT d, walcl::text, tga::text, rrp::text, nl::text, change::text, NULL::text, NULL::text, NULL::text, k
FROM (SELECT * FROM changed ORDER BY d DESC LIMIT $1) newest
ORDER BY d
