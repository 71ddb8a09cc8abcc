-- Newest events first. $1 is a contract as the venue names it, or a base asset alone, which
-- matches that asset's USDT contracts; null parameters do not filter.
SELECT id, raw_symbol, side, price::text, qty::text, usd_value::text, exchange, ts
FROM liquidation_events
WHERE ($1::text IS NULL OR raw_symbol = $1 OR (base_asset = $1 AND quote_asset = 'USDT'))
  AND ($2::text IS NULL OR exchange = $2)
  AND ($3::text IS NULL OR side = $3)
  AND ($4::numeric IS NULL OR usd_value >= $4)
ORDER BY ts DESC, id DESC
LIMIT $5
