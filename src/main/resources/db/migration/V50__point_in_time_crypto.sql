-- Point in time for the crypto and derivatives datasets (issue 37, docs/point-in-time.md §2
-- "Crypto, derivatives, analytics"). Most of their tables are observations at a time and answer
-- asOf from that time as they are (liquidation_events, funding_history, deribit_*, whale_*). This
-- migration adds what the others lack:
--   * funding_snapshot (the latest picture per contract, overwritten by every poll) keeps its
--     shape and its speed for the latest answer, and gains known_at: when its current values were
--     first stored. Every version it takes is also kept in funding_snapshot_history, weekly
--     partitions kept 90 days (a PartitionKeeper), which answers funding-rates as of a moment.
--   * open_interest_hourly gains known_at: an hour's bucket is final when the hour ends (Binance's
--     history), our own sample is known when we took it (its ts is truncated to the hour, which
--     would be up to an hour early).
--   * liquidation_hourly holds running totals, so an hour is known whole only once it is over: as
--     of a moment, the hour in progress is summed from its events up to that moment.
--   * liquidations_recent_by_symbol takes the moment.

-- funding_snapshot: known_at set by the database (the default, now()) on every insert and on every
-- update that changes a row (UnnestUpsert updates only rows whose values differ), so no writer can
-- forget it; a poll that changes nothing writes nothing and moves nothing. Existing rows: the
-- migration's time (their values may have been written over until now).
ALTER TABLE funding_snapshot ADD COLUMN known_at timestamptz NOT NULL DEFAULT now();

-- Every version of funding_snapshot, by the moment it was stored (ts, the partition key, named so
-- for om_keep_partitions; venue_ts is funding_snapshot.ts, the venue's own time).
CREATE TABLE funding_snapshot_history (
  exchange               text NOT NULL,
  instrument             text NOT NULL,
  ts                     timestamptz NOT NULL,
  slug                   text NOT NULL,
  base_asset             text NOT NULL,
  mark_price             numeric,
  funding_rate           numeric,
  funding_interval_hours integer NOT NULL,
  funding_rate_8h        numeric,
  funding_annualized     numeric,
  next_funding_time      timestamptz,
  open_interest          numeric,
  open_interest_value    numeric,
  price_change_pct_24h   numeric,
  long_short_ratio       numeric,
  venue_ts               timestamptz,
  PRIMARY KEY (exchange, instrument, ts)
) PARTITION BY RANGE (ts);
CREATE TABLE funding_snapshot_history_default PARTITION OF funding_snapshot_history DEFAULT;
-- the floor (min(ts)) and the keeper's max(ts) without reading every partition
CREATE INDEX funding_snapshot_history_ts ON funding_snapshot_history (ts);

INSERT INTO funding_snapshot_history
SELECT exchange, instrument, known_at, slug, base_asset, mark_price, funding_rate, funding_interval_hours,
       funding_rate_8h, funding_annualized, next_funding_time, open_interest, open_interest_value,
       price_change_pct_24h, long_short_ratio, ts
FROM funding_snapshot;
SELECT om_keep_partitions('funding_snapshot_history', 'week', NULL);

-- (an insert keeps an earlier known_at it is given: a mirror's seed of stored rows)
CREATE FUNCTION funding_snapshot_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.known_at := least(NEW.known_at, now());
  ELSE
    NEW.known_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER funding_snapshot_known_at BEFORE INSERT OR UPDATE ON funding_snapshot
  FOR EACH ROW EXECUTE FUNCTION funding_snapshot_known_at();

-- two polls of one contract in one transaction share now(): the later one wins, as in the snapshot
CREATE FUNCTION funding_snapshot_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO funding_snapshot_history VALUES (NEW.exchange, NEW.instrument, NEW.known_at, NEW.slug, NEW.base_asset,
      NEW.mark_price, NEW.funding_rate, NEW.funding_interval_hours, NEW.funding_rate_8h, NEW.funding_annualized,
      NEW.next_funding_time, NEW.open_interest, NEW.open_interest_value, NEW.price_change_pct_24h,
      NEW.long_short_ratio, NEW.ts)
  ON CONFLICT (exchange, instrument, ts) DO UPDATE SET slug = EXCLUDED.slug, base_asset = EXCLUDED.base_asset,
      mark_price = EXCLUDED.mark_price, funding_rate = EXCLUDED.funding_rate,
      funding_interval_hours = EXCLUDED.funding_interval_hours, funding_rate_8h = EXCLUDED.funding_rate_8h,
      funding_annualized = EXCLUDED.funding_annualized, next_funding_time = EXCLUDED.next_funding_time,
      open_interest = EXCLUDED.open_interest, open_interest_value = EXCLUDED.open_interest_value,
      price_change_pct_24h = EXCLUDED.price_change_pct_24h, long_short_ratio = EXCLUDED.long_short_ratio,
      venue_ts = EXCLUDED.venue_ts;
  RETURN NULL;
END $$;
CREATE TRIGGER funding_snapshot_keep AFTER INSERT OR UPDATE ON funding_snapshot
  FOR EACH ROW EXECUTE FUNCTION funding_snapshot_keep();

-- open_interest_hourly: a new bucket is known when its hour ends, or now if stored earlier (our own
-- samples, stored within their hour; a Binance bucket still in progress); a bucket whose values
-- change is known from the change. Existing rows: the end of their hour, at most the migration's time.
ALTER TABLE open_interest_hourly ADD COLUMN known_at timestamptz;
UPDATE open_interest_hourly SET known_at = least(ts + interval '1 hour', now());
ALTER TABLE open_interest_hourly ALTER COLUMN known_at SET NOT NULL;
-- the floor of open-interest (min(known_at)) without a scan
CREATE INDEX open_interest_hourly_known ON open_interest_hourly (known_at);

CREATE FUNCTION open_interest_hourly_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.known_at := least(coalesce(NEW.known_at, NEW.ts + interval '1 hour'), now());
  ELSE
    NEW.known_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER open_interest_hourly_known_at BEFORE INSERT OR UPDATE ON open_interest_hourly
  FOR EACH ROW EXECUTE FUNCTION open_interest_hourly_known_at();

-- The hourly liquidation totals as known at a moment: the hours over by then from the totals, the
-- hour in progress summed from its events up to the moment (the venue's event time). With
-- 'infinity' (no asOf) every total, as liquidation_hourly holds them, and no event is read. A single
-- SELECT, so the planner inlines it and the callers' filters reach the tables' indexes.
CREATE FUNCTION liquidation_hourly_at(as_of timestamptz)
  RETURNS TABLE (hour timestamptz, exchange text, symbol text, base_asset text, quote_asset text, long_usd numeric,
                 short_usd numeric, count bigint, max_single_usd numeric)
  LANGUAGE sql STABLE
AS $$
  SELECT h.hour, h.exchange, h.symbol, h.base_asset, h.quote_asset, h.long_usd, h.short_usd, h.count, h.max_single_usd
  FROM liquidation_hourly h
  WHERE h.hour < date_trunc('hour', as_of, 'UTC')
  UNION ALL
  SELECT date_trunc('hour', e.ts, 'UTC'), e.exchange, e.raw_symbol, min(e.base_asset), min(e.quote_asset),
         coalesce(sum(e.usd_value) FILTER (WHERE e.side = 'long'), 0),
         coalesce(sum(e.usd_value) FILTER (WHERE e.side = 'short'), 0),
         count(*), max(e.usd_value)
  FROM liquidation_events e
  WHERE e.ts >= date_trunc('hour', as_of, 'UTC') AND e.ts <= as_of
  GROUP BY 1, 2, 3
$$;

-- V19's function with the moment ($6): events after it are left out, on the same index walks
-- (ts is their second key column, so the bound narrows the walk, never widens it).
DROP FUNCTION liquidations_recent_by_symbol(text, text, text, numeric, int);
CREATE FUNCTION liquidations_recent_by_symbol(text, text, text, numeric, int, timestamptz)
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
     WHERE l.raw_symbol = $1 AND l.ts <= $6 AND l.usd_value >= coalesce($4, '-Infinity')
       AND ($2 IS NULL OR l.exchange = $2) AND ($3 IS NULL OR l.side = $3)
     ORDER BY l.ts DESC, l.id DESC
     LIMIT $5)
    UNION ALL
    (SELECT l.id, l.raw_symbol, l.side, l.price, l.qty, l.usd_value, l.exchange, l.ts
     FROM liquidation_events l
     WHERE l.base_asset = $1 AND l.quote_asset = 'USDT' AND l.raw_symbol <> $1 AND l.ts <= $6
       AND l.usd_value >= coalesce($4, '-Infinity')
       AND ($2 IS NULL OR l.exchange = $2) AND ($3 IS NULL OR l.side = $3)
     ORDER BY l.ts DESC, l.id DESC
     LIMIT $5)
  ) e
  ORDER BY e.ts DESC, e.id DESC
  LIMIT $5;
END
$$;
