-- Snapshot tables that grow without end, partitioned by their timestamp so that retention drops
-- whole partitions (PartitionKeeper) instead of deleting rows: Deribit's option quotes (about 1,600
-- instruments every 15 minutes, daily partitions, kept 30 days) and our Polymarket price snapshots
-- (monthly partitions, kept). Each table has a DEFAULT partition that catches rows no partition
-- covers yet (an old file imported); the keeper moves them into their own partitions.

-- Creates the partition of parent holding t (granularity 'day' or 'month', bounds in UTC) unless it
-- exists, moving the rows its range holds out of the DEFAULT partition first. Returns its name.
CREATE FUNCTION om_ensure_partition(parent text, granularity text, t timestamptz) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  lo   timestamptz := date_trunc(granularity, t, 'UTC');
  hi   timestamptz := lo + ('1 ' || granularity)::interval;
  part text := parent || '_p' || to_char(lo AT TIME ZONE 'UTC', CASE granularity WHEN 'day' THEN 'YYYYMMDD' ELSE 'YYYYMM' END);
BEGIN
  IF granularity NOT IN ('day', 'month') THEN
    RAISE EXCEPTION 'partition granularity must be day or month, not %', granularity;
  END IF;
  IF to_regclass(part) IS NOT NULL THEN
    RETURN part;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
  EXECUTE format('WITH moved AS (DELETE FROM %I WHERE ts >= $1 AND ts < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
                 parent || '_default', part) USING lo, hi;
  EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
  RETURN part;
END $$;

-- Drops the partitions of parent whose whole range ends on or before cutoff; returns their names.
CREATE FUNCTION om_drop_partitions_before(parent text, cutoff timestamptz) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT c.relname, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = parent::regclass AND pg_get_expr(c.relpartbound, c.oid) <> 'DEFAULT'
  LOOP
    IF r.upper_bound <= cutoff THEN
      EXECUTE format('DROP TABLE %I', r.relname);
      RETURN NEXT r.relname;
    END IF;
  END LOOP;
END $$;

-- One keeper pass over parent: a partition for every granule holding a row of the DEFAULT partition
-- (moving the rows), and for the current granule and the next two; then, when keep is given, drops
-- the partitions whose range ends on or before the newest row minus keep. Returns the partitions
-- there are after the pass (DEFAULT excluded) and the names dropped.
CREATE FUNCTION om_keep_partitions(parent text, granularity text, keep interval,
                                   OUT partitions int, OUT dropped text[])
LANGUAGE plpgsql AS $$
DECLARE
  g      timestamptz;
  newest timestamptz;
BEGIN
  FOR g IN EXECUTE format('SELECT DISTINCT date_trunc(%L, ts, %L) FROM %I', granularity, 'UTC', parent || '_default')
  LOOP
    PERFORM om_ensure_partition(parent, granularity, g);
  END LOOP;
  FOR g IN SELECT generate_series(date_trunc(granularity, now(), 'UTC'),
                                  date_trunc(granularity, now(), 'UTC') + ('2 ' || granularity)::interval,
                                  ('1 ' || granularity)::interval)
  LOOP
    PERFORM om_ensure_partition(parent, granularity, g);
  END LOOP;
  dropped := '{}';
  IF keep IS NOT NULL THEN
    EXECUTE format('SELECT max(ts) FROM %I', parent) INTO newest;
    IF newest IS NOT NULL THEN
      dropped := ARRAY(SELECT om_drop_partitions_before(parent, newest - keep));
    END IF;
  END IF;
  SELECT count(*) - 1 INTO partitions FROM pg_inherits WHERE inhparent = parent::regclass;
END $$;

ALTER TABLE deribit_option_quotes RENAME TO deribit_option_quotes_unpartitioned;
ALTER INDEX deribit_option_quotes_pkey RENAME TO deribit_option_quotes_unpartitioned_pkey;
CREATE TABLE deribit_option_quotes (
  currency         text NOT NULL,
  ts               timestamptz NOT NULL,
  instrument       text NOT NULL,
  expiry           date NOT NULL,
  strike           numeric NOT NULL,
  option_type      text NOT NULL CHECK (option_type IN ('C', 'P')),
  open_interest    numeric NOT NULL CHECK (open_interest >= 0),
  volume           numeric,
  mark_price       numeric,
  mark_iv          numeric,
  underlying_price numeric,
  PRIMARY KEY (currency, ts, instrument)
) PARTITION BY RANGE (ts);
CREATE TABLE deribit_option_quotes_default PARTITION OF deribit_option_quotes DEFAULT;
INSERT INTO deribit_option_quotes SELECT * FROM deribit_option_quotes_unpartitioned;
DROP TABLE deribit_option_quotes_unpartitioned;
SELECT om_keep_partitions('deribit_option_quotes', 'day', NULL);

DROP VIEW prediction_market_rows;
ALTER TABLE prediction_prices RENAME TO prediction_prices_unpartitioned;
ALTER INDEX prediction_prices_pkey RENAME TO prediction_prices_unpartitioned_pkey;
CREATE TABLE prediction_prices (
  market_id text NOT NULL,
  ts        timestamptz NOT NULL,
  prices    jsonb NOT NULL,
  PRIMARY KEY (market_id, ts)
) PARTITION BY RANGE (ts);
CREATE TABLE prediction_prices_default PARTITION OF prediction_prices DEFAULT;
INSERT INTO prediction_prices SELECT * FROM prediction_prices_unpartitioned;
DROP TABLE prediction_prices_unpartitioned;
SELECT om_keep_partitions('prediction_prices', 'month', NULL);

-- As in V12, over the partitioned table.
CREATE VIEW prediction_market_rows AS
SELECT m.id, m.slug, m.question, m.category, m.tags, m.event_title, m.closed, m.end_date,
       m.volume_24h, m.volume, m.liquidity,
       coalesce(last.prices, m.prices) AS prices, m.outcomes,
       coalesce(last.ts, m.seen_at) AS updated_at,
       ((last.prices ->> 0)::numeric - (before.prices ->> 0)::numeric) AS change24h
FROM prediction_markets m
LEFT JOIN LATERAL (SELECT p.ts, p.prices FROM prediction_prices p WHERE p.market_id = m.id
                   ORDER BY p.ts DESC LIMIT 1) last ON true
LEFT JOIN LATERAL (SELECT p.prices FROM prediction_prices p
                   WHERE p.market_id = m.id AND p.ts <= last.ts - interval '24 hours'
                     AND p.ts > last.ts - interval '25 hours'
                   ORDER BY p.ts DESC LIMIT 1) before ON true;
