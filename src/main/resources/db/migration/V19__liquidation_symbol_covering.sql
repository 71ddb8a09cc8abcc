-- liquidations/recent with a symbol, index-only: V17's two walks found each event in its index
-- and then read it from the heap, one heap page per returned event (an asset's events are spread
-- over the whole table: at 10M events those pages are mostly outside shared_buffers). With the
-- returned columns in the indexes the walks stop at the index (bench/RESULTS.md, "Growth").
-- event_key, the widest column, stays out: the query does not return it.
CREATE INDEX liquidation_events_symbol_covering ON liquidation_events (raw_symbol, ts DESC, id DESC, usd_value)
  INCLUDE (side, price, qty, exchange);
CREATE INDEX liquidation_events_base_usdt_covering ON liquidation_events (base_asset, ts DESC, id DESC, usd_value)
  INCLUDE (raw_symbol, side, price, qty, exchange)
  WHERE quote_asset = 'USDT';
DROP INDEX liquidation_events_symbol_recent;
DROP INDEX liquidation_events_base_usdt_recent;

-- Index-only needs the visibility map, set by vacuum; by default autovacuum comes to an
-- insert-only table after inserts of 20 % of it (2 million events at 10M), so the newest events,
-- the ones this query returns, would always be read from the heap. Every 10,000 inserts instead
-- (about 10 s at the bench's 1,000 events/s; minutes at the venues' usual rates); such a vacuum
-- reads only the pages not yet all-visible. Events newer than the last vacuum are still read from
-- the heap, correctly, at V17's cost.
ALTER TABLE liquidation_events SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000);

-- V17's function with the columns named instead of *, so that the walks need nothing outside
-- the indexes. Same parameters, rows and order.
CREATE OR REPLACE FUNCTION liquidations_recent_by_symbol(text, text, text, numeric, int)
  RETURNS TABLE (id bigint, raw_symbol text, side text, price text, qty text, usd_value text, exchange text,
                 ts timestamptz)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT e.id, e.raw_symbol, e.side, e.price::text, e.qty::text, e.usd_value::text, e.exchange, e.ts
  FROM (
    (SELECT l.id, l.raw_symbol, l.side, l.price, l.qty, l.usd_value, l.exchange, l.ts
     FROM liquidation_events l
     WHERE l.raw_symbol = $1 AND l.usd_value >= coalesce($4, '-Infinity')
       AND ($2 IS NULL OR l.exchange = $2) AND ($3 IS NULL OR l.side = $3)
     ORDER BY l.ts DESC, l.id DESC
     LIMIT $5)
    UNION ALL
    (SELECT l.id, l.raw_symbol, l.side, l.price, l.qty, l.usd_value, l.exchange, l.ts
     FROM liquidation_events l
     WHERE l.base_asset = $1 AND l.quote_asset = 'USDT' AND l.raw_symbol <> $1
       AND l.usd_value >= coalesce($4, '-Infinity')
       AND ($2 IS NULL OR l.exchange = $2) AND ($3 IS NULL OR l.side = $3)
     ORDER BY l.ts DESC, l.id DESC
     LIMIT $5)
  ) e
  ORDER BY e.ts DESC, e.id DESC
  LIMIT $5;
END
$$;
