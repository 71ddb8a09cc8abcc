-- Each market's latest report in the kind it is served from, for markets still reported (a report
-- in the 13 weeks before the newest report of all); group and name filters; largest open interest first.
WITH newest AS (SELECT max(report_date) AS d FROM cot_reports)
SELECT m.slug, m.name, m.market_group, m.exchange, m.cftc_code, r.report_date, r.report_kind, r.open_interest,
       r.dealer_long, r.dealer_short, r.asset_mgr_long, r.asset_mgr_short, r.lev_fund_long, r.lev_fund_short,
       r.prod_merc_long, r.prod_merc_short, r.swap_long, r.swap_short, r.managed_money_long, r.managed_money_short,
       r.commercial_long, r.commercial_short, r.non_commercial_long, r.non_commercial_short,
       r.other_rept_long, r.other_rept_short, r.non_rept_long, r.non_rept_short,
       r.spec_net, r.spec_net_change, r.cot_index
FROM cot_markets m
JOIN LATERAL (
  SELECT * FROM cot_reports x
  WHERE x.cftc_code = m.cftc_code AND x.report_kind = m.report_kind
  ORDER BY x.report_date DESC LIMIT 1) r ON true
WHERE r.report_date > (SELECT d FROM newest) - 91
  AND ($1::text IS NULL OR m.market_group = $1)
  AND ($2::text IS NULL OR strpos(lower(m.name), lower($2)) > 0)
ORDER BY r.open_interest DESC NULLS LAST, m.slug
LIMIT $3
