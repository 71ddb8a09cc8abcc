-- What a reconnecting subscriber missed: events after $1 up to $2 (the position its live
-- delivery starts after) that pass its filter, newest first, at most $7 ($7 is the bound + 1, so
-- the caller sees that older ones were left out). The filters mean what liquidations/recent's do:
-- $3 a contract (upper case) or a base asset matching its USDT contracts; null does not filter.
SELECT id, raw_symbol, side, price::text, qty::text, usd_value::text, exchange, ts, ts AS known_at, base_asset,
       quote_asset
FROM liquidation_events
WHERE id > $1 AND id <= $2
  AND ($3::text IS NULL OR raw_symbol = $3 OR (base_asset = $3 AND quote_asset = 'USDT'))
  AND ($4::text IS NULL OR exchange = $4)
  AND ($5::text IS NULL OR side = $5)
  AND ($6::numeric IS NULL OR usd_value >= $6)
ORDER BY id DESC
LIMIT $7
