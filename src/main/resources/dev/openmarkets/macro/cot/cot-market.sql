-- One market's reports in the kind it is served from, as known at $asOf, newest first.
-- specNetChange and cotIndex are computed from the report versions known then (cot_derived_at,
-- V47); known_at last: the latest of the market's, the report's and the figures' inputs.
SELECT m.slug, m.name, m.market_group, m.exchange, m.cftc_code, r.report_date, r.report_kind, r.open_interest,
       r.dealer_long, r.dealer_short, r.asset_mgr_long, r.asset_mgr_short, r.lev_fund_long, r.lev_fund_short,
       r.prod_merc_long, r.prod_merc_short, r.swap_long, r.swap_short, r.managed_money_long, r.managed_money_short,
       r.commercial_long, r.commercial_short, r.non_commercial_long, r.non_commercial_short,
       r.other_rept_long, r.other_rept_short, r.non_rept_long, r.non_rept_short,
       r.spec_net, d.spec_net_change, d.cot_index, greatest(m.known_at, d.inputs_known_at)
FROM cot_markets m
JOIN cot_reports r ON r.cftc_code = m.cftc_code AND r.report_kind = m.report_kind
CROSS JOIN LATERAL cot_derived_at(r.cftc_code, r.report_kind, r.report_date, $asOf) d
WHERE m.slug = $1
  AND m.known_at <= $asOf AND (m.superseded_at IS NULL OR m.superseded_at > $asOf)
  AND r.known_at <= $asOf AND (r.superseded_at IS NULL OR r.superseded_at > $asOf)
  AND ($2::date IS NULL OR r.report_date >= $2)
  AND ($3::date IS NULL OR r.report_date <= $3)
ORDER BY r.report_date DESC
LIMIT $4
