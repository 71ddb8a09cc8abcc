-- One market's reports in the kind it is served from, newest first.
SELECT m.slug, m.name, m.market_group, m.exchange, m.cftc_code, r.report_date, r.report_kind, r.open_interest,
       r.dealer_long, r.dealer_short, r.asset_mgr_long, r.asset_mgr_short, r.lev_fund_long, r.lev_fund_short,
       r.prod_merc_long, r.prod_merc_short, r.swap_long, r.swap_short, r.managed_money_long, r.managed_money_short,
       r.commercial_long, r.commercial_short, r.non_commercial_long, r.non_commercial_short,
       r.other_rept_long, r.other_rept_short, r.non_rept_long, r.non_rept_short,
       r.spec_net, r.spec_net_change, r.cot_index
FROM cot_markets m
JOIN cot_reports r ON r.cftc_code = m.cftc_code AND r.report_kind = m.report_kind
WHERE m.slug = $1
  AND ($2::date IS NULL OR r.report_date >= $2)
  AND ($3::date IS NULL OR r.report_date <= $3)
ORDER BY r.report_date DESC
LIMIT $4
