-- Liquidation events partitioned by week of their timestamp, so that the 90-day retention drops
-- whole partitions (LiquidationRetention through om_keep_partitions) instead of deleting rows in
-- slices. Weeks, not days: every reader that is not bounded by ts (the live stream reads by id, the
-- newest-first walks stop early but open every partition) visits each partition once, so 14 to 17
-- of them cost less than 90 to 93; the retention overshoots by at most a week.
--
-- Keys include the partition key, as PostgreSQL requires: (id, ts) and (event_key, ts). The event
-- timestamp is part of the event (every venue's key is built from the time the venue stamps the
-- event, the same on every path: GateLiquidations uses the whole second both paths report), so the
-- same event always carries the same ts, lands in the same partition, and ON CONFLICT
-- (event_key, ts) skips it as ON CONFLICT (event_key) did.

-- As in V21, with weekly partitions (named by ISO week: _p2026w48) and the DEFAULT partition as
-- the template of the storage settings (a partitioned parent cannot hold them): a new partition
-- gets the DEFAULT's reloptions, here V19's autovacuum-on-inserts that keeps index-only scans.
CREATE OR REPLACE FUNCTION om_ensure_partition(parent text, granularity text, t timestamptz) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  lo   timestamptz := date_trunc(granularity, t, 'UTC');
  hi   timestamptz := lo + ('1 ' || granularity)::interval;
  part text := parent || '_p' || to_char(lo AT TIME ZONE 'UTC',
                 CASE granularity WHEN 'day' THEN 'YYYYMMDD' WHEN 'week' THEN 'IYYY"w"IW' ELSE 'YYYYMM' END);
  opts text[];
BEGIN
  IF granularity NOT IN ('day', 'week', 'month') THEN
    RAISE EXCEPTION 'partition granularity must be day, week or month, not %', granularity;
  END IF;
  IF to_regclass(part) IS NOT NULL THEN
    RETURN part;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  SELECT reloptions INTO opts FROM pg_class WHERE oid = to_regclass(parent || '_default');
  IF opts IS NOT NULL THEN
    EXECUTE format('ALTER TABLE %I SET (%s)', part, array_to_string(opts, ', '));
  END IF;
  EXECUTE format('WITH moved AS (DELETE FROM %I WHERE ts >= $1 AND ts < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
                 parent || '_default', part) USING lo, hi;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
  RETURN part;
END $$;

-- The rows of the partitions of parent whose whole range ends on or before cutoff: what
-- om_drop_partitions_before(parent, cutoff) is about to drop, for the dataset's row count.
CREATE FUNCTION om_rows_in_partitions_before(parent text, cutoff timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  r     record;
  n     bigint;
  total bigint := 0;
BEGIN
  FOR r IN
    SELECT c.relname, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = parent::regclass AND pg_get_expr(c.relpartbound, c.oid) <> 'DEFAULT'
  LOOP
    IF r.upper_bound <= cutoff THEN
      EXECUTE format('SELECT count(*) FROM %I', r.relname) INTO n;
      total := total + n;
    END IF;
  END LOOP;
  RETURN total;
END $$;

ALTER TABLE liquidation_events RENAME TO liquidation_events_unpartitioned;
ALTER INDEX liquidation_events_pkey RENAME TO liquidation_events_unpartitioned_pkey;
ALTER INDEX liquidation_events_event_key_key RENAME TO liquidation_events_unpartitioned_event_key_key;
DROP INDEX liquidation_events_ts;
DROP INDEX liquidation_events_symbol_covering;
DROP INDEX liquidation_events_base_usdt_covering;

-- The id sequence carries on (ids keep rising across the conversion: the stream's positions stay
-- valid); it moves to the new table before the old one is dropped.
CREATE TABLE liquidation_events (
  id          bigint NOT NULL DEFAULT nextval('liquidation_events_id_seq'),
  event_key   text NOT NULL,
  exchange    text NOT NULL,
  raw_symbol  text NOT NULL,
  base_asset  text NOT NULL,
  quote_asset text,
  side        text NOT NULL CHECK (side IN ('long', 'short')),
  price       numeric NOT NULL,
  qty         numeric NOT NULL,
  usd_value   numeric NOT NULL,
  ts          timestamptz NOT NULL
) PARTITION BY RANGE (ts);
ALTER SEQUENCE liquidation_events_id_seq OWNED BY liquidation_events.id;
CREATE TABLE liquidation_events_default PARTITION OF liquidation_events DEFAULT;
ALTER TABLE liquidation_events_default SET (autovacuum_vacuum_insert_scale_factor = 0,
                                            autovacuum_vacuum_insert_threshold = 10000);
-- a partition for every week the old table holds, then the rows (straight into their partitions),
-- then the indexes, built once per partition rather than row by row
SELECT om_ensure_partition('liquidation_events', 'week', w)
FROM (SELECT DISTINCT date_trunc('week', ts, 'UTC') AS w FROM liquidation_events_unpartitioned) weeks;
INSERT INTO liquidation_events SELECT * FROM liquidation_events_unpartitioned;
DROP TABLE liquidation_events_unpartitioned;
SELECT om_keep_partitions('liquidation_events', 'week', NULL);

ALTER TABLE liquidation_events ADD PRIMARY KEY (id, ts);
ALTER TABLE liquidation_events ADD UNIQUE (event_key, ts);
-- V3's and V19's indexes, unchanged
CREATE INDEX liquidation_events_ts ON liquidation_events (ts DESC, id DESC);
CREATE INDEX liquidation_events_symbol_covering ON liquidation_events (raw_symbol, ts DESC, id DESC, usd_value)
  INCLUDE (side, price, qty, exchange);
CREATE INDEX liquidation_events_base_usdt_covering ON liquidation_events (base_asset, ts DESC, id DESC, usd_value)
  INCLUDE (raw_symbol, side, price, qty, exchange)
  WHERE quote_asset = 'USDT';
ANALYZE liquidation_events;
