-- The events after a position ($1), in position order, for the node's one read per version bump.
-- The columns up to known_at are liquidations/recent's row (the same JSON object); the rest are for
-- the subscribers' filters. The writer commits under a lock, so ids become visible in order.
SELECT id, raw_symbol, side, price::text, qty::text, usd_value::text, exchange, ts, ts AS known_at, base_asset,
       quote_asset
FROM liquidation_events
WHERE id > $1
ORDER BY id
LIMIT $2
