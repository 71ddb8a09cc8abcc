-- Newest events first, without a symbol: the ts index in order from the moment asked ($asOf,
-- infinity without asOf), the other filters on the row (each passes a fixed share of events, so the
-- walk to $4 rows does not grow with the table). Null parameters do not filter. knownAt last: the
-- venue's event time. With a symbol: liquidations-recent-symbol.sql.
SELECT id, raw_symbol, side, price::text, qty::text, usd_value::text, exchange, ts, ts AS known_at
FROM liquidation_events
WHERE ts <= $asOf
  AND ($1::text IS NULL OR exchange = $1)
  AND ($2::text IS NULL OR side = $2)
  AND ($3::numeric IS NULL OR usd_value >= $3)
ORDER BY ts DESC, id DESC
LIMIT $4
