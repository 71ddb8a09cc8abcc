-- liquidations/recent with a symbol, index-bound at any table size (bench/growth.sh, RESULTS.md
-- "Growth"). Before this, a busy asset's query read all of its events (bitmap scan and sort) or
-- walked the ts index filtering, and grew with the table (10M events: 0.2-0.6 s a query).
--
-- Two indexes read the newest events of one contract, and of one base asset's USDT contracts,
-- in (ts, id) order; usd_value as the last key column lets the minUsd floor be checked on the
-- index entry, so events below it cost no heap visit. They replace V3's (raw_symbol, ts) and
-- (base_asset, ts), which nothing else reads.
CREATE INDEX liquidation_events_symbol_recent ON liquidation_events (raw_symbol, ts DESC, id DESC, usd_value);
CREATE INDEX liquidation_events_base_usdt_recent ON liquidation_events (base_asset, ts DESC, id DESC, usd_value)
  WHERE quote_asset = 'USDT';
DROP INDEX liquidation_events_symbol;
DROP INDEX liquidation_events_base;

-- The query, as a function so that it can keep one plan: the generic plan (two ordered index
-- walks, merged) is the right one for every parameter set, but as a prepared statement
-- PostgreSQL compares it with custom plans by estimated cost, and LIMIT $5's estimate (10 % of
-- the rows a symbol is expected to have) grows with the table, so past a few million events it
-- planned every execution anew (0.12 ms, as much as running it). plan_cache_mode set on the
-- function applies to its query only. $1 is a contract as the venue names it, or a base asset
-- alone, which matches that asset's USDT contracts; the second walk leaves out what the first
-- returns, so an event is counted once. Null $2..$4 do not filter.
CREATE FUNCTION liquidations_recent_by_symbol(text, text, text, numeric, int)
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
    (SELECT * FROM liquidation_events l
     WHERE l.raw_symbol = $1 AND l.usd_value >= coalesce($4, '-Infinity')
       AND ($2 IS NULL OR l.exchange = $2) AND ($3 IS NULL OR l.side = $3)
     ORDER BY l.ts DESC, l.id DESC
     LIMIT $5)
    UNION ALL
    (SELECT * FROM liquidation_events l
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
