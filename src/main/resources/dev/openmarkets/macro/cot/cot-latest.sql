-- Each market's latest report in the kind it is served from, as known at $asOf, for markets still
-- reported (a report in the 13 weeks before the newest report of all known then); group and name
-- filters on the market as known then; largest open interest first. specNetChange and cotIndex
-- are computed from the report versions known then (cot_derived_at, V47); known_at last: the latest
-- of the market's, the report's and the figures' inputs.
-- A report is never known before its own date, so the newest date is looked for from the moment's
-- New York date down (without that bound the backward scan passes every report known later).
WITH newest AS (
  SELECT max(x.report_date) AS d FROM cot_reports x
  WHERE x.report_date <= ($asOf::timestamptz AT TIME ZONE 'America/New_York')::date
    AND x.known_at <= $asOf AND (x.superseded_at IS NULL OR x.superseded_at > $asOf))
SELECT m.slug, m.name, m.market_group, m.exchange, m.cftc_code, r.report_date, r.report_kind, r.open_interest,
       r.dealer_long, r.dealer_short, r.asset_mgr_long, r.asset_mgr_short, r.lev_fund_long, r.lev_fund_short,
       r.prod_merc_long, r.prod_merc_short, r.swap_long, r.swap_short, r.managed_money_long, r.managed_money_short,
       r.commercial_long, r.commercial_short, r.non_commercial_long, r.non_commercial_short,
       r.other_rept_long, r.other_rept_short, r.non_rept_long, r.non_rept_short,
       r.spec_net, d.spec_net_change, d.cot_index, greatest(m.known_at, d.inputs_known_at)
FROM cot_markets m
JOIN LATERAL (
  SELECT * FROM cot_reports x
  WHERE x.cftc_code = m.cftc_code AND x.report_kind = m.report_kind
    AND x.known_at <= $asOf AND (x.superseded_at IS NULL OR x.superseded_at > $asOf)
  ORDER BY x.report_date DESC LIMIT 1) r ON true
CROSS JOIN LATERAL cot_derived_at(r.cftc_code, r.report_kind, r.report_date, $asOf) d
WHERE m.known_at <= $asOf AND (m.superseded_at IS NULL OR m.superseded_at > $asOf)
  AND r.report_date > (SELECT d FROM newest) - 91
  AND ($1::text IS NULL OR m.market_group = $1)
  AND ($2::text IS NULL OR strpos(lower(m.name), lower($2)) > 0)
ORDER BY r.open_interest DESC NULLS LAST, m.slug
LIMIT $3
