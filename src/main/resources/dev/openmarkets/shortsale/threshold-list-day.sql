-- One list date ($1, or the newest for the market filter), optionally one market ($2) and symbol
-- ($3), as known at $asOf: a symbol a corrected list dropped is gone from that correction on.
-- A row is never known before its own date (a day's file is published on or after that day), so
-- the newest date as of the moment is looked for from the moment's New York date down: without that
-- bound the backward scan would pass every row known later (a month of them for asOf a month ago).
SELECT t.list_date, t.market, t.symbol, t.security_name, t.known_at
FROM threshold_list t
WHERE t.list_date = coalesce($1, (SELECT max(l.list_date) FROM threshold_list l
                                  WHERE ($2::text IS NULL OR l.market = $2)
                                    AND l.list_date <= ($asOf::timestamptz AT TIME ZONE 'America/New_York')::date AND l.known_at <= $asOf AND (l.superseded_at IS NULL OR l.superseded_at > $asOf)))
  AND ($2::text IS NULL OR t.market = $2)
  AND ($3::text IS NULL OR t.symbol = $3)
  AND t.known_at <= $asOf AND (t.superseded_at IS NULL OR t.superseded_at > $asOf)
ORDER BY t.market, t.symbol
LIMIT $4
