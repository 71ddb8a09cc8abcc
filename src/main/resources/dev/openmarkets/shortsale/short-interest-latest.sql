-- The latest settlement, highest days to cover first. FINRA writes 999.99 when average volume is
-- 0; those rows carry no signal and sort after the rest. changePct falls back to the prior report.
WITH d AS (SELECT max(settlement_date) AS d FROM short_interest)
SELECT s.settlement_date, s.symbol, s.short_qty, s.avg_daily_vol, s.days_to_cover::text,
       coalesce(s.change_pct, (
         SELECT round(100 * (s.short_qty - p.short_qty) / nullif(p.short_qty, 0), 2)
         FROM short_interest p
         WHERE p.symbol = s.symbol AND p.settlement_date < s.settlement_date
         ORDER BY p.settlement_date DESC LIMIT 1))::text
FROM short_interest s JOIN d ON s.settlement_date = d.d
ORDER BY (coalesce(s.avg_daily_vol, 0) > 0) DESC, s.days_to_cover DESC NULLS LAST, s.symbol
LIMIT $1
