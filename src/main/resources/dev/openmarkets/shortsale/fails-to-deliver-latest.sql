-- The latest settlement date on or before $1 as known at $asOf, largest fails by dollar value first.
-- A row is never known before its own date (a day's file is published on or after that day), so
-- the newest date as of the moment is looked for from the moment's New York date down: without that
-- bound the backward scan would pass every row known later (a month of them for asOf a month ago).
WITH d AS (SELECT max(settlement_date) AS d FROM fails_to_deliver f WHERE f.settlement_date <= $1
             AND f.settlement_date <= ($asOf::timestamptz AT TIME ZONE 'America/New_York')::date
             AND f.known_at <= $asOf AND (f.superseded_at IS NULL OR f.superseded_at > $asOf))
SELECT f.settlement_date, f.cusip, f.symbol, f.quantity::text, f.description, f.price::text, f.value_usd::text,
       f.known_at
FROM fails_to_deliver f JOIN d ON f.settlement_date = d.d
WHERE f.known_at <= $asOf AND (f.superseded_at IS NULL OR f.superseded_at > $asOf)
ORDER BY f.value_usd DESC NULLS LAST, f.cusip
LIMIT $2
