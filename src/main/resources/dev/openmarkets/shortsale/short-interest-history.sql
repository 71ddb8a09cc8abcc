-- One symbol's biweekly reports as known at $asOf, newest first; changePct falls back to the
-- prior report (as known then too).
SELECT s.settlement_date, s.symbol, s.short_qty, s.avg_daily_vol, s.days_to_cover::text,
       coalesce(s.change_pct, round(100 * (s.short_qty - lag(s.short_qty) OVER w)
         / nullif(lag(s.short_qty) OVER w, 0), 2))::text,
       s.known_at
FROM short_interest s
WHERE s.symbol = $1 AND s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf)
WINDOW w AS (ORDER BY s.settlement_date)
ORDER BY s.settlement_date DESC
LIMIT $2
