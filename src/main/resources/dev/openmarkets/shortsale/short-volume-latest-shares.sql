-- Latest trade date on or before $1 as known at $asOf (sort=shares): largest short volumes in shares first.
-- A row is never known before its own date (a day's file is published on or after that day), so
-- the newest date as of the moment is looked for from the moment's New York date down: without that
-- bound the backward scan would pass every row known later (a month of them for asOf a month ago).
SELECT v.trade_date, v.symbol, v.short_volume::text, v.short_exempt_volume::text, v.total_volume::text,
       round(v.short_volume / nullif(v.total_volume, 0), 4)::text, v.known_at
FROM short_volume v
WHERE v.trade_date = (SELECT max(w.trade_date) FROM short_volume w WHERE w.trade_date <= $1
                     AND w.trade_date <= ($asOf::timestamptz AT TIME ZONE 'America/New_York')::date AND w.known_at <= $asOf AND (w.superseded_at IS NULL OR w.superseded_at > $asOf))
  AND v.total_volume >= 1000000 AND v.known_at <= $asOf AND (v.superseded_at IS NULL OR v.superseded_at > $asOf)
ORDER BY v.short_volume DESC, v.symbol
LIMIT $2
