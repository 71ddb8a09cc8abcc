-- Recomputes spec_net_change and cot_index of the given markets (cftc_code, report_kind pairs)
-- for report dates from $3 to 156 weeks after $4, the rows a file's dates can affect.
-- specNetChange = specNet - the previous report's specNet.
-- cotIndex = 100 * (specNet - min) / (max - min) over the reports of the trailing 156 weeks
-- (this one and those of the 155 weeks before: dates > report_date - 1092 days), rounded to two
-- places; null with fewer than 26 reports in that window, or when max = min.
WITH k AS (
  SELECT * FROM unnest($1::text[], $2::text[]) AS k(code, kind)
), w AS (
  SELECT r.cftc_code, r.report_kind, r.report_date,
         r.spec_net - lag(r.spec_net) OVER (PARTITION BY r.cftc_code, r.report_kind ORDER BY r.report_date) AS chg,
         CASE WHEN count(r.spec_net) OVER win >= 26 AND max(r.spec_net) OVER win > min(r.spec_net) OVER win
           THEN round(100.0 * (r.spec_net - min(r.spec_net) OVER win)
             / (max(r.spec_net) OVER win - min(r.spec_net) OVER win), 2) END AS idx
  FROM cot_reports r JOIN k ON r.cftc_code = k.code AND r.report_kind = k.kind
  WHERE r.report_date >= $3::date - 1099 AND r.report_date <= $4::date + 1092
  WINDOW win AS (PARTITION BY r.cftc_code, r.report_kind ORDER BY r.report_date
    RANGE BETWEEN INTERVAL '1091 days' PRECEDING AND CURRENT ROW)
)
UPDATE cot_reports c SET spec_net_change = w.chg, cot_index = w.idx
FROM w
WHERE c.cftc_code = w.cftc_code AND c.report_kind = w.report_kind AND c.report_date = w.report_date
  AND c.report_date >= $3::date
  AND (c.spec_net_change, c.cot_index) IS DISTINCT FROM (w.chg, w.idx)
