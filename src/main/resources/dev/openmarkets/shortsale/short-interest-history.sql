-- One symbol's biweekly reports, newest first; changePct falls back to the prior report.
SELECT s.settlement_date, s.symbol, s.short_qty, s.avg_daily_vol, s.days_to_cover::text,
       coalesce(s.change_pct, round(100 * (s.short_qty - lag(s.short_qty) OVER w)
         / nullif(lag(s.short_qty) OVER w, 0), 2))::text
FROM short_interest s
WHERE s.symbol = $1
WINDOW w AS (ORDER BY s.settlement_date)
ORDER BY s.settlement_date DESC
LIMIT $2
