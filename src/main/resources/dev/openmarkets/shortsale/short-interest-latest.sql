-- The latest settlement as known at $asOf, highest days to cover first. FINRA writes 999.99 when
-- average volume is 0; those rows carry no signal and sort after the rest. changePct falls back to
-- the prior report, read as known at the same moment.
-- A row is never known before its own date (a day's file is published on or after that day), so
-- the newest date as of the moment is looked for from the moment's New York date down: without that
-- bound the backward scan would pass every row known later (a month of them for asOf a month ago).
WITH d AS (SELECT max(settlement_date) AS d FROM short_interest s WHERE s.settlement_date <= ($asOf::timestamptz AT TIME ZONE 'America/New_York')::date
             AND s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf))
SELECT s.settlement_date, s.symbol, s.short_qty, s.avg_daily_vol, s.days_to_cover::text,
       coalesce(s.change_pct, (
         SELECT round(100 * (s.short_qty - p.short_qty) / nullif(p.short_qty, 0), 2)
         FROM short_interest p
         WHERE p.symbol = s.symbol AND p.settlement_date < s.settlement_date AND p.known_at <= $asOf AND (p.superseded_at IS NULL OR p.superseded_at > $asOf)
         ORDER BY p.settlement_date DESC LIMIT 1))::text,
       s.known_at
FROM short_interest s JOIN d ON s.settlement_date = d.d
WHERE s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf)
ORDER BY (coalesce(s.avg_daily_vol, 0) > 0) DESC, s.days_to_cover DESC NULLS LAST, s.symbol
LIMIT $1
