-- Weekly net liquidity, one row per Wednesday on which FRED has WALCL (a Wednesday level), the
-- newest $1 weeks, oldest first, in billions of USD: WALCL (millions) * 0.001; WTREGEN and RRPONTSYD
-- are billions already. TGA and RRP are each series' latest value on or before that Wednesday and
-- within its week (the six days before); null when the series has none there. A week without a
-- WTREGEN value takes the Daily Treasury Statement's closing TGA balance instead (the latest day
-- in the same week; millions * 0.001).
-- netLiquidity = walcl - tga - rrp; change = netLiquidity - the previous row's.
WITH weeks AS (
  SELECT obs_date AS d, value * 0.001 AS walcl
  FROM fred_observations
  WHERE series_id = 'WALCL' AND extract(isodow FROM obs_date) = 3
  ORDER BY obs_date DESC
  LIMIT $1 + 1
), aligned AS (
  SELECT w.d, w.walcl,
    coalesce(
      (SELECT t.value FROM fred_observations t
       WHERE t.series_id = 'WTREGEN' AND t.obs_date <= w.d AND t.obs_date > w.d - 7
       ORDER BY t.obs_date DESC LIMIT 1),
      (SELECT c.tga_closing * 0.001 FROM treasury_cash_balance c
       WHERE c.record_date <= w.d AND c.record_date > w.d - 7
       ORDER BY c.record_date DESC LIMIT 1)) AS tga,
    (SELECT r.value FROM fred_observations r
     WHERE r.series_id = 'RRPONTSYD' AND r.obs_date <= w.d AND r.obs_date > w.d - 7
     ORDER BY r.obs_date DESC LIMIT 1) AS rrp
  FROM weeks w
), net AS (
  SELECT d, walcl, tga, rrp, walcl - tga - rrp AS nl FROM aligned
), changed AS (
  SELECT d, walcl, tga, rrp, nl, nl - lag(nl) OVER (ORDER BY d) AS change FROM net
)
SELECT d, walcl::text, tga::text, rrp::text, nl::text, change::text, NULL::text, NULL::text, NULL::text
FROM (SELECT * FROM changed ORDER BY d DESC LIMIT $1) newest
ORDER BY d
