-- One batch of events as parallel arrays ($10: epoch milliseconds). Events already stored
-- (same event_key) are skipped: the table is partitioned by ts (V22), so the conflict is checked on
-- (event_key, ts) within the event's partition, which holds because an event's ts is part of its
-- identity (the same event always comes with the same ts). The hourly totals grow by exactly the
-- rows inserted, in the same statement, so totals and events can never disagree. ORDER BY makes
-- concurrent batches lock hourly rows in one order.
WITH ins AS (
  INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty,
    usd_value, ts)
  SELECT u.k, u.ex, u.sym, u.base, u.quote, u.side, u.price::numeric, u.qty::numeric, u.usd::numeric,
         timestamptz 'epoch' + u.ms * interval '1 millisecond'
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
              $9::text[], $10::bigint[]) AS u(k, ex, sym, base, quote, side, price, qty, usd, ms)
  ON CONFLICT (event_key, ts) DO NOTHING
  RETURNING exchange, raw_symbol, base_asset, quote_asset, side, usd_value, ts
), hourly AS (
  INSERT INTO liquidation_hourly (hour, exchange, symbol, base_asset, quote_asset, long_usd, short_usd, count,
    max_single_usd)
  SELECT date_trunc('hour', ts, 'UTC'), exchange, raw_symbol, min(base_asset), min(quote_asset),
         coalesce(sum(usd_value) FILTER (WHERE side = 'long'), 0),
         coalesce(sum(usd_value) FILTER (WHERE side = 'short'), 0),
         count(*), max(usd_value)
  FROM ins
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (hour, exchange, symbol) DO UPDATE SET
    long_usd = liquidation_hourly.long_usd + EXCLUDED.long_usd,
    short_usd = liquidation_hourly.short_usd + EXCLUDED.short_usd,
    count = liquidation_hourly.count + EXCLUDED.count,
    max_single_usd = greatest(liquidation_hourly.max_single_usd, EXCLUDED.max_single_usd)
  RETURNING (xmax = 0) AS new_hour
)
SELECT (SELECT count(*) FROM ins) AS inserted,
       (SELECT count(*) FROM hourly WHERE new_hour) AS new_hours
